import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { feePayments, receiptLinks, users } from '../../db/schema/index.ts';

export async function insertLink(tx: Executor, row: typeof receiptLinks.$inferInsert) {
  await tx.insert(receiptLinks).values(row);
}

export const deleteLink = (tx: Executor, tokenHash: string) =>
  tx.delete(receiptLinks).where(eq(receiptLinks.tokenHash, tokenHash));

const isOpen = and(isNull(receiptLinks.revokedAt), gt(receiptLinks.expiresAt, sql`now()`));

/** The receipt an open link's token opens (not expired, not revoked), in the link's organisation. */
export async function receiptOfLink(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ organisationId: receiptLinks.organisationId, receiptId: receiptLinks.receiptId })
    .from(receiptLinks)
    .where(and(eq(receiptLinks.tokenHash, tokenHash), isOpen));
  return row;
}

/** Revokes a receipt's open links (but `keep`'s); returns how many. */
export async function revokeLinks(
  tx: Executor,
  where: { organisationId: number; receiptId: number; keep?: string },
  userId: number | null,
) {
  const revoked = await tx
    .update(receiptLinks)
    .set({ revokedAt: sql`now()`, revokedBy: userId })
    .where(
      and(
        eq(receiptLinks.organisationId, where.organisationId),
        eq(receiptLinks.receiptId, where.receiptId),
        isOpen,
        where.keep ? ne(receiptLinks.tokenHash, where.keep) : undefined,
      ),
    )
    .returning({ hash: receiptLinks.tokenHash });
  return revoked.length;
}

/** A receipt's links, newest first (at most 50): when made, until when, revoked when and by whom. */
export function linksOfReceipt(db: Executor, organisationId: number, receiptId: number) {
  return db
    .select({
      createdAt: receiptLinks.createdAt,
      expiresAt: receiptLinks.expiresAt,
      revokedAt: receiptLinks.revokedAt,
      revokedBy: users.userName,
    })
    .from(receiptLinks)
    .leftJoin(users, eq(users.id, receiptLinks.revokedBy))
    .where(and(eq(receiptLinks.organisationId, organisationId), eq(receiptLinks.receiptId, receiptId)))
    .orderBy(desc(receiptLinks.createdAt))
    .limit(50);
}

/** A receipt's standing, in its organisation only. */
export async function receiptStatus(db: Executor, organisationId: number, receiptId: number) {
  const [row] = await db
    .select({ status: feePayments.status })
    .from(feePayments)
    .where(and(eq(feePayments.id, receiptId), eq(feePayments.organisationId, organisationId)));
  return row?.status;
}
