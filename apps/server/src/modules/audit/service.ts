import { DEFAULT_TIME_ZONE, auditAreaName, auditRefs, formatDateTime } from '@kaksha/contracts';
import type { AuditEntry as ListedEntry, AuditFacets, AuditList } from '@kaksha/contracts';
import type { JsonText, Page } from '../../db/page.ts';
import { sql } from 'drizzle-orm';
import type { ColumnsSelection } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Db, Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { CSV_BATCH, csvLines } from '../../lib/csv.ts';
import { startOfDay } from '../../lib/zoned-time.ts';
import * as repo from './repository.ts';
import type { AuditFilter } from './repository.ts';

export interface AuditEntry {
  organisationId: number | null;
  userId: number | null;
  /** e.g. 'sign-in', 'create', 'update', 'delete', 'refused'. */
  action: string;
  /** The area (module) of the change, e.g. 'users', 'roles'. */
  area: string;
  entityId?: string | number | null;
  /** What changed: for an update, `{ before: {…}, after: {…} }` with only the changed fields. */
  summary?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * A change and its audit line in ONE statement: `write` is an insert, update or delete with
 * `.returning()`, and the line is inserted from what it returned, in a data-modifying CTE. One
 * statement is atomic by itself, so a simple write needs no BEGIN/COMMIT and no re-read: each
 * statement costs ~200 µs of Node CPU (docs/benchmarks.md). Nothing written (an update that matched
 * no row) writes no line. `entityColumn` names the returned column that identifies the record.
 * Outside a transaction, prefer `preparedWriteWithAudit`: built once, not on every call.
 */
export async function writeWithAudit<TSelection extends ColumnsSelection, TRow>(
  db: Executor,
  write: TypedQueryBuilder<TSelection, TRow[]>,
  entry: Omit<AuditEntry, 'entityId'> & { entityColumn: keyof TSelection & string },
): Promise<TRow[]> {
  // The rows are what `write` returns; drizzle maps them as it would the write's own result.
  return (await withAuditLine(db, write, {
    ...entry,
    summary: entry.summary == null ? null : JSON.stringify(entry.summary),
    ip: entry.ip ?? null,
  })) as TRow[];
}

/** The line's values: each a value or a placeholder; `summary` as JSON text. */
interface AuditLine {
  organisationId: unknown;
  userId: unknown;
  action: string;
  area: string;
  entityColumn: string;
  summary: unknown;
  ip: unknown;
}

/** `write`, then its audit line from what it returned, selecting what it returned (`writeWithAudit`). */
function withAuditLine(db: Executor, write: TypedQueryBuilder<ColumnsSelection, unknown[]>, line: AuditLine) {
  const written = db.$with('written').as(write);
  const entity = sql.identifier(line.entityColumn);
  const auditLine = db.$with('audit_line', {}).as(sql`
    insert into ${auditLog} (organisation_id, user_id, action, area, entity_id, summary, ip)
    select ${line.organisationId}, ${line.userId}, ${line.action}, ${line.area}, ${entity}::text,
           ${line.summary}::jsonb, ${line.ip}
    from written`);
  return db
    .with(written, auditLine)
    .select()
    .from(written as never);
}

/**
 * `writeWithAudit` as a prepared statement built once per `shape`: drizzle building the statement was
 * a third of a simple write's server time (docs/benchmarks.md, "where a write's time goes"), as it
 * was a list's before decision 019. `write` builds the change with `sql.placeholder(name)` for its
 * values; the returned function runs it with those values and the line's. Not in a transaction (a
 * named statement belongs to the pool): there, `writeWithAudit`.
 */
export function preparedWriteWithAudit<TSelection extends ColumnsSelection, TRow>(
  db: Db,
  shape: string,
  write: () => TypedQueryBuilder<TSelection, TRow[]>,
  line: Pick<AuditEntry, 'action' | 'area'> & { entityColumn: keyof TSelection & string },
) {
  const query = prepared(db, `write-with-audit:${shape}`, (name) =>
    withAuditLine(db, write(), {
      ...line,
      organisationId: sql.placeholder('auditOrganisationId'),
      userId: sql.placeholder('auditUserId'),
      summary: sql.placeholder('auditSummary'),
      ip: sql.placeholder('auditIp'),
    }).prepare(name()),
  );
  return async (
    values: Record<string, unknown>,
    entry: Pick<AuditEntry, 'organisationId' | 'userId' | 'summary' | 'ip'>,
  ): Promise<TRow[]> =>
    (await query.execute({
      ...values,
      auditOrganisationId: entry.organisationId,
      auditUserId: entry.userId,
      auditSummary: entry.summary == null ? null : JSON.stringify(entry.summary),
      auditIp: entry.ip ?? null,
    })) as TRow[];
}

/** Written in the same transaction as the change it records, so neither exists without the other. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    organisationId: entry.organisationId,
    userId: entry.userId,
    action: entry.action,
    area: entry.area,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    summary: entry.summary ?? null,
    ip: entry.ip ?? null,
  });
}

/** What a signed-in caller did: the organisation, user and address are the caller's. */
export function recordCallerAudit(
  tx: Executor,
  caller: Caller,
  entry: Omit<AuditEntry, 'organisationId' | 'userId' | 'ip'>,
): Promise<void> {
  return recordAudit(tx, {
    organisationId: caller.organisationId,
    userId: caller.userId,
    ip: caller.ip,
    ...entry,
  });
}

/** Many of the caller's lines at once (a bulk action's, one a record): one statement. */
export async function recordCallerAudits(
  tx: Executor,
  caller: Caller,
  entries: readonly Omit<AuditEntry, 'organisationId' | 'userId' | 'ip'>[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      organisationId: caller.organisationId,
      userId: caller.userId,
      ip: caller.ip,
      action: entry.action,
      area: entry.area,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      summary: entry.summary ?? null,
    })),
  );
}

