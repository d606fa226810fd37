import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { searchTerms } from '../../db/search.ts';
import type { SearchTerms } from '../../db/search.ts';
import { studentSearch } from './search.ts';
import { filtersOnly, listTotal, partOf } from '../../db/list-counts.ts';
import { jsonListPage } from '../../db/page.ts';
import type { JsonItem } from '../../db/page.ts';
import { keptItem } from '../../db/kept-json.ts';
import type { KeptJson } from '../../db/kept-json.ts';
import type { StudentRow } from '@kaksha/contracts';
import type { Placeholders } from '../../db/prepared.ts';
import { students } from '../../db/schema/index.ts';
import { naturalAsc, naturalDesc } from '../../db/natural.ts';

// The student list: its filter, its order, its page as JSON and the export's batches.

/** The search's words and digits (db/search.ts) and the list's filters. */
export interface StudentFilter extends SearchTerms {
  organisationId: number;
  status?: string;
  classId?: number;
  centreId?: number;
  /** Admitted within these days (either may be open). */
  admittedFrom?: string;
  admittedTo?: string;
  /** Only these students (the export of the list's selection). */
  ids?: number[];
}

function where(f: Placeholders<StudentFilter>): SQL | undefined {
  return and(
    eq(students.organisationId, f.organisationId),
    f.status ? eq(students.status, f.status) : undefined,
    f.classId ? eq(students.classId, f.classId) : undefined,
    f.centreId ? eq(students.centreId, f.centreId) : undefined,
    f.admittedFrom ? sql`${students.admissionDate} >= ${f.admittedFrom}::date` : undefined,
    f.admittedTo ? sql`${students.admissionDate} <= ${f.admittedTo}::date` : undefined,
    studentSearch(f.organisationId, f),
  );
}

const sorts = {
  // Natural order (decision 082), read in order from students_natural_name_idx.
  name: [...naturalAsc(students.name), asc(students.id)],
  '-name': [...naturalDesc(students.name), desc(students.id)],
  admissionNumber: [...naturalAsc(students.admissionNumber)],
  '-admissionNumber': [...naturalDesc(students.admissionNumber)],
  admissionDate: [asc(students.admissionDate), asc(students.id)],
  '-admissionDate': [desc(students.admissionDate), desc(students.id)],
} as const;
export type StudentSort = keyof typeof sorts;

const rowColumns = {
  id: students.id,
  admissionNumber: students.admissionNumber,
  name: students.name,
  // Names kept on the row (migration 0051, decision 040), as the main contact is (migration 0041).
  className: students.className,
  boardName: students.boardName,
  centreName: sql<string>`${students.centreName}`,
  status: students.status,
  admissionDate: students.admissionDate,
  // The main contact, kept on the row by the database (migration 0041, decision 040).
  guardianName: students.guardianName,
  guardianMobile: students.guardianMobile,
} satisfies JsonItem<StudentRow>;
/** The list's row, written by the database (db/page.ts, jsonListPage): the contract's, field for field. */
const studentItem: JsonItem<StudentRow> = rowColumns;
/** The list's row, kept as JSON on each row by the database (db/kept-json.ts, decision 054). */
const keptStudentItem = keptItem(students.itemJson, studentItem);
export const studentKeptJson: KeptJson = { table: students, items: [keptStudentItem] };

export function studentFilter(input: {
  organisationId: number;
  q?: string;
  status?: string;
  classId?: number;
  centreId?: number;
  admittedFrom?: string;
  admittedTo?: string;
  ids?: number[];
}): StudentFilter {
  // The filter's own fields only: a query's page and sort are not filters.
  return {
    organisationId: input.organisationId,
    classId: input.classId,
    centreId: input.centreId,
    admittedFrom: input.admittedFrom,
    admittedTo: input.admittedTo,
    status: input.status === 'all' ? undefined : input.status,
    ...searchTerms(input.q),
    ids: input.ids,
  };
}

/** A page of students with their main guardian and how many match: one statement. */
export function listStudents(
  db: Db,
  filter: StudentFilter,
  page: { limit: number; offset: number; sort: StudentSort },
) {
  // Filtered by status alone (the list as it opens), its total is the kept count (db/list-counts.ts).
  const whole = filtersOnly(filter, 'status');
  return jsonListPage(db, `students-list:${page.sort}`, filter, page, (f) => {
    const matches = where(f);
    return {
      item: keptStudentItem,
      keptTotal: whole ? listTotal('students', f.organisationId, partOf(f.status)) : undefined,
      matching: db
        .select({ one: sql`1` })
        .from(students)
        .where(matches),
      rows: (item) =>
        db
          .select(item)
          .from(students)
          .where(matches)
          .orderBy(...sorts[page.sort]),
    };
  });
}

/** Matching students after `afterId` in id order (the CSV export's batches). */
export function findStudents(db: Executor, filter: StudentFilter, page: { limit: number; afterId?: number }) {
  return db
    .select(rowColumns)
    .from(students)
    .where(
      and(
        where(filter),
        filter.ids ? sql`${students.id} = any(${sql.param(filter.ids)}::int[])` : undefined,
        page.afterId ? sql`${students.id} > ${page.afterId}` : undefined,
      ),
    )
    .orderBy(asc(students.id))
    .limit(page.limit);
}
