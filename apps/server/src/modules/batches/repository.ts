import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { BATCH_STATUSES } from '@kaksha/contracts';
import type { BatchRow } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { jsonListPage } from '../../db/page.ts';
import type { JsonItem } from '../../db/page.ts';
import { keptItem } from '../../db/kept-json.ts';
import type { KeptJson } from '../../db/kept-json.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { activeCentreChoices, namedChoices } from '../../db/choices.ts';
import { qualified } from '../../db/qualified.ts';
import {
  batchSubjects,
  batchTeachers,
  batches,
  boards,
  centres,
  classes,
  rooms,
  subjects,
  teachers,
} from '../../db/schema/index.ts';
import { filtersOnly, listTotal, partOf } from '../../db/list-counts.ts';
import { naturalAsc } from '../../db/natural.ts';

export async function choices(db: Executor, organisationId: number) {
  const named = (table: Parameters<typeof namedChoices>[2]) => namedChoices(db, organisationId, table);
  const [centreRows, roomRows, boardRows, classRows, subjectRows] = await Promise.all([
    activeCentreChoices(db, organisationId),
    db
      .select({ id: rooms.id, name: rooms.name, centreId: rooms.centreId })
      .from(rooms)
      .where(and(eq(rooms.organisationId, organisationId), eq(rooms.active, true)))
      .orderBy(...naturalAsc(rooms.name)),
    named(boards),
    named(classes),
    named(subjects),
  ]);
  return {
    centres: centreRows,
    rooms: roomRows,
    boards: boardRows,
    classes: classRows,
    subjects: subjectRows,
  };
}

/** Which of the ids a form sent are the organisation's, in one statement. */
export async function ownRefs(
  db: Executor,
  organisationId: number,
  ids: {
    centreId: number;
    roomId: number | null;
    boardId: number | null;
    classId: number | null;
    subjectIds: number[];
  },
) {
  const one = (table: typeof classes | typeof boards, id: number | null) =>
    id
      ? sql<number | null>`(select id from ${table} where id = ${id} and organisation_id = ${organisationId})`
      : sql<null>`null`;
  const [row] = await db
    .select({
      centre: sql<
        number | null
      >`(select id from ${centres} where id = ${ids.centreId} and organisation_id = ${organisationId} and active)`,
      roomCentre: ids.roomId
        ? sql<
            number | null
          >`(select centre_id from ${rooms} where id = ${ids.roomId} and organisation_id = ${organisationId})`
        : sql<null>`null`,
      board: one(boards, ids.boardId),
      klass: one(classes, ids.classId),
      subjects: ids.subjectIds.length
        ? sql<number>`(select count(*) from ${subjects} where organisation_id = ${organisationId}
            and id = any(${sql.param(ids.subjectIds)}::int[]))`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export type BatchValues = Omit<
  typeof batches.$inferInsert,
  'id' | 'organisationId' | 'createdAt' | 'updatedAt'
>;

export async function insertBatch(tx: Executor, organisationId: number, values: BatchValues) {
  const [row] = await tx
    .insert(batches)
    .values({ ...values, organisationId })
    .returning({ id: batches.id });
  return row!.id;
}

export function updateBatch(tx: Executor, organisationId: number, id: number, values: Partial<BatchValues>) {
  return tx
    .update(batches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(batches.id, id), eq(batches.organisationId, organisationId)))
    .returning({ id: batches.id });
}

export async function setSubjects(tx: Executor, batchId: number, subjectIds: number[]) {
  await tx.delete(batchSubjects).where(eq(batchSubjects.batchId, batchId));
  if (subjectIds.length)
    await tx.insert(batchSubjects).values(subjectIds.map((subjectId) => ({ batchId, subjectId })));
}

export function deleteBatch(tx: Executor, organisationId: number, id: number) {
  return tx
    .delete(batches)
    .where(and(eq(batches.id, id), eq(batches.organisationId, organisationId)))
    .returning({ id: batches.id, code: batches.code });
}

// Names kept on the row (migration 0050, decision 040): a page of batches reads no other table.
const rowColumns = {
  id: batches.id,
  code: batches.code,
  name: batches.name,
  className: batches.className,
  boardName: batches.boardName,
  centreName: sql<string>`${batches.centreName}`,
  roomName: batches.roomName,
  capacity: batches.capacity,
  startsOn: batches.startsOn,
  endsOn: batches.endsOn,
  mode: batches.mode,
  status: batches.status,
};

/** The list's row, written by the database (db/page.ts, jsonListPage). */
const batchItem: JsonItem<BatchRow> = rowColumns;
/** The list's row, kept as JSON on each row by the database (db/kept-json.ts, decision 054). */
const keptBatchItem = keptItem(batches.itemJson, batchItem);
export const batchKeptJson: KeptJson = { table: batches, items: [keptBatchItem] };

export async function findBatch(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      boardId: batches.boardId,
      classId: batches.classId,
      centreId: batches.centreId,
      roomId: batches.roomId,
      meetingLink: batches.meetingLink,
      subjectIds: sql<
        number[]
      >`coalesce((select json_agg(bs.subject_id order by bs.subject_id) from ${batchSubjects} bs
        where bs.batch_id = ${qualified(batches.id)}), '[]'::json)`,
      subjectNames: sql<string[]>`coalesce((select json_agg(s.name order by s.name) from ${batchSubjects} bs
        join ${subjects} s on s.id = bs.subject_id where bs.batch_id = ${qualified(batches.id)}), '[]'::json)`,
    })
    .from(batches)
    .where(and(eq(batches.id, id), eq(batches.organisationId, organisationId)));
  return row;
}

