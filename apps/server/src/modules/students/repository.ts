import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.ts';
import type { numberInStatement } from '../../db/sequences.ts';

import { qualified } from '../../db/qualified.ts';

import { preparedOn } from '../../db/prepared.ts';

import {
  boards,
  centres,
  classes,
  guardians,
  studentDocuments,
  studentGuardians,
  students,
} from '../../db/schema/index.ts';
import { naturalAsc } from '../../db/natural.ts';

// ---- choices: the organisation's centres, classes and boards ----

export async function choices(db: Executor, organisationId: number) {
  const [centreRows, classRows, boardRows] = await Promise.all([
    db
      .select({ id: centres.id, code: centres.centreCode, name: centres.centreName })
      .from(centres)
      .where(and(eq(centres.organisationId, organisationId), eq(centres.active, true)))
      .orderBy(...naturalAsc(centres.centreName)),
    db
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(eq(classes.organisationId, organisationId))
      .orderBy(...naturalAsc(classes.name)),
    db
      .select({ id: boards.id, name: boards.name })
      .from(boards)
      .where(eq(boards.organisationId, organisationId))
      .orderBy(...naturalAsc(boards.name)),
  ]);
  return { centres: centreRows, classes: classRows, boards: boardRows };
}

/**
 * Whether ids a form sent are the organisation's (an active centre; a class; a board), in one
 * statement: null for an id that is not.
 */
export async function ownRefs(
  db: Executor,
  organisationId: number,
  ids: { centreId?: number; classId?: number | null; boardId?: number | null },
) {
  const one = (table: typeof classes | typeof boards, id: number | null | undefined) =>
    id
      ? sql<number | null>`(select id from ${table} where id = ${id} and organisation_id = ${organisationId})`
      : sql`null`;
  const [row] = await db
    .select({
      centreCode: ids.centreId
        ? sql<
            string | null
          >`(select centre_code from ${centres} where id = ${ids.centreId} and organisation_id = ${organisationId} and active)`
        : sql<null>`null`,
      classId: one(classes, ids.classId),
      boardId: one(boards, ids.boardId),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

// ---- students ----

export type StudentInsert = typeof students.$inferInsert;

export async function insertStudent(tx: Executor, row: StudentInsert) {
  const [created] = await tx.insert(students).values(row).returning({ id: students.id });
  return created!.id;
}

export async function updateStudent(
  tx: Executor,
  organisationId: number,
  id: number,
  changes: Partial<StudentInsert>,
) {
  return tx
    .update(students)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(students.id, id), eq(students.organisationId, organisationId)))
    .returning({ id: students.id });
}

/** The student with the profile's fields: values `id`, `organisationId`. */
export const studentRead = (d: Executor) =>
  d
    .select({
      id: students.id,
      admissionNumber: students.admissionNumber,
      name: students.name,
      dateOfBirth: students.dateOfBirth,
      gender: students.gender,
      classId: students.classId,
      className: classes.name,
      boardId: students.boardId,
      boardName: boards.name,
      school: students.school,
      address: students.address,
      centreId: students.centreId,
      centreName: centres.centreName,
      admissionDate: students.admissionDate,
      status: students.status,
      statusReason: students.statusReason,
      statusDate: students.statusDate,
      hasPhoto: sql<boolean>`${students.photo} is not null`,
      updatedAt: students.updatedAt,
    })
    .from(students)
    .innerJoin(centres, eq(centres.id, students.centreId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .leftJoin(boards, eq(boards.id, students.boardId))
    .where(
      and(
        eq(students.id, sql.placeholder('id')),
        eq(students.organisationId, sql.placeholder('organisationId')),
      ),
    );

/** The student's id if the organisation's, as a part of another area's record: values `studentId`, `organisationId`. */
export const studentFoundRead = (d: Executor) =>
  d
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.id, sql.placeholder('studentId')),
        eq(students.organisationId, sql.placeholder('organisationId')),
      ),
    );

/** The student as stored, locked for the rest of the transaction when `lock`. */
export async function findStudent(db: Executor, organisationId: number, id: number, lock = false) {
  const [row] = await preparedOn(db, `student${lock ? ':locked' : ''}`, (d) =>
    lock ? studentRead(d).for('update', { of: students }) : studentRead(d),
  ).execute({ id, organisationId });
  return row;
}
export type StoredStudent = NonNullable<Awaited<ReturnType<typeof findStudent>>>;

