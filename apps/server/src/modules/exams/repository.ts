import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { matchingCount } from '../../db/page.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  assessmentStructures,
  batchStudents,
  batches,
  examBatches,
  examMarks,
  examPapers,
  examSittings,
  exams,
  gradingScales,
  rooms,
  subjects,
  teachers,
} from '../../db/schema/index.ts';
import type { ExamChoices, ExamDetail, ExamItem } from '@kaksha/contracts';

// Exams, their batches, papers and sittings (db/schema/exams.ts).

/** The students an exam's batches seat now, each once (by their first batch's name). */
export const examStudents = (examId: SQL | number) => sql`
  select distinct on (bs.student_id) bs.student_id, b.name as batch_name
  from ${examBatches} eb
  join ${batchStudents} bs on bs.batch_id = eb.batch_id and bs.to_date is null and bs.status = 'allotted'
  join ${batches} b on b.id = eb.batch_id
  where eb.exam_id = ${examId}
  order by bs.student_id, b.name`;

/** Which of these ids are the organisation's: its batches, subjects, rooms, active teachers, scales. */
export async function knownRefs(
  db: Executor,
  organisationId: number,
  ids: {
    batchIds: number[];
    subjectIds: number[];
    roomIds: number[];
    teacherIds: number[];
    scaleId: number;
    structureId: number | null;
    termOneExamId: number | null;
  },
) {
  const known = (table: SQL, list: number[], extra = sql``) =>
    sql`array(select id from ${table} where organisation_id = ${organisationId}
          and id = any(${sql.param(list)}::int[]) ${extra})`;
  const [row] = await rowsOf<{
    batches: number[];
    subjects: number[];
    rooms: number[];
    teachers: number[];
    scale: boolean;
    structure: boolean;
    termOne: boolean;
  }>(
    db,
    sql`select ${known(sql`${batches}`, ids.batchIds)} as batches,
          ${known(sql`${subjects}`, ids.subjectIds)} as subjects,
          ${known(sql`${rooms}`, ids.roomIds)} as rooms,
          ${known(sql`${teachers}`, ids.teacherIds, sql`and active`)} as teachers,
          exists (select 1 from ${gradingScales} where id = ${ids.scaleId}
                    and organisation_id = ${organisationId}) as scale,
          exists (select 1 from ${assessmentStructures} where id = ${ids.structureId}
                    and organisation_id = ${organisationId}) as structure,
          exists (select 1 from ${exams} where id = ${ids.termOneExamId}
                    and organisation_id = ${organisationId}) as "termOne"`,
  );
  return row!;
}

export async function insertExam(tx: Executor, row: typeof exams.$inferInsert) {
  const [made] = await tx.insert(exams).values(row).returning({ id: exams.id });
  return made!.id;
}

export async function updateExam(tx: Executor, id: number, set: Partial<typeof exams.$inferInsert>) {
  await tx
    .update(exams)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(exams.id, id));
}

/** An exam's batches and papers as given (a draft's are replaced whole). */
export async function replaceParts(
  tx: Executor,
  organisationId: number,
  examId: number,
  batchIds: number[],
  papers: Omit<typeof examPapers.$inferInsert, 'examId' | 'organisationId'>[],
) {
  await tx.delete(examBatches).where(eq(examBatches.examId, examId));
  await tx.delete(examPapers).where(eq(examPapers.examId, examId));
  await tx.insert(examBatches).values(batchIds.map((batchId) => ({ examId, batchId })));
  await tx.insert(examPapers).values(papers.map((p) => ({ ...p, examId, organisationId })));
}