export interface BatchFilter {
  organisationId: number;
  q?: string;
  status?: string;
  current?: boolean;
  centreId?: number;
  classId?: number;
}

function where(f: Placeholders<BatchFilter>) {
  return and(
    eq(batches.organisationId, f.organisationId),
    f.status ? eq(batches.status, f.status) : undefined,
    f.current ? sql`${batches.status} <> 'closed'` : undefined,
    f.centreId ? eq(batches.centreId, f.centreId) : undefined,
    f.classId ? eq(batches.classId, f.classId) : undefined,
    f.q ? or(ilike(batches.name, f.q), ilike(batches.code, f.q)) : undefined,
  );
}

export function batchFilter(input: BatchFilter): BatchFilter {
  const q = input.q?.trim();
  // The filter's own fields only: a query's page and sort are not filters.
  return {
    organisationId: input.organisationId,
    status: input.status,
    current: input.current,
    centreId: input.centreId,
    classId: input.classId,
    q: q ? containsPattern(q) : undefined,
  };
}

/** The statuses of a batch still running or to come (`current`), as an SQL list. */
const CURRENT_STATUSES = sql.join(
  BATCH_STATUSES.filter((s) => s !== 'closed').map((s) => sql.raw(`'${s}'`)),
  sql`, `,
);

/** A page of batches by name and how many match, as the list's JSON: one statement. */
export function listBatches(db: Db, filter: BatchFilter, page: { limit: number; offset: number }) {
  // Filtered by status (or the current ones) alone, or not at all: the total is kept (db/list-counts.ts).
  const whole = filtersOnly(filter, 'status', 'current');
  return jsonListPage(db, 'batches-list', filter, page, (f) => {
    const matches = where(f);
    const parts = f.status ? partOf(f.status) : f.current ? CURRENT_STATUSES : undefined;
    return {
      item: keptBatchItem,
      keptTotal: whole ? listTotal('batches', f.organisationId, parts) : undefined,
      matching: db
        .select({ one: sql`1` })
        .from(batches)
        .where(matches),
      rows: (item) =>
        db
          .select(item)
          .from(batches)
          .where(matches)
          .orderBy(...naturalAsc(batches.name), asc(batches.id)),
    };
  });
}

export function findBatches(db: Executor, filter: BatchFilter, page: { limit: number; afterId?: number }) {
  return db
    .select(rowColumns)
    .from(batches)
    .where(and(where(filter), page.afterId ? sql`${batches.id} > ${page.afterId}` : undefined))
    .orderBy(asc(batches.id))
    .limit(page.limit);
}

// ---- rooms ----

const roomColumns = {
  id: rooms.id,
  centreId: rooms.centreId,
  centreName: sql<string>`(select c.centre_name from ${centres} c where c.id = ${qualified(rooms.centreId)})`,
  name: rooms.name,
  capacity: rooms.capacity,
  active: rooms.active,
};

