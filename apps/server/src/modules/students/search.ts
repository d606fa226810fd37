import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import { QUICK_SEARCH_LIMIT } from '@kaksha/contracts';
import type { QuickStudent } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { naturalAsc } from '../../db/natural.ts';
import { qualified } from '../../db/qualified.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { searchMatch, searchRank } from '../../db/search.ts';
import type { QuickTerms, Searched, SearchTerms } from '../../db/search.ts';
import {
  batchStudents,
  batches,
  feeAccounts,
  guardians,
  studentGuardians,
  students,
} from '../../db/schema/index.ts';

// The students area's search, shared with the lists of other areas that find a student (the fee
// desk's picker) and the quick search: query fragments, so they live beside the repository rather
// than in it.

/**
 * Students whose name or admission number holds every word of the search (as written or with a
 * typo: db/search.ts), or one of whose guardians' mobile numbers holds its digits. Each part reads
 * its trigram index (decisions 033, 046 and 086): the guardians' part is written `id = any(array(…))`,
 * which the planner ORs with the students' own as bitmaps, where an `exists (…)` was checked against
 * every student of the organisation. Undefined when nothing is searched.
 */
export function studentSearch(
  organisationId: number | Placeholder,
  terms: Placeholders<SearchTerms>,
): SQL | undefined {
  return searchMatch(searchedStudents, organisationId, terms);
}

/** Where a student is searched: name and admission number, and the guardians' mobiles. */
const searchedStudents: Searched = {
  table: students,
  organisationId: students.organisationId,
  text: students.searchText,
  byDigits: (digits, organisationId) =>
    sql`${qualified(students.id)} = any(array(select sg.student_id from ${studentGuardians} sg
        join ${guardians} g on g.id = sg.guardian_id where g.organisation_id = ${organisationId} and g.mobile like ${digits}))`,
};

/**
 * The quick search's students (decision 089): the best matches first, each with its class, its
 * batches now, its main contact's mobile and — when `withBalance` (the caller holds a fees menu) —
 * what it owes. A part of one statement (db/together.ts).
 */
export function quickStudents(d: Executor, f: Placeholders<QuickTerms>, withBalance: boolean) {
  const id = qualified(students.id);
  return d
    .select({
      id: students.id,
      name: students.name,
      admissionNumber: students.admissionNumber,
      className: students.className,
      batches: sql<string>`coalesce((select string_agg(b.name, ', ' order by b.name) from ${batchStudents} bs
        join ${batches} b on b.id = bs.batch_id
        where bs.student_id = ${id} and bs.to_date is null and bs.status = 'allotted'), '')`,
      status: sql<QuickStudent['status']>`${students.status}`,
      guardianMobile: students.guardianMobile,
      balance: withBalance
        ? sql<number>`coalesce((select fa.balance from ${feeAccounts} fa where fa.student_id = ${id}), 0)`.mapWith(
            Number,
          )
        : sql<null>`null`,
    })
    .from(students)
    .where(and(eq(students.organisationId, f.organisationId), studentSearch(f.organisationId, f)))
    .orderBy(desc(searchRank(students.searchText, f.text)), ...naturalAsc(students.name), asc(students.id))
    .limit(QUICK_SEARCH_LIMIT);
}