/** One of the organisation's exams, locked when asked. */
export async function findExam(db: Executor, organisationId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), eq(exams.organisationId, organisationId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

const paperColumns = sql`p.id, p.subject_id as "subjectId", sub.name as "subjectName", p.date::text as date,
  p.start_time as "startTime", p.end_time as "endTime", p.room_id as "roomId", r.name as "roomName",
  p.teacher_id as "teacherId", t.name as "teacherName", p.max_marks as "maxMarks",
  p.passing_marks as "passingMarks",
  (select count(*)::int from ${examMarks} m where m.paper_id = p.id) as marked`;
const paperJoins = sql`join ${subjects} sub on sub.id = p.subject_id
  left join ${rooms} r on r.id = p.room_id
  left join ${teachers} t on t.id = p.teacher_id`;

/** An exam with its batches (and how many students each seats) and papers: one statement. */
export async function examDetail(db: Executor, organisationId: number, id: number) {
  const [row] = await rowsOf<ExamDetail>(
    db,
    sql`select e.id, e.name, e.type, e.status, e.scale_id as "scaleId", s.name as "scaleName",
          e.structure_id as "structureId", a.name as "structureName", e.card_layout as "cardLayout",
          e.term_one_exam_id as "termOneExamId", t1.name as "termOneExamName",
          to_char(e.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "publishedAt",
          coalesce((select json_agg(json_build_object('id', b.id, 'name', b.name, 'students',
                      (select count(*) from ${batchStudents} bs where bs.batch_id = b.id
                         and bs.to_date is null and bs.status = 'allotted')) order by b.name)
                    from ${examBatches} eb join ${batches} b on b.id = eb.batch_id
                    where eb.exam_id = e.id), '[]') as batches,
          coalesce((select json_agg(x order by x.date, x."startTime", x."subjectName")
                    from (select ${paperColumns} from ${examPapers} p ${paperJoins}
                          where p.exam_id = e.id) x), '[]') as papers
        from ${exams} e join ${gradingScales} s on s.id = e.scale_id
        left join ${assessmentStructures} a on a.id = e.structure_id
        left join ${exams} t1 on t1.id = e.term_one_exam_id
        where e.id = ${id} and e.organisation_id = ${organisationId}`,
  );
  return row;
}

/** One paper of one of the organisation's exams. */
export async function paperOf(db: Executor, organisationId: number, examId: number, paperId: number) {
  const [row] = await rowsOf<ExamDetail['papers'][number]>(
    db,
    sql`select ${paperColumns} from ${examPapers} p ${paperJoins}
        where p.id = ${paperId} and p.exam_id = ${examId} and p.organisation_id = ${organisationId}`,
  );
  return row;
}

export interface ListFilter {
  q?: string;
  status?: string;
  type?: string;
  limit: number;
  offset: number;
}

/** A page of the organisation's exams, newest first, with how many match: one statement. */
export async function listExams(db: Executor, organisationId: number, f: ListFilter) {
  const where = and(
    sql`e.organisation_id = ${organisationId}`,
    f.q ? sql`e.name ilike ${`%${f.q.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
    f.status ? sql`e.status = ${f.status}` : undefined,
    f.type ? sql`e.type = ${f.type}` : undefined,
  );
  const matching = sql`select 1 from ${exams} e where ${where}`;
  return rowsOf<ExamItem & { matching: number }>(
    db,
    sql`select e.id, e.name, e.type, e.status, s.name as "scaleName",
          array(select b.name from ${examBatches} eb join ${batches} b on b.id = eb.batch_id
                where eb.exam_id = e.id order by b.name) as "batchNames",
          (select count(*)::int from ${examPapers} p where p.exam_id = e.id) as papers,
          (select min(p.date)::text from ${examPapers} p where p.exam_id = e.id) as "firstDay",
          (select max(p.date)::text from ${examPapers} p where p.exam_id = e.id) as "lastDay",
          ${matchingCount(matching)}::int as matching
        from ${exams} e join ${gradingScales} s on s.id = e.scale_id
        where ${where}
        order by e.created_at desc, e.id desc
        limit ${f.limit} offset ${f.offset}`,
  );
}

/** What an exam's form offers (the current batches with their students, subjects, rooms, active teachers, scales). */
export async function choicesOf(db: Executor, organisationId: number) {
  const list = (select: SQL) => sql`coalesce((select json_agg(x) from (${select}) x), '[]')`;
  const [row] = await rowsOf<ExamChoices>(
    db,
    sql`select
      ${list(sql`select b.id, b.name, (select count(*)::int from ${batchStudents} bs where bs.batch_id = b.id
                   and bs.to_date is null and bs.status = 'allotted') as students
                 from ${batches} b where b.organisation_id = ${organisationId} and b.status <> 'closed'
                 order by b.name, b.id`)} as batches,
      ${list(sql`select id, name from ${subjects} where organisation_id = ${organisationId} order by name, id`)} as subjects,
      ${list(sql`select id, name, capacity from ${rooms} where organisation_id = ${organisationId} and active
                 order by name, id`)} as rooms,
      ${list(sql`select id, name from ${teachers} where organisation_id = ${organisationId} and active
                 order by name, id`)} as teachers,
      ${list(sql`select id, name from ${gradingScales} where organisation_id = ${organisationId}
                 order by built_in is null, name, id`)} as scales,
      ${list(sql`select id, name from ${assessmentStructures} where organisation_id = ${organisationId}
                 order by built_in is null, name, id`)} as structures`,
  );
  return row!;
}

/** Each paper for each of the exam's batches: what scheduling books. */
export function sittingsToBook(db: Executor, examId: number) {
  return rowsOf<{
    paperId: number;
    subjectName: string;
    date: string;
    startTime: string;
    endTime: string;
    roomId: number | null;
    teacherId: number | null;
    batchId: number;
    first: boolean;
  }>(
    db,
    sql`select p.id as "paperId", sub.name as "subjectName", p.date::text as date, p.start_time as "startTime",
          p.end_time as "endTime", p.room_id as "roomId", p.teacher_id as "teacherId", b.id as "batchId",
          row_number() over (partition by p.id order by b.name, b.id) = 1 as first
        from ${examPapers} p
        join ${subjects} sub on sub.id = p.subject_id
        join ${examBatches} eb on eb.exam_id = p.exam_id
        join ${batches} b on b.id = eb.batch_id
        where p.exam_id = ${examId}
        order by p.date, p.start_time, sub.name, b.name, b.id`,
  );
}

export async function insertSittings(tx: Executor, rows: (typeof examSittings.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(examSittings).values(rows);
}

/** Removes the exam's sittings; returns their bookings (to cancel). */
export async function removeSittings(tx: Executor, examId: number) {
  const rows = await rowsOf<{ bookingId: number }>(
    tx,
    sql`delete from ${examSittings} s using ${examPapers} p
        where p.id = s.paper_id and p.exam_id = ${examId}
        returning s.booking_id as "bookingId"`,
  );
  return rows.map((r) => r.bookingId);
}

/** Each paper with students of the exam who have nothing recorded on it (none: all marked). */
export function papersMissingMarks(db: Executor, examId: number) {
  return rowsOf<{ subjectName: string; missing: number }>(
    db,
    sql`select sub.name as "subjectName", count(*)::int as missing
        from ${examPapers} p
        join ${subjects} sub on sub.id = p.subject_id
        cross join (${examStudents(examId)}) st
        where p.exam_id = ${examId}
          and not exists (select 1 from ${examMarks} m where m.paper_id = p.id and m.student_id = st.student_id)
        group by p.id, sub.name
        order by min(p.date), sub.name`,
  );
}
