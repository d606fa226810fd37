import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { jsonListPage } from '../../db/page.ts';
import type { JsonItem } from '../../db/page.ts';
import { keptItem } from '../../db/kept-json.ts';
import type { KeptJson } from '../../db/kept-json.ts';
import type { Placeholders } from '../../db/prepared.ts';
import {
  centres,
  teacherAddresses,
  teacherCentres,
  teacherEducation,
  teacherExperience,
  teachers,
  teacherSubjects,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like.ts';
import { searchMatch, searchTerms } from '../../db/search.ts';
import { searchedTeachers } from './search.ts';
import type { SearchTerms } from '../../db/search.ts';
import type { Teacher } from '@kaksha/contracts';
import { filtersOnly, listTotal, partOf } from '../../db/list-counts.ts';
import { naturalAsc, naturalDesc } from '../../db/natural.ts';

// ---- the directory ----

/**
 * A teacher as the contract's `teacher`, field for field: the directory's row written by the database
 * (db/page.ts, jsonListPage) and the single teacher read with the same expressions. The centres and
 * subjects are kept on the row by the database (decision 040).
 */
const teacherColumns = {
  id: teachers.id,
  name: teachers.name,
  email: teachers.email,
  mobile: teachers.mobile,
  whatsapp: teachers.whatsapp,
  joiningDate: teachers.joiningDate,
  active: teachers.active,
  hasPhoto: sql<boolean>`${teachers.photo} is not null`,
  centres: teachers.centresShown,
  subjects: teachers.subjectsShown,
} satisfies JsonItem<Teacher>;
const teacherItem: JsonItem<Teacher> = teacherColumns;
/** The list's row, kept as JSON on each row by the database (db/kept-json.ts, decision 054). */
const keptTeacherItem = keptItem(teachers.itemJson, teacherItem);
export const teacherKeptJson: KeptJson = { table: teachers, items: [keptTeacherItem] };

/** The search's words and digits (db/search.ts) and the directory's filters. */
export interface TeacherFilter extends SearchTerms {
  organisationId: number;
  active?: boolean;
  centreCode?: string;
  subjectCode?: string;
}

/** What the directory is asked for: the search box's text as typed. */
export type TeacherListFilter = Omit<TeacherFilter, keyof SearchTerms> & { q?: string };

/** `centreCode` upper-case: values or placeholders. */
function teacherWhere(f: Placeholders<TeacherFilter>): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(teachers.organisationId, f.organisationId)];
  if (f.active !== undefined) parts.push(eq(teachers.active, f.active));
  parts.push(searchMatch(searchedTeachers, f.organisationId, f));
  if (f.centreCode) {
    parts.push(
      sql`exists (select 1 from ${teacherCentres} join ${centres} on ${centres.id} = ${teacherCentres.centreId} where ${teacherCentres.teacherId} = ${teachers.id} and ${centres.centreCode} = ${f.centreCode})`,
    );
  }
  if (f.subjectCode) {
    parts.push(
      sql`exists (select 1 from ${teacherSubjects} where ${teacherSubjects.teacherId} = ${teachers.id} and ${teacherSubjects.subjectCode} = ${f.subjectCode})`,
    );
  }
  return and(...parts);
}

const teacherSorts = {
  // Natural order (decision 082), read in order from teachers_natural_name_idx.
  name: [...naturalAsc(teachers.name), asc(teachers.id)],
  '-name': [...naturalDesc(teachers.name), asc(teachers.id)],
  joiningDate: [sql`${teachers.joiningDate} asc nulls last`, asc(teachers.id)],
  '-joiningDate': [sql`${teachers.joiningDate} desc nulls last`, asc(teachers.id)],
  createdAt: [asc(teachers.createdAt), asc(teachers.id)],
  '-createdAt': [desc(teachers.createdAt), desc(teachers.id)],
} as const;
export type TeacherSort = keyof typeof teacherSorts;

