import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { feePayments, receiptLinks } from '../../db/schema/index.ts';

export async function insertLink(tx: Executor, row: typeof receiptLinks.$inferInsert) {
  await tx.insert(receiptLinks).values(row);
}

/** The receipt a link's token opens, in the link's organisation. */
export async function receiptOfLink(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ organisationId: receiptLinks.organisationId, receiptId: receiptLinks.receiptId })
    .from(receiptLinks)
    .where(eq(receiptLinks.tokenHash, tokenHash));
  return row;
}

/** A receipt's standing, in its organisation only. */
export async function receiptStatus(db: Executor, organisationId: number, receiptId: number) {
  const [row] = await db
    .select({ status: feePayments.status })
    .from(feePayments)
    .where(and(eq(feePayments.id, receiptId), eq(feePayments.organisationId, organisationId)));
  return row?.status;
}