export async function studentPhoto(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select({ bytes: students.photo, type: students.photoType })
    .from(students)
    .where(and(eq(students.id, id), eq(students.organisationId, organisationId)));
  return row;
}

// ---- guardians ----

const guardianColumns = {
  id: guardians.id,
  name: guardians.name,
  mobile: guardians.mobile,
  whatsapp: guardians.whatsapp,
  email: guardians.email,
  occupation: guardians.occupation,
  preferredChannel: guardians.preferredChannel,
  language: guardians.language,
};

/**
 * A student's guardians, main contact first, each with the other students they are guardian of: value
 * `studentId`.
 */
export const guardiansRead = (d: Executor) => {
  const others = sql<{ id: number; name: string; admissionNumber: string }[]>`coalesce((
    select json_agg(json_build_object('id', s.id, 'name', s.name, 'admissionNumber', s.admission_number) order by s.name)
    from ${studentGuardians} sg join ${students} s on s.id = sg.student_id
    where sg.guardian_id = ${qualified(guardians.id)} and sg.student_id <> ${sql.placeholder('studentId')}), '[]'::json)`;
  return d
    .select({
      ...guardianColumns,
      relation: studentGuardians.relation,
      primary: studentGuardians.primary,
      otherStudents: others,
    })
    .from(studentGuardians)
    .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
    .where(eq(studentGuardians.studentId, sql.placeholder('studentId')))
    .orderBy(desc(studentGuardians.primary), asc(studentGuardians.position));
};

/** Guardians of the organisation with this mobile number (to link a sibling's parent). */
export function guardiansByMobile(db: Executor, organisationId: number, mobile: string) {
  const others = sql<{ id: number; name: string; admissionNumber: string }[]>`coalesce((
    select json_agg(json_build_object('id', s.id, 'name', s.name, 'admissionNumber', s.admission_number) order by s.name)
    from ${studentGuardians} sg join ${students} s on s.id = sg.student_id
    where sg.guardian_id = ${qualified(guardians.id)}), '[]'::json)`;
  return db
    .select({ ...guardianColumns, otherStudents: others })
    .from(guardians)
    .where(
      and(
        eq(guardians.organisationId, organisationId),
        or(eq(guardians.mobile, mobile), eq(guardians.whatsapp, mobile)),
      ),
    )
    .orderBy(asc(guardians.name))
    .limit(10);
}

export async function ownGuardianIds(db: Executor, organisationId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: guardians.id })
    .from(guardians)
    .where(and(eq(guardians.organisationId, organisationId), inArray(guardians.id, ids)));
  return rows.map((r) => r.id);
}

export type GuardianValues = Omit<
  typeof guardians.$inferInsert,
  'id' | 'organisationId' | 'createdAt' | 'updatedAt'
>;

type GuardianEntry = GuardianValues & { id?: number; relation: string; primary: boolean };

/** Saves each guardian (updating the linked ones): their ids, in the list's order. */
export async function saveGuardians(tx: Executor, organisationId: number, list: GuardianEntry[]) {
  const ids: number[] = [];
  for (const { id, relation: _r, primary: _p, ...values } of list) {
    if (id) {
      await tx
        .update(guardians)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(guardians.id, id), eq(guardians.organisationId, organisationId)));
      ids.push(id);
    } else {
      const [row] = await tx
        .insert(guardians)
        .values({ ...values, organisationId })
        .returning({ id: guardians.id });
      ids.push(row!.id);
    }
  }
  return ids;
}

/** Saves each guardian (updating the linked ones), then makes them exactly the student's guardians. */
export async function replaceGuardians(
  tx: Executor,
  organisationId: number,
  studentId: number,
  list: GuardianEntry[],
): Promise<number[]> {
  const ids = await saveGuardians(tx, organisationId, list);
  await tx
    .delete(studentGuardians)
    .where(
      and(
        eq(studentGuardians.studentId, studentId),
        ids.length ? sql`${studentGuardians.guardianId} <> all(${sql.param(ids)}::int[])` : undefined,
      ),
    );
  await tx
    .insert(studentGuardians)
    .values(
      list.map((g, i) => ({
        studentId,
        guardianId: ids[i]!,
        relation: g.relation,
        primary: g.primary,
        position: i,
      })),
    )
    .onConflictDoUpdate({
      target: [studentGuardians.studentId, studentGuardians.guardianId],
      set: {
        relation: sql`excluded.relation`,
        primary: sql`excluded.is_primary`,
        position: sql`excluded.position`,
      },
    });
  return ids;
}

