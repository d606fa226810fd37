import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { QUICK_SEARCH_LIMIT } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { naturalAsc } from '../../db/natural.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { searchMatch, searchRank } from '../../db/search.ts';
import type { QuickTerms, Searched } from '../../db/search.ts';
import { teachers } from '../../db/schema/index.ts';

/** Where a teacher is searched: name and email, and the mobile. */
export const searchedTeachers: Searched = {
  table: teachers,
  organisationId: teachers.organisationId,
  text: teachers.searchText,
  byDigits: (digits) => sql`${teachers.mobile} like ${digits}`,
};

/**
 * The quick search's teachers (decision 089): by name or email (db/search.ts) or the mobile's
 * digits, the best matches first, the active before the inactive. A part of one statement
 * (db/together.ts).
 */
export function quickTeachers(d: Executor, f: Placeholders<QuickTerms>) {
  return d
    .select({
      id: teachers.id,
      name: teachers.name,
      email: teachers.email,
      mobile: teachers.mobile,
      active: teachers.active,
    })
    .from(teachers)
    .where(
      and(eq(teachers.organisationId, f.organisationId), searchMatch(searchedTeachers, f.organisationId, f)),
    )
    .orderBy(
      desc(searchRank(teachers.searchText, f.text)),
      desc(teachers.active),
      ...naturalAsc(teachers.name),
      asc(teachers.id),
    )
    .limit(QUICK_SEARCH_LIMIT);
}