/** A directory page with each teacher's centres and subjects, and how many match: one statement. */
export function listTeachers(
  db: Db,
  filter: TeacherListFilter,
  page: { limit: number; offset: number; sort: TeacherSort },
) {
  const { organisationId, active, centreCode, subjectCode } = filter;
  const values: TeacherFilter = {
    organisationId,
    active,
    centreCode: centreCode?.toUpperCase(),
    subjectCode,
    ...searchTerms(filter.q),
  };
  // Filtered by being active or not, or not at all: the total is kept (db/list-counts.ts).
  const whole = filtersOnly(values, 'active');
  return jsonListPage(db, `teachers-list:${page.sort}`, values, page, (f) => {
    const where = teacherWhere(f);
    return {
      item: keptTeacherItem,
      keptTotal: whole ? listTotal('teachers', f.organisationId, partOf(f.active)) : undefined,
      matching: db
        .select({ one: sql`1` })
        .from(teachers)
        .where(where),
      rows: (item) =>
        db
          .select(item)
          .from(teachers)
          .where(where)
          .orderBy(...teacherSorts[page.sort]),
    };
  });
}

/** Active teachers whose name contains `q`, by name: `limit` of them, names only. */
export function teacherNames(db: Executor, organisationId: number, q: string, limit: number) {
  return db
    .select({ id: teachers.id, name: teachers.name, active: teachers.active })
    .from(teachers)
    .where(
      and(
        eq(teachers.organisationId, organisationId),
        eq(teachers.active, true),
        q ? ilike(teachers.name, containsPattern(q)) : undefined,
      ),
    )
    .orderBy(...naturalAsc(teachers.name), asc(teachers.id))
    .limit(limit);
}

/** The teacher, only when it belongs to the organisation. */
export async function findTeacher(
  db: Executor,
  organisationId: number,
  id: number,
): Promise<Teacher | undefined> {
  const [row] = await db
    .select(teacherColumns)
    .from(teachers)
    .where(and(eq(teachers.organisationId, organisationId), eq(teachers.id, id)));
  return row;
}

export async function teacherEmailTaken(
  db: Executor,
  organisationId: number,
  email: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(
      and(
        eq(teachers.organisationId, organisationId),
        eq(teachers.email, email),
        exceptId ? sql`${teachers.id} <> ${exceptId}` : undefined,
      ),
    );
  return Boolean(row);
}

export async function insertTeacher(db: Executor, values: typeof teachers.$inferInsert) {
  const [row] = await db.insert(teachers).values(values).returning({ id: teachers.id });
  return row!;
}

export async function updateTeacher(
  db: Executor,
  organisationId: number,
  id: number,
  values: Partial<typeof teachers.$inferInsert>,
) {
  await db
    .update(teachers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(teachers.organisationId, organisationId), eq(teachers.id, id)));
}

export async function findTeacherPhoto(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select({ photo: teachers.photo, photoType: teachers.photoType })
    .from(teachers)
    .where(and(eq(teachers.organisationId, organisationId), eq(teachers.id, id)));
  return row;
}

export async function subjectCodesInUse(db: Executor, organisationId: number) {
  const rows = await db
    .selectDistinct({ subjectCode: teacherSubjects.subjectCode })
    .from(teacherSubjects)
    .where(eq(teacherSubjects.organisationId, organisationId))
    .orderBy(asc(teacherSubjects.subjectCode));
  return rows.map((r) => r.subjectCode);
}

// ---- address ----

export async function findAddresses(db: Executor, teacherId: number) {
  return db.select().from(teacherAddresses).where(eq(teacherAddresses.teacherId, teacherId));
}

export async function insertAddress(db: Executor, values: typeof teacherAddresses.$inferInsert) {
  const [row] = await db
    .insert(teacherAddresses)
    .values(values)
    .onConflictDoNothing({ target: teacherAddresses.teacherId })
    .returning({ id: teacherAddresses.id });
  return row;
}

export async function updateAddress(
  db: Executor,
  teacherId: number,
  id: number,
  values: Partial<typeof teacherAddresses.$inferInsert>,
) {
  const rows = await db
    .update(teacherAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(teacherAddresses.teacherId, teacherId), eq(teacherAddresses.id, id)))
    .returning({ id: teacherAddresses.id });
  return rows.length > 0;
}

// ---- education ----

export async function findEducation(db: Executor, teacherId: number) {
  return db
    .select()
    .from(teacherEducation)
    .where(eq(teacherEducation.teacherId, teacherId))
    .orderBy(desc(teacherEducation.year), asc(teacherEducation.id));
}

