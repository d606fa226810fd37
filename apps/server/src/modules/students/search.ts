import { ilike, or, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import { qualified } from '../../db/qualified.ts';
import { guardians, studentGuardians, students } from '../../db/schema/index.ts';

// The students area's search, shared with the lists of other areas that find a student (the fee
// desk's picker): a query fragment, so it lives beside the repository rather than in it.

/**
 * Students whose name or admission number contains `q`, or one of whose guardians' mobile numbers
 * contains `digits` (LIKE patterns; values or placeholders). Each part reads its trigram index
 * (decisions 033 and 046): the guardians' part is written `id = any(array(…))`, which the planner ORs
 * with the students' own as bitmaps, where an `exists (…)` was checked against every student of the
 * organisation.
 */
export function studentSearch(
  organisationId: number | Placeholder,
  q: string | Placeholder,
  digits?: string | Placeholder,
): SQL {
  const byGuardian = digits
    ? sql`${qualified(students.id)} = any(array(select sg.student_id from ${studentGuardians} sg
        join ${guardians} g on g.id = sg.guardian_id where g.organisation_id = ${organisationId} and g.mobile like ${digits}))`
    : undefined;
  return or(ilike(students.searchText, q), byGuardian)!;
}
