import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { searchTerms } from '../../db/search.ts';
import type { SearchTerms } from '../../db/search.ts';
import { studentSearch } from '../students/search.ts';
import { listPage } from '../../db/page.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { batchStudents, batches, students } from '../../db/schema/index.ts';
import { naturalAsc } from '../../db/natural.ts';

/** The batches, locked for the transaction in id order (two transfers crossing wait, not deadlock). */
export function lockBatches(tx: Executor, organisationId: number, ids: number[]) {
  return tx
    .select({
      id: batches.id,
      name: batches.name,
      capacity: batches.capacity,
      status: batches.status,
      endsOn: batches.endsOn,
      classId: batches.classId,
    })
    .from(batches)
    .where(and(eq(batches.organisationId, organisationId), inArray(batches.id, ids)))
    .orderBy(asc(batches.id))
    .for('update');
}
export type LockedBatch = Awaited<ReturnType<typeof lockBatches>>[number];

export async function seatsOf(db: Executor, batchId: number) {
  const [row] = await db
    .select({
      allotted: sql<number>`count(*) filter (where ${batchStudents.status} = 'allotted')`.mapWith(Number),
      waitlisted: sql<number>`count(*) filter (where ${batchStudents.status} = 'waitlisted')`.mapWith(Number),
    })
    .from(batchStudents)
    .where(and(eq(batchStudents.batchId, batchId), isNull(batchStudents.toDate)));
  return row!;
}

