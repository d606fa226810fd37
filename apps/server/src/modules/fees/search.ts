import { and, desc, eq, sql } from 'drizzle-orm';
import { QUICK_SEARCH_LIMIT } from '@kaksha/contracts';
import type { QuickReceipt } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { searchRank } from '../../db/search.ts';
import type { QuickTerms } from '../../db/search.ts';
import { feePayments } from '../../db/schema/index.ts';

/**
 * The quick search's receipts (decision 089): by any part of the receipt's number
 * (fee_payments_number_search_idx), the number itself first, then the latest; each with its
 * student, amount, day and status. A part of one statement (db/together.ts); only a search with a
 * digit asks for it.
 */
export function quickReceipts(d: Executor, f: Placeholders<QuickTerms>) {
  return d
    .select({
      id: feePayments.id,
      number: feePayments.number,
      studentName: feePayments.studentName,
      admissionNumber: feePayments.admissionNumber,
      amount: feePayments.amount,
      receivedOn: sql<string>`${feePayments.receivedOn}::text`,
      status: sql<QuickReceipt['status']>`${feePayments.status}`,
    })
    .from(feePayments)
    .where(
      and(eq(feePayments.organisationId, f.organisationId), sql`${feePayments.number} ilike ${f.receipt}`),
    )
    .orderBy(desc(searchRank(feePayments.number, f.text)), desc(feePayments.receivedOn), desc(feePayments.id))
    .limit(QUICK_SEARCH_LIMIT);
}
