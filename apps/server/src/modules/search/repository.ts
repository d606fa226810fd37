import type { Db } from '../../db/client.ts';
import { placeholdersOf, shapeOf } from '../../db/prepared.ts';
import type { QuickTerms } from '../../db/search.ts';
import { readTogether } from '../../db/together.ts';
import { quickEnquiries } from '../enquiries/search.ts';
import { quickReceipts } from '../fees/search.ts';
import { quickStudents } from '../students/search.ts';
import { quickTeachers } from '../teachers/search.ts';

/** Which kinds a caller's quick search reads, and whether a student shows what they owe. */
export interface QuickKinds {
  students: boolean;
  balance: boolean;
  enquiries: boolean;
  teachers: boolean;
  receipts: boolean;
}

/**
 * The quick search (decision 089): each kind asked for is a part of ONE statement (db/together.ts),
 * each part a few rows read through its trigram indexes, planned for its patterns on each call
 * (decision 033). Every part is the caller's organisation's alone.
 */
export function quickSearch(db: Db, kinds: QuickKinds, terms: QuickTerms) {
  const parts = Object.entries(kinds)
    .filter(([, on]) => on)
    .map(([kind]) => kind)
    .join(',');
  return readTogether(
    db,
    `quick-search:${parts}:${shapeOf(terms)}`,
    (d) => {
      const f = placeholdersOf(terms);
      return {
        ...(kinds.students ? { students: quickStudents(d, f, kinds.balance) } : {}),
        ...(kinds.enquiries ? { enquiries: quickEnquiries(d, f) } : {}),
        ...(kinds.teachers ? { teachers: quickTeachers(d, f) } : {}),
        ...(kinds.receipts ? { receipts: quickReceipts(d, f) } : {}),
      };
    },
    { planEachCall: true },
  ).execute(terms as unknown as Record<string, unknown>);
}