/** Which of the ids are the organisation's active students, with their names, in the order given. */
export async function activeStudents(db: Executor, organisationId: number, ids: number[]) {
  const rows = await db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(
      and(
        eq(students.organisationId, organisationId),
        inArray(students.id, ids),
        eq(students.status, 'active'),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The students of `ids` who already hold a seat in the batch or wait for one. */
export async function openStudentIds(db: Executor, batchId: number, ids: number[]) {
  const rows = await db
    .select({ studentId: batchStudents.studentId })
    .from(batchStudents)
    .where(
      and(
        eq(batchStudents.batchId, batchId),
        inArray(batchStudents.studentId, ids),
        isNull(batchStudents.toDate),
      ),
    );
  return new Set(rows.map((r) => r.studentId));
}

export function insertRows(tx: Executor, rows: (typeof batchStudents.$inferInsert)[]) {
  return rows.length ? tx.insert(batchStudents).values(rows) : Promise.resolve();
}

/** The student's open row in the batch, if any. */
export async function openRow(db: Executor, batchId: number, studentId: number) {
  const [row] = await db
    .select({
      id: batchStudents.id,
      status: batchStudents.status,
      fromDate: batchStudents.fromDate,
      name: students.name,
    })
    .from(batchStudents)
    .innerJoin(students, eq(students.id, batchStudents.studentId))
    .where(
      and(
        eq(batchStudents.batchId, batchId),
        eq(batchStudents.studentId, studentId),
        isNull(batchStudents.toDate),
      ),
    );
  return row;
}

export function endRow(
  tx: Executor,
  id: number,
  end: { toDate: string; ending: string; reason?: string; transferredTo?: number },
) {
  return tx.update(batchStudents).set(end).where(eq(batchStudents.id, id));
}

/**
 * Ends every open row of a batch being closed on `day`: seats and the waitlist alike, each on `day`
 * or, for a row that had not yet begun, on its first day (a row never ends before it starts).
 */
export function endOpenRows(tx: Executor, batchId: number, day: string) {
  return tx
    .update(batchStudents)
    .set({ toDate: sql`greatest(${batchStudents.fromDate}, ${day}::date)`, ending: 'closed' })
    .where(and(eq(batchStudents.batchId, batchId), isNull(batchStudents.toDate)))
    .returning({ studentId: batchStudents.studentId, status: batchStudents.status });
}

/**
 * Moves the first `count` students of the waitlist into seats from `fromDate` (one statement), and
 * names them.
 */
export async function promoteWaitlisted(tx: Executor, batchId: number, count: number, fromDate: string) {
  if (count <= 0) return [];
  const first = tx
    .select({ id: batchStudents.id })
    .from(batchStudents)
    .where(
      and(
        eq(batchStudents.batchId, batchId),
        eq(batchStudents.status, 'waitlisted'),
        isNull(batchStudents.toDate),
      ),
    )
    .orderBy(asc(batchStudents.createdAt), asc(batchStudents.id))
    .limit(count);
  // Seated from `fromDate`, or from the day they asked for if that is later.
  const promoted = await tx
    .update(batchStudents)
    .set({
      status: 'allotted',
      fromDate: sql`greatest(${batchStudents.fromDate}, ${fromDate}::date)`,
      waitlistedFrom: sql`${batchStudents.fromDate}`,
    })
    .where(inArray(batchStudents.id, first))
    .returning({
      studentId: batchStudents.studentId,
      fromDate: batchStudents.fromDate,
      feePlanId: batchStudents.feePlanId,
    });
  if (!promoted.length) return [];
  const named = await tx
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(
      inArray(
        students.id,
        promoted.map((p) => p.studentId),
      ),
    )
    .orderBy(...naturalAsc(students.name));
  const seat = new Map(promoted.map((p) => [p.studentId, p]));
  return named.map((s) => ({
    ...s,
    fromDate: seat.get(s.id)!.fromDate,
    feePlanId: seat.get(s.id)!.feePlanId,
  }));
}

export async function everHadStudents(db: Executor, batchId: number) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(batchStudents)
    .where(eq(batchStudents.batchId, batchId))
    .limit(1);
  return Boolean(row);
}

// ---- lists ----

export interface BatchStudentFilter {
  organisationId: number;
  batchId: number;
  view: 'allotted' | 'waitlisted' | 'past';
  q?: string;
}

const className = students.className;
const transferredTo = sql<
  string | null
>`(select b.name from ${batches} b where b.id = ${batchStudents.transferredTo})`;

function where(f: Placeholders<BatchStudentFilter & SearchTerms>, view: BatchStudentFilter['view']) {
  return and(
    eq(batchStudents.batchId, f.batchId),
    view === 'past' ? isNotNull(batchStudents.toDate) : isNull(batchStudents.toDate),
    view === 'past' ? undefined : eq(batchStudents.status, view),
    studentSearch(f.organisationId, f),
  );
}

/**
 * A page of the batch's students: seated ones by name, the waitlist in its order, past ones latest
 * first. One statement.
 */
export function listBatchStudents(
  db: Db,
  filter: BatchStudentFilter,
  page: { limit: number; offset: number },
) {
  const { q, ...rest } = filter;
  const values = { ...rest, ...searchTerms(q) };
  const view = filter.view;
  return listPage(db, `batch-students:${view}`, values, page, (f) => {
    const matches = where(f, view);
    const order =
      view === 'allotted'
        ? [asc(students.name), asc(batchStudents.id)]
        : view === 'waitlisted'
          ? [asc(batchStudents.createdAt), asc(batchStudents.id)]
          : [desc(batchStudents.toDate), desc(batchStudents.id)];
    return {
      matching: db
        .select({ one: sql`1` })
        .from(batchStudents)
        .innerJoin(students, eq(students.id, batchStudents.studentId))
        .where(matches),
      rows: (matching) =>
        db
          .select({
            studentId: batchStudents.studentId,
            admissionNumber: students.admissionNumber,
            name: students.name,
            className,
            status: batchStudents.status,
            fromDate: batchStudents.fromDate,
            toDate: batchStudents.toDate,
            waitlistedFrom: batchStudents.waitlistedFrom,
            ending: batchStudents.ending,
            reason: batchStudents.reason,
            transferredTo,
            matching,
          })
          .from(batchStudents)
          .innerJoin(students, eq(students.id, batchStudents.studentId))
          .where(matches)
          .orderBy(...order),
    };
  });
}

/** Up to `limit` active students not in the batch, those of the batch's class first, by name. */
export function candidates(
  db: Executor,
  organisationId: number,
  batch: { id: number; classId: number | null },
  q: string,
  limit: number,
) {
  const sameClass = batch.classId
    ? sql<boolean>`${students.classId} is not distinct from ${batch.classId}`
    : sql<boolean>`false`;
  return (
    db
      .select({
        id: students.id,
        name: students.name,
        admissionNumber: students.admissionNumber,
        className,
        sameClass,
      })
      .from(students)
      .where(
        and(
          eq(students.organisationId, organisationId),
          eq(students.status, 'active'),
          studentSearch(organisationId, searchTerms(q)),
          sql`not exists (select 1 from ${batchStudents} bs where bs.batch_id = ${batch.id}
          and bs.student_id = ${students.id} and bs.to_date is null)`,
        ),
      )
      // A batch without a class puts nobody first (a constant may not be sorted on).
      .orderBy(...(batch.classId ? [desc(sameClass)] : []), ...naturalAsc(students.name), asc(students.id))
      .limit(limit)
  );
}

/**
 * Every batch the student is in, waits for, or was in: current first, then latest. Values `studentId`,
 * `organisationId`.
 */
export const batchesOfStudentRead = (d: Executor) =>
  d
    .select({
      batchId: batches.id,
      code: batches.code,
      name: batches.name,
      batchStatus: batches.status,
      status: batchStudents.status,
      fromDate: batchStudents.fromDate,
      toDate: batchStudents.toDate,
      ending: batchStudents.ending,
      transferredTo,
    })
    .from(batchStudents)
    .innerJoin(batches, eq(batches.id, batchStudents.batchId))
    .where(
      and(
        eq(batchStudents.studentId, sql.placeholder('studentId')),
        eq(batchStudents.organisationId, sql.placeholder('organisationId')),
      ),
    )
    .orderBy(sql`${batchStudents.toDate} is not null`, desc(batchStudents.fromDate), desc(batchStudents.id));