export async function findEducationEntry(db: Executor, teacherId: number, id: number) {
  const [row] = await db
    .select()
    .from(teacherEducation)
    .where(and(eq(teacherEducation.teacherId, teacherId), eq(teacherEducation.id, id)));
  return row;
}

export async function insertEducation(db: Executor, values: typeof teacherEducation.$inferInsert) {
  const [row] = await db.insert(teacherEducation).values(values).returning({ id: teacherEducation.id });
  return row!;
}

export async function updateEducation(
  db: Executor,
  teacherId: number,
  id: number,
  values: Partial<typeof teacherEducation.$inferInsert>,
) {
  await db
    .update(teacherEducation)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(teacherEducation.teacherId, teacherId), eq(teacherEducation.id, id)));
}

export async function deleteEducation(db: Executor, teacherId: number, id: number) {
  const rows = await db
    .delete(teacherEducation)
    .where(and(eq(teacherEducation.teacherId, teacherId), eq(teacherEducation.id, id)))
    .returning({ id: teacherEducation.id });
  return rows.length > 0;
}

// ---- experience ----

export async function findExperience(db: Executor, teacherId: number) {
  return db
    .select()
    .from(teacherExperience)
    .where(eq(teacherExperience.teacherId, teacherId))
    .orderBy(desc(teacherExperience.fromDate), desc(teacherExperience.id));
}

export async function insertExperience(db: Executor, values: (typeof teacherExperience.$inferInsert)[]) {
  return db.insert(teacherExperience).values(values).returning({ id: teacherExperience.id });
}

export async function deleteExperience(db: Executor, teacherId: number, id: number) {
  const rows = await db
    .delete(teacherExperience)
    .where(and(eq(teacherExperience.teacherId, teacherId), eq(teacherExperience.id, id)))
    .returning({ id: teacherExperience.id, organisation: teacherExperience.organisation });
  return rows[0];
}

// ---- subjects ----

export async function findSubjects(db: Executor, teacherId: number) {
  return db
    .select()
    .from(teacherSubjects)
    .where(eq(teacherSubjects.teacherId, teacherId))
    .orderBy(
      asc(teacherSubjects.boardCode),
      asc(teacherSubjects.classCode),
      asc(teacherSubjects.subjectCode),
    );
}

/** Undefined when the teacher already has this board × class × subject. */
export async function insertSubject(db: Executor, values: typeof teacherSubjects.$inferInsert) {
  const [row] = await db
    .insert(teacherSubjects)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: teacherSubjects.id });
  return row;
}

export async function deleteSubject(db: Executor, teacherId: number, id: number) {
  const rows = await db
    .delete(teacherSubjects)
    .where(and(eq(teacherSubjects.teacherId, teacherId), eq(teacherSubjects.id, id)))
    .returning({
      boardCode: teacherSubjects.boardCode,
      classCode: teacherSubjects.classCode,
      subjectCode: teacherSubjects.subjectCode,
    });
  return rows[0];
}

// ---- centres of a teacher ----

export async function findTeacherCentres(db: Executor, teacherId: number) {
  return db
    .select({ centreId: centres.id, centreCode: centres.centreCode, centreName: centres.centreName })
    .from(teacherCentres)
    .innerJoin(centres, eq(centres.id, teacherCentres.centreId))
    .where(eq(teacherCentres.teacherId, teacherId))
    .orderBy(...naturalAsc(centres.centreName), asc(centres.centreCode));
}

/** False when the teacher was already placed at the centre. */
export async function insertTeacherCentre(db: Executor, values: typeof teacherCentres.$inferInsert) {
  const rows = await db
    .insert(teacherCentres)
    .values(values)
    .onConflictDoNothing()
    .returning({ teacherId: teacherCentres.teacherId });
  return rows.length > 0;
}

export async function deleteTeacherCentre(db: Executor, teacherId: number, centreId: number) {
  const rows = await db
    .delete(teacherCentres)
    .where(and(eq(teacherCentres.teacherId, teacherId), eq(teacherCentres.centreId, centreId)))
    .returning({ teacherId: teacherCentres.teacherId });
  return rows.length > 0;
}

export async function activeTeacher(db: Executor, organisationId: number, teacherId: number) {
  const [row] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(
      and(eq(teachers.id, teacherId), eq(teachers.organisationId, organisationId), eq(teachers.active, true)),
    );
  return Boolean(row);
}
