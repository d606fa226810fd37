import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { feePaymentLinks, feePayments, paymentGateways, users } from '../../db/schema/index.ts';

export type GatewayRow = typeof paymentGateways.$inferSelect;
export type LinkRow = typeof feePaymentLinks.$inferSelect;

export async function readGateway(db: Executor, organisationId: number): Promise<GatewayRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentGateways)
    .where(eq(paymentGateways.organisationId, organisationId));
  return row;
}

export async function gatewayByToken(db: Executor, token: string): Promise<GatewayRow | undefined> {
  const [row] = await db.select().from(paymentGateways).where(eq(paymentGateways.webhookToken, token));
  return row;
}

export async function saveGateway(tx: Executor, row: typeof paymentGateways.$inferInsert) {
  const { organisationId: _key, ...changes } = row;
  const [saved] = await tx
    .insert(paymentGateways)
    .values(row)
    .onConflictDoUpdate({
      target: paymentGateways.organisationId,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

export async function insertLink(tx: Executor, row: typeof feePaymentLinks.$inferInsert) {
  const [saved] = await tx.insert(feePaymentLinks).values(row).returning({ id: feePaymentLinks.id });
  return saved!.id;
}

export const setLinkSent = (tx: Executor, id: number, sent: number) =>
  tx.update(feePaymentLinks).set({ sent }).where(eq(feePaymentLinks.id, id));

/** The link a gateway event names, locked: two deliveries of one event are handled one after the other. */
export async function linkForUpdate(tx: Executor, organisationId: number, provider: string, ref: string) {
  const [row] = await tx
    .select()
    .from(feePaymentLinks)
    .where(
      and(
        eq(feePaymentLinks.provider, provider),
        eq(feePaymentLinks.gatewayRef, ref),
        eq(feePaymentLinks.organisationId, organisationId),
      ),
    )
    .for('update');
  return row;
}

export async function linkById(tx: Executor, organisationId: number, id: number, lock = false) {
  const query = tx
    .select()
    .from(feePaymentLinks)
    .where(and(eq(feePaymentLinks.id, id), eq(feePaymentLinks.organisationId, organisationId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export const closeLink = (
  tx: Executor,
  id: number,
  change:
    | { status: 'paid' | 'cancelled' | 'expired'; paymentId?: number }
    | { status: 'mismatch'; received: number; receivedRef: string },
) => tx.update(feePaymentLinks).set(change).where(eq(feePaymentLinks.id, id));

/** Whether a gateway's payment id is already some receipt's (of this organisation). */
export async function hasOnlinePayment(tx: Executor, organisationId: number, reference: string) {
  const [row] = await tx
    .select({ id: feePayments.id })
    .from(feePayments)
    .where(
      and(
        eq(feePayments.organisationId, organisationId),
        eq(feePayments.mode, 'online'),
        eq(feePayments.reference, reference),
      ),
    );
  return Boolean(row);
}

/** The links made for these students (or one link), newest first, as a screen shows them. */
export function linkViews(
  db: Executor,
  organisationId: number,
  where: { studentId: number } | { id: number },
) {
  return db
    .select({
      id: feePaymentLinks.id,
      studentId: feePaymentLinks.studentId,
      url: feePaymentLinks.url,
      amount: feePaymentLinks.amount,
      status: feePaymentLinks.status,
      receiptId: feePaymentLinks.paymentId,
      receiptNumber: feePayments.number,
      received: feePaymentLinks.received,
      createdBy: users.userName,
      createdAt: feePaymentLinks.createdAt,
      expiresAt: feePaymentLinks.expiresAt,
      sent: feePaymentLinks.sent,
    })
    .from(feePaymentLinks)
    .leftJoin(feePayments, eq(feePayments.id, feePaymentLinks.paymentId))
    .leftJoin(users, eq(users.id, feePaymentLinks.createdBy))
    .where(
      and(
        eq(feePaymentLinks.organisationId, organisationId),
        'id' in where ? eq(feePaymentLinks.id, where.id) : eq(feePaymentLinks.studentId, where.studentId),
      ),
    )
    .orderBy(desc(feePaymentLinks.id))
    .limit(50);
}
