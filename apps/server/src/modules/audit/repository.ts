import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { placeholdersOf } from '../../db/prepared.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { isoTimestamp, jsonListPage } from '../../db/page.ts';
import type { JsonItem } from '../../db/page.ts';
import { keptItem } from '../../db/kept-json.ts';
import type { KeptJson } from '../../db/kept-json.ts';
import { auditRefKey } from '@kaksha/contracts';
import type { AuditEntry, AuditNames, AuditRefKind } from '@kaksha/contracts';
import {
  auditLog,
  batches,
  boards,
  centres,
  classes,
  enquiries,
  exams,
  feeHeads,
  feePlans,
  roles,
  rooms,
  students,
  subjects,
  teachers,
  users,
} from '../../db/schema/index.ts';
import { filtersOnly, listTotal } from '../../db/list-counts.ts';
import { naturalAsc } from '../../db/natural.ts';

export interface AuditFilter {
  organisationId: number;
  userId?: number;
  area?: string;
  action?: string;
  /** One record's lines (with `area`): a student's timeline. */
  entityId?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

function conditions(filter: Placeholders<AuditFilter>, beforeId?: number): SQL {
  return and(
    eq(auditLog.organisationId, filter.organisationId),
    filter.userId !== undefined ? eq(auditLog.userId, filter.userId) : undefined,
    filter.area !== undefined ? eq(auditLog.area, filter.area) : undefined,
    filter.action !== undefined ? eq(auditLog.action, filter.action) : undefined,
    filter.entityId !== undefined ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.from !== undefined ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to !== undefined ? lt(auditLog.createdAt, filter.to) : undefined,
    beforeId !== undefined ? lt(auditLog.id, beforeId) : undefined,
  )!;
}

/**
 * Who acted, shown only if they belong to the entry's organisation. The entry joins its user by the
 * user's key alone (`byActor`): were the organisation part of the join, a plan made once for every
 * organisation would read all of a large organisation's users for each page (docs/benchmarks.md,
 * "One plan for every organisation").
 */
const ofEntrysOrganisation = (column: typeof users.userName | typeof users.email) =>
  sql<string | null>`case when ${users.organisationId} = ${auditLog.organisationId} then ${column} end`;
const byActor = eq(users.id, auditLog.userId);

const entryColumns = {
  id: auditLog.id,
  at: auditLog.createdAt,
  userId: auditLog.userId,
  action: auditLog.action,
  area: auditLog.area,
  entityId: auditLog.entityId,
  summary: auditLog.summary,
  ip: auditLog.ip,
  userName: ofEntrysOrganisation(users.userName),
  email: ofEntrysOrganisation(users.email),
};

/** Newest first; `beforeId` pages by key, for the export that streams every row. */
export async function findEntries(
  db: Executor,
  filter: AuditFilter,
  page: { limit: number; offset?: number; beforeId?: number },
) {
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, byActor)
    .where(conditions(filter, page.beforeId))
    .orderBy(desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** One record's lines, newest first (its timeline): values `organisationId`, `area`, `entityId`, `limit`. */
export const entriesAboutRead = (d: Executor) =>
  d
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, byActor)
    .where(conditions(placeholdersOf({ organisationId: 0, area: '', entityId: '' })))
    .orderBy(desc(auditLog.id))
    .limit(sql.placeholder('limit'));

/**
 * An entry as the list sends it, kept as JSON on the entry by the database (db/kept-json.ts, decision
 * 054) but for who acted, whose name and email are the user's now: read at each call, after the rest.
 */
const entryItem: JsonItem<AuditEntry> = {
  ...entryColumns,
  at: isoTimestamp(auditLog.createdAt),
};
const keptEntry = keptItem(auditLog.itemJson, entryItem, ['userName', 'email']);
export const auditKeptJson: KeptJson = { table: auditLog, items: [keptEntry] };

/** A page of matching entries and how many match, in one statement (db/page.ts). */
export function listEntries(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  // The whole organisation's log (the list as it opens): its total is kept (db/list-counts.ts).
  const whole = filtersOnly(filter);
  return jsonListPage(db, 'audit-list', filter, page, (f) => {
    const where = conditions(f);
    return {
      item: keptEntry,
      keptTotal: whole ? listTotal('audit_log', f.organisationId) : undefined,
      matching: db
        .select({ one: sql`1` })
        .from(auditLog)
        .where(where),
      rows: (item) =>
        db.select(item).from(auditLog).leftJoin(users, byActor).where(where).orderBy(desc(auditLog.id)),
    };
  });
}

export async function distinctValues(db: Executor, organisationId: number, column: 'area' | 'action') {
  const col = column === 'area' ? auditLog.area : auditLog.action;
  const rows = await db
    .selectDistinct({ value: col })
    .from(auditLog)
    .where(eq(auditLog.organisationId, organisationId))
    .orderBy(asc(col));
  return rows.map((r) => r.value);
}

export async function organisationUsers(db: Executor, organisationId: number) {
  return db
    .select({ id: users.id, userName: users.userName, email: users.email })
    .from(users)
    .where(eq(users.organisationId, organisationId))
    .orderBy(...naturalAsc(users.userName), asc(users.id));
}

/**
 * Each kind of record a line may name by id: its table and the name the screens show. Read here, not
 * through each area's service, so that a page's names are one statement whatever it holds (issue 65).
 */
type Named = PgTable & { id: PgColumn; organisationId: PgColumn };
const named = (table: Named, name: SQLWrapper) => ({ table, name });
const NAMED: Record<AuditRefKind, ReturnType<typeof named>> = {
  student: named(students, sql`${students.name} || ' (' || ${students.admissionNumber} || ')'`),
  batch: named(batches, batches.name),
  teacher: named(teachers, teachers.name),
  centre: named(centres, centres.centreName),
  user: named(users, users.userName),
  role: named(roles, roles.name),
  enquiry: named(enquiries, enquiries.studentName),
  feeHead: named(feeHeads, feeHeads.name),
  feePlan: named(feePlans, feePlans.name),
  board: named(boards, boards.name),
  class: named(classes, classes.name),
  subject: named(subjects, subjects.name),
  exam: named(exams, exams.name),
  room: named(rooms, rooms.name),
};

/**
 * The names of the records `refs` refers to, of the organisation only (another's id names nothing),
 * keyed `kind:id`: ONE statement, a branch per kind present, each reading its rows by key.
 */
export async function namesOf(
  db: Executor,
  organisationId: number,
  refs: readonly { kind: AuditRefKind; id: number }[],
): Promise<AuditNames> {
  const byKind = new Map<AuditRefKind, Set<number>>();
  for (const { kind, id } of refs) byKind.set(kind, (byKind.get(kind) ?? new Set()).add(id));
  if (byKind.size === 0) return {};
  const branches = [...byKind].map(([kind, ids]) => {
    const { table, name } = NAMED[kind];
    return sql`select ${kind}::text as kind, ${table.id} as id, ${name} as name from ${table}
      where ${table.organisationId} = ${organisationId} and ${table.id} = any(${`{${[...ids].join(',')}}`}::int[])`;
  });
  const { rows } = (await db.execute(sql.join(branches, sql` union all `))) as unknown as {
    rows: { kind: AuditRefKind; id: number; name: string }[];
  };
  return Object.fromEntries(rows.map((r) => [auditRefKey(r.kind, r.id), r.name]));
}