/**
 * A new student, numbered in the same statement (`numberInStatement`) and linked to their guardians
 * (saved before, in the list's order): one statement, so the admission number's counter row is
 * locked from here to COMMIT only, and every admission of the institute waits on it that long.
 */
export async function insertNumberedStudent(
  tx: Executor,
  values: Omit<StudentInsert, 'admissionNumber'>,
  number: ReturnType<typeof numberInStatement>,
  links: { guardianId: number; relation: string; primary: boolean }[],
) {
  const student = tx.$with('student').as(
    tx
      .insert(students)
      .values({ ...values, admissionNumber: number.text })
      .returning({ id: students.id, admissionNumber: students.admissionNumber }),
  );
  const rows = sql.join(
    links.map((g, i) => sql`(${g.guardianId}::int, ${g.relation}::text, ${g.primary}::boolean, ${i}::int)`),
    sql`, `,
  );
  const linked = tx.$with('linked', {}).as(sql`
    insert into ${studentGuardians} (student_id, guardian_id, relation, is_primary, position)
    select student.id, v.guardian_id, v.relation, v.is_primary, v.position
    from student, (values ${rows}) as v(guardian_id, relation, is_primary, position)`);
  const [row] = await tx
    .with(number.counter, student, ...(links.length ? [linked] : []))
    .select()
    .from(student);
  return row!;
}

// ---- documents ----

/** A student's documents, newest first: value `studentId`. */
export const documentsRead = (d: Executor) =>
  d
    .select({
      id: studentDocuments.id,
      kind: studentDocuments.kind,
      fileName: studentDocuments.fileName,
      contentType: studentDocuments.contentType,
      size: studentDocuments.size,
      uploadedAt: studentDocuments.uploadedAt,
    })
    .from(studentDocuments)
    .where(eq(studentDocuments.studentId, sql.placeholder('studentId')))
    .orderBy(desc(studentDocuments.uploadedAt));

export function documentsOf(db: Executor, studentId: number) {
  return preparedOn(db, 'student-documents', documentsRead).execute({ studentId });
}

export async function insertDocument(tx: Executor, row: typeof studentDocuments.$inferInsert) {
  const [created] = await tx.insert(studentDocuments).values(row).returning({ id: studentDocuments.id });
  return created!.id;
}

export async function findDocument(db: Executor, organisationId: number, studentId: number, id: number) {
  const [row] = await db
    .select()
    .from(studentDocuments)
    .where(
      and(
        eq(studentDocuments.id, id),
        eq(studentDocuments.studentId, studentId),
        eq(studentDocuments.organisationId, organisationId),
      ),
    );
  return row;
}

export function deleteDocument(tx: Executor, organisationId: number, studentId: number, id: number) {
  return tx
    .delete(studentDocuments)
    .where(
      and(
        eq(studentDocuments.id, id),
        eq(studentDocuments.studentId, studentId),
        eq(studentDocuments.organisationId, organisationId),
      ),
    )
    .returning({ id: studentDocuments.id, fileName: studentDocuments.fileName });
}

// ---- the ID card's code ----

/** Sets the student's card code unless they have one; gives the code they now have. */
export async function ensureCardCode(db: Executor, organisationId: number, id: number, fresh: string) {
  const mine = and(eq(students.organisationId, organisationId), eq(students.id, id));
  await db
    .update(students)
    .set({ cardCode: fresh })
    .where(and(mine, sql`${students.cardCode} is null`));
  const [row] = await db.select({ code: students.cardCode }).from(students).where(mine);
  return row?.code ?? null;
}

export async function studentByCardCode(db: Executor, organisationId: number, code: string) {
  const [row] = await db
    .select({ id: students.id, name: students.name, admissionNumber: students.admissionNumber })
    .from(students)
    .where(and(eq(students.organisationId, organisationId), eq(students.cardCode, code)));
  return row;
}
