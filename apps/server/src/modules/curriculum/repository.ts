import { and, asc, desc, eq, getTableName, ilike, or, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type { CurriculumItem, CurriculumKind, CurriculumSort } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { isoTimestamp, jsonListPage } from '../../db/page.ts';
import type { JsonItem } from '../../db/page.ts';
import { qualified } from '../../db/qualified.ts';
import { boards, classes, subjects } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like.ts';
import { rowsOf } from '../../db/rows.ts';
import { filtersOnly, listTotal } from '../../db/list-counts.ts';
import type { CountedList } from '../../db/list-counts.ts';
import { naturalAsc, naturalDesc } from '../../db/natural.ts';

/** The three tables share one shape; this is that shape, for typing. */
type CurriculumTable = typeof boards;

export const tableOf: Record<CurriculumKind, CurriculumTable> = {
  board: boards,
  class: classes as unknown as CurriculumTable,
  subject: subjects as unknown as CurriculumTable,
};
/** The chapters column that points at each kind (drizzle leaves columns unqualified, so SQL names them). */
const chapterColumn = { board: 'board_id', class: 'class_id', subject: 'subject_id' } as const;
const tableName = { board: 'boards', class: 'classes', subject: 'subjects' } as const;

const sortColumns = {
  code: (t: CurriculumTable) => t.code,
  name: (t: CurriculumTable) => t.name,
  createdAt: (t: CurriculumTable) => t.createdAt,
};

function fields(kind: CurriculumKind) {
  const t = tableOf[kind];
  return {
    id: t.id,
    code: t.code,
    name: t.name,
    chapterCount: sql<number>`(select count(*) from chapters ch
      where ch.${sql.identifier(chapterColumn[kind])} = ${sql.identifier(tableName[kind])}.id)::int`,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

/** The list's item as the contract writes it (db/page.ts, jsonListPage). */
function item(kind: CurriculumKind): JsonItem<CurriculumItem> {
  const t = tableOf[kind];
  return {
    ...fields(kind),
    createdAt: isoTimestamp(qualified(t.createdAt)),
    updatedAt: isoTimestamp(qualified(t.updatedAt)),
  };
}

/** A page of an organisation's boards, classes or subjects in the chosen order, as the list's JSON: one statement. */
export function list(
  db: Db,
  kind: CurriculumKind,
  organisationId: number,
  query: { page: number; pageSize: number; sort: CurriculumSort; q?: string },
) {
  const t = tableOf[kind];
  const filter = { organisationId, q: query.q ? containsPattern(query.q) : undefined };
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  // The whole organisation's (the list as it opens): the total is kept (db/list-counts.ts).
  const whole = filtersOnly(filter);
  return jsonListPage(db, `curriculum-${kind}:${query.sort}`, filter, page, (f) => {
    const where = and(
      eq(t.organisationId, f.organisationId),
      f.q ? or(ilike(t.code, f.q), ilike(t.name, f.q)) : undefined,
    );
    const by = query.sort.replace(/^-/, '') as keyof typeof sortColumns;
    const column = sortColumns[by](t);
    const down = query.sort.startsWith('-');
    // A name in natural order, "Class 2" before "Class 10" (decision 082).
    const order =
      by === 'name' ? (down ? naturalDesc : naturalAsc)(column) : [down ? desc(column) : asc(column)];
    return {
      item: item(kind),
      keptTotal: whole ? listTotal(getTableName(t) as CountedList, f.organisationId) : undefined,
      matching: db
        .select({ one: sql`1` })
        .from(t)
        .where(where),
      rows: (fields) =>
        db
          .select(fields)
          .from(t)
          .where(where)
          // A code is unique in its organisation: ordered by code alone, the page is read from
          // `<kind>_organisation_code_idx` in order, however many the organisation keeps.
          .orderBy(...(by === 'code' ? order : [...order, asc(t.id)])),
    };
  });
}

export async function findById(db: Executor, kind: CurriculumKind, organisationId: number, id: number) {
  const t = tableOf[kind];
  const [row] = await db
    .select(fields(kind))
    .from(t)
    .where(and(eq(t.id, id), eq(t.organisationId, organisationId)));
  return row;
}

/** The insert, returning the new row (run it with writeWithAudit). */
export function insert(
  db: Executor,
  kind: CurriculumKind,
  values: { organisationId: number | Placeholder; code: string | Placeholder; name: string | Placeholder },
) {
  const t = tableOf[kind];
  return db.insert(t).values(values).returning({
    id: t.id,
    code: t.code,
    name: t.name,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  });
}

export async function update(
  db: Executor,
  kind: CurriculumKind,
  organisationId: number,
  id: number,
  values: { code?: string; name?: string },
) {
  const t = tableOf[kind];
  const rows = await db
    .update(t)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(t.id, id), eq(t.organisationId, organisationId)))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Deletes only when no chapter uses it; returns the deleted row, or undefined. */
export async function remove(db: Executor, kind: CurriculumKind, organisationId: number, id: number) {
  const t = tableOf[kind];
  const [row] = await db
    .delete(t)
    .where(and(eq(t.id, id), eq(t.organisationId, organisationId)))
    .returning({ id: t.id, code: t.code, name: t.name });
  return row;
}

/** Every board, class and subject of the organisation (code order), for pickers: one statement. */
export async function options(db: Executor, organisationId: number) {
  const pick = (kind: CurriculumKind) => {
    const t = tableOf[kind];
    return sql`select ${kind} as kind, ${t.code} as code, ${t.name} as name from ${t} where ${t.organisationId} = ${organisationId}`;
  };
  return rowsOf<{ kind: CurriculumKind; code: string; name: string }>(
    db,
    sql`${pick('board')} union all ${pick('class')} union all ${pick('subject')} order by kind, code`,
  );
}
