import { and, desc, eq, or, sql } from 'drizzle-orm';
import { QUICK_SEARCH_LIMIT } from '@kaksha/contracts';
import type { QuickEnquiry } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { searchMatch, searchRank } from '../../db/search.ts';
import type { QuickTerms, Searched } from '../../db/search.ts';
import { enquiries } from '../../db/schema/index.ts';

/** Where an enquiry is searched: the student's and guardian's names and the email, and its mobile. */
export const searchedEnquiries: Searched = {
  table: enquiries,
  organisationId: enquiries.organisationId,
  text: enquiries.searchText,
  byDigits: (digits) => sql`${enquiries.mobile} like ${digits}`,
};

/**
 * The quick search's enquiries (decision 089): by the student's or guardian's name or the email
 * (db/search.ts), the mobile's digits, or the enquiry's number (its id); the best matches first,
 * each with its stage, class and next follow-up. A part of one statement (db/together.ts).
 */
export function quickEnquiries(d: Executor, f: Placeholders<QuickTerms>) {
  const byNumber = f.enquiryId === undefined ? undefined : eq(enquiries.id, f.enquiryId);
  return d
    .select({
      id: enquiries.id,
      studentName: enquiries.studentName,
      guardianName: enquiries.guardianName,
      mobile: enquiries.mobile,
      stage: sql<QuickEnquiry['stage']>`${enquiries.stage}`,
      className: enquiries.className,
      nextFollowUp: enquiries.nextFollowUp,
    })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.organisationId, f.organisationId),
        or(searchMatch(searchedEnquiries, f.organisationId, f), byNumber),
      ),
    )
    .orderBy(
      ...(byNumber ? [desc(byNumber)] : []),
      desc(searchRank(enquiries.searchText, f.text)),
      desc(enquiries.createdAt),
      desc(enquiries.id),
    )
    .limit(QUICK_SEARCH_LIMIT);
}
