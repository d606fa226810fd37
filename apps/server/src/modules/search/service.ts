import type { QuickSearchQuery, QuickSearchResult } from '@kaksha/contracts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { searchTerms } from '../../db/search.ts';
import type { QuickTerms } from '../../db/search.ts';
import type { Caller } from '../../lib/caller.ts';
import { holds } from '../menus/service.ts';
import * as repo from './repository.ts';

/** The menus that open each kind the quick search finds: a kind none of them opens is not searched. */
export const KIND_MENUS = {
  students: ['ManageStudents', 'StudentProfile'],
  enquiries: ['ManageEnquiry'],
  teachers: ['Manageteacher', 'Panels'],
  receipts: ['PaidFees', 'ReceiptPopup'],
  /** What a student owes is shown to those who collect or chase it. */
  balance: ['PaidFees', 'PendingFees'],
} as const;

const ENQUIRY_NUMBER = /^#?(\d{1,9})$/;

/**
 * Students, enquiries, teachers and receipts matching the text (decision 089), a few of each, best
 * first: only the kinds the caller's menus open, only the caller's organisation's. One statement.
 */
export async function quickSearch(
  db: Db,
  caller: Caller,
  query: QuickSearchQuery,
): Promise<QuickSearchResult> {
  const opens = (menus: readonly string[]) => menus.some((menu) => holds(caller, menu, 'view'));
  const kinds: repo.QuickKinds = {
    students: opens(KIND_MENUS.students),
    balance: opens(KIND_MENUS.balance),
    enquiries: opens(KIND_MENUS.enquiries),
    teachers: opens(KIND_MENUS.teachers),
    receipts: opens(KIND_MENUS.receipts),
  };
  const text = query.q.trim();
  const compact = text.replace(/\s+/g, '');
  const number = ENQUIRY_NUMBER.exec(text);
  // A receipt's number holds digits: a text with none (a name) does not look for receipts.
  const receipt = /\d/.test(compact) && compact.length >= 3 ? containsPattern(compact) : undefined;
  const terms: QuickTerms = {
    organisationId: caller.organisationId,
    text,
    ...searchTerms(text),
    enquiryId: number ? Number(number[1]) : undefined,
    receipt,
  };
  const searched = { ...kinds, receipts: kinds.receipts && receipt !== undefined };
  const asks = searched.students || searched.enquiries || searched.teachers || searched.receipts;
  const found = asks ? await repo.quickSearch(db, searched, terms) : {};
  // A kind the caller opens is answered, found or not; one they do not open is absent.
  const result: QuickSearchResult = {};
  if (kinds.students) result.students = found.students ?? [];
  if (kinds.enquiries) result.enquiries = found.enquiries ?? [];
  if (kinds.teachers) result.teachers = found.teachers ?? [];
  if (kinds.receipts) result.receipts = found.receipts ?? [];
  return result;
}