/**
 * The fields that differ between two snapshots, as `{ before, after }` (for an update's summary).
 * Values are compared as JSON, so arrays and objects compare by content.
 */
export function changes<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (after[key] === undefined) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 };
}

/**
 * What `input` changes of `before` (`changes`), with the caller's audit line saying so (`summary:
 * { before, after }` of the changed fields); null, and no line, when nothing changes. Writing the
 * change is the caller's, in the same transaction.
 */
export async function auditChanges<T extends Record<string, unknown>>(
  tx: Executor,
  caller: Caller,
  before: T,
  input: Partial<T>,
  line: Omit<AuditEntry, 'organisationId' | 'userId' | 'ip' | 'summary'>,
) {
  const diff = changes(before, input);
  if (!diff.changed) return null;
  await recordCallerAudit(tx, caller, { ...line, summary: { before: diff.before, after: diff.after } });
  return diff;
}

export interface AuditQueryInput {
  userId?: number;
  area?: string;
  action?: string;
  from?: string;
  to?: string;
  tz?: string;
}

export { startOfDay };

/**
 * A bound the database can compare with, or none: timestamps run from year 1 to 9999, so the start of
 * 0001-01-01 in a zone ahead of UTC, or the end of 9999-12-31, bounds nothing that could be stored.
 */
const storable = (bound: Date) => {
  const year = bound.getUTCFullYear();
  return year >= 1 && year <= 9999 ? bound : undefined;
};

/** from/to are calendar days in `tz` (UTC when absent), both inclusive. */
export function auditFilter(caller: Caller, input: AuditQueryInput): AuditFilter {
  return {
    organisationId: caller.organisationId,
    userId: input.userId,
    area: input.area || undefined,
    action: input.action || undefined,
    from: input.from ? storable(startOfDay(input.from, input.tz)) : undefined,
    to: input.to ? storable(startOfDay(input.to, input.tz, 1)) : undefined,
  };
}

/**
 * A page of lines and, beside it, the names of the records they refer to by id (issue 65, bug 9): two
 * statements whatever the page holds — the page as the database wrote it, then every name at once.
 */
export async function listAudit(
  db: Db,
  caller: Caller,
  input: AuditQueryInput & { page: number; pageSize: number },
): Promise<JsonText<AuditList>> {
  const page = await repo.listEntries(db, auditFilter(caller, input), {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const { data } = JSON.parse(page) as Page<ListedEntry>;
  const names = await repo.namesOf(db, caller.organisationId, data.flatMap(auditRefs));
  return `${page.slice(0, -1)},"names":${JSON.stringify(names)}}` as JsonText<AuditList>;
}

/** One record's audit lines, as a part of its screen's one statement (audit/timeline.ts). */
export { entriesAboutRead } from './repository.ts';

export async function auditFacets(db: Executor, caller: Caller): Promise<AuditFacets> {
  const [areas, actions, users] = await Promise.all([
    repo.distinctValues(db, caller.organisationId, 'area'),
    repo.distinctValues(db, caller.organisationId, 'action'),
    repo.organisationUsers(db, caller.organisationId),
  ]);
  return { areas, actions, users };
}

// ---- CSV export ----

/** `Time` as people read it (in the zone of the request's `tz`, the institute's); `Time (UTC)` for machines. */
export const CSV_HEADER = [
  'Time',
  'Time (UTC)',
  'User',
  'Email',
  'Action',
  'Area',
  'Record',
  'Summary',
  'IP',
];

/** Every matching entry, newest first, as CSV lines; read in batches so memory stays flat. */
export function auditCsv(db: Executor, caller: Caller, input: AuditQueryInput): AsyncGenerator<string> {
  const filter = auditFilter(caller, input);
  const zone = input.tz ?? DEFAULT_TIME_ZONE;
  return csvLines<Awaited<ReturnType<typeof repo.findEntries>>[number]>(
    CSV_HEADER,
    (after) => repo.findEntries(db, filter, { limit: CSV_BATCH, beforeId: after?.id }),
    (r) => [
      formatDateTime(r.at, zone),
      r.at.toISOString(),
      r.userName,
      r.email,
      r.action,
      auditAreaName(r.area),
      r.entityId,
      r.summary,
      r.ip,
    ],
  );
}