export function listRooms(db: Executor, organisationId: number) {
  return db
    .select(roomColumns)
    .from(rooms)
    .where(eq(rooms.organisationId, organisationId))
    .orderBy(asc(rooms.centreId), ...naturalAsc(rooms.name));
}

export async function insertRoom(tx: Executor, values: typeof rooms.$inferInsert) {
  const [row] = await tx.insert(rooms).values(values).returning({ id: rooms.id });
  return row!.id;
}

export function updateRoom(
  tx: Executor,
  organisationId: number,
  id: number,
  values: Partial<typeof rooms.$inferInsert>,
) {
  return tx
    .update(rooms)
    .set(values)
    .where(and(eq(rooms.id, id), eq(rooms.organisationId, organisationId)))
    .returning({ id: rooms.id });
}

export async function findRoom(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select(roomColumns)
    .from(rooms)
    .where(and(eq(rooms.id, id), eq(rooms.organisationId, organisationId)));
  return row;
}

export async function centreIsOurs(db: Executor, organisationId: number, centreId: number) {
  const [row] = await db
    .select({ id: centres.id })
    .from(centres)
    .where(and(eq(centres.id, centreId), eq(centres.organisationId, organisationId)));
  return Boolean(row);
}

// ---- teachers of a batch ----

/** The batch, locked for the transaction (every change of its teachers takes this lock first). */
export async function lockBatch(tx: Executor, organisationId: number, id: number) {
  const [row] = await tx
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.id, id), eq(batches.organisationId, organisationId)))
    .for('update');
  return row;
}

export async function batchHasSubject(db: Executor, batchId: number, subjectId: number) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(batchSubjects)
    .where(and(eq(batchSubjects.batchId, batchId), eq(batchSubjects.subjectId, subjectId)));
  return Boolean(row);
}

export async function currentTeacher(tx: Executor, batchId: number, subjectId: number) {
  const [row] = await tx
    .select({ id: batchTeachers.id, teacherId: batchTeachers.teacherId, fromDate: batchTeachers.fromDate })
    .from(batchTeachers)
    .where(
      and(
        eq(batchTeachers.batchId, batchId),
        eq(batchTeachers.subjectId, subjectId),
        isNull(batchTeachers.toDate),
      ),
    );
  return row;
}

export function closeTeacher(tx: Executor, id: number, toDate: string) {
  return tx.update(batchTeachers).set({ toDate }).where(eq(batchTeachers.id, id));
}

export function openTeacher(tx: Executor, row: typeof batchTeachers.$inferInsert) {
  return tx.insert(batchTeachers).values(row);
}

/** Every teacher change of the batch, newest first, and its subjects: two statements. */
export async function teachersOf(db: Executor, organisationId: number, batchId: number) {
  const [history, subjectRows, teacherRows] = await Promise.all([
    db
      .select({
        subjectId: batchTeachers.subjectId,
        subjectName: subjects.name,
        teacherId: batchTeachers.teacherId,
        teacherName: teachers.name,
        fromDate: batchTeachers.fromDate,
        toDate: batchTeachers.toDate,
      })
      .from(batchTeachers)
      .innerJoin(subjects, eq(subjects.id, batchTeachers.subjectId))
      .innerJoin(teachers, eq(teachers.id, batchTeachers.teacherId))
      .where(eq(batchTeachers.batchId, batchId))
      .orderBy(desc(batchTeachers.fromDate), desc(batchTeachers.id)),
    db
      .select({ subjectId: subjects.id, subjectName: subjects.name })
      .from(batchSubjects)
      .innerJoin(subjects, eq(subjects.id, batchSubjects.subjectId))
      .where(eq(batchSubjects.batchId, batchId))
      .orderBy(...naturalAsc(subjects.name)),
    db
      .select({ id: teachers.id, name: teachers.name })
      .from(teachers)
      .where(and(eq(teachers.organisationId, organisationId), eq(teachers.active, true)))
      .orderBy(...naturalAsc(teachers.name)),
  ]);
  return { history, subjects: subjectRows, teachers: teacherRows };
}
