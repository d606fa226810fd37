import { paymentMessages } from '@kaksha/contracts';
import type { ReceiptLinkList } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';
import { DAY_MS } from '../../lib/zoned-time.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { instituteFacts } from '../institute/service.ts';
import type { MailAttachment } from '../messages/attachments.ts';
import { receiptOf } from './payments.service.ts';
import { receiptPdf } from './receipt-pdf.ts';
import * as repo from './receipt-links.repository.ts';

/*
 * A receipt goes to the family as itself: attached to the email (made when the email leaves, from the
 * `receipt:<id>` the message row holds), and as a link in SMS and WhatsApp that opens the PDF without
 * signing in. The link's token is the only key: 144 random bits, kept as a hash, opening only its own
 * receipt and only while the receipt stands (a cancelled receipt or a bounced cheque is not found),
 * for the institute's receiptLinkDays; staff can revoke a receipt's links, and sending the receipt
 * again retires the links sent before (decision 069).
 */

export const RECEIPT_LINK_PATH = '/api/v1/receipt-links/';
/** What the email's attachment is called in a message row; the courier asks the fees module for it. */
export const RECEIPT_ATTACHMENT = 'receipt';

/**
 * Makes a new link to the receipt (in the sending transaction), open for the institute's
 * receiptLinkDays; returns its address and its key for `settleSentLink`.
 */
export async function newReceiptLink(
  tx: Executor,
  organisationId: number,
  receiptId: number,
  origin: string,
) {
  // 18 bytes are 24 characters: unguessable, and short enough for an SMS.
  const token = randomToken(18);
  const { receiptLinkDays } = await instituteFacts(tx, organisationId);
  const tokenHash = sha256(token);
  const expiresAt = new Date(Date.now() + receiptLinkDays * DAY_MS);
  await repo.insertLink(tx, { tokenHash, organisationId, receiptId, expiresAt });
  return { url: `${origin}${RECEIPT_LINK_PATH}${token}`, tokenHash };
}

/**
 * After a sending: when a message carrying the new link went out, the links sent before are retired
 * (one open link a receipt); when none did (sent once today already, or nobody reachable), the new
 * link goes and the old ones stay.
 */
export async function settleSentLink(
  tx: Executor,
  link: { organisationId: number; receiptId: number; tokenHash: string },
  reached: boolean,
  userId: number | null,
) {
  if (!reached) return repo.deleteLink(tx, link.tokenHash);
  await repo.revokeLinks(tx, { ...link, keep: link.tokenHash }, userId);
}

/** The links sent for a receipt of the caller's organisation, newest first. */
export async function receiptLinksOf(db: Db, caller: Caller, receiptId: number): Promise<ReceiptLinkList> {
  await receiptOf(db, caller, receiptId);
  const now = new Date();
  const rows = await repo.linksOfReceipt(db, caller.organisationId, receiptId);
  return {
    data: rows.map((r) => ({
      state: r.revokedAt ? 'revoked' : r.expiresAt <= now ? 'expired' : 'open',
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      revokedAt: r.revokedAt?.toISOString() ?? null,
      revokedBy: r.revokedBy,
    })),
  };
}

/** Stops every open link of the receipt at once (a message sent to the wrong number); audited. */
export async function revokeReceiptLinks(db: Db, caller: Caller, receiptId: number) {
  const { organisationId, userId } = caller;
  const receipt = await receiptOf(db, caller, receiptId);
  const revoked = await db.transaction(async (tx) => {
    const count = await repo.revokeLinks(tx, { organisationId, receiptId }, userId);
    if (count)
      await recordCallerAudit(tx, caller, {
        action: 'revoke-links',
        area: 'fees',
        entityId: receipt.studentId,
        summary: { receipt: receipt.number, revoked: count },
      });
    return count;
  });
  return { revoked };
}

/** The PDF of a receipt that stands, in its organisation; null when it does not (or is not its). */
async function pdfIfStanding(db: Executor, organisationId: number, receiptId: number) {
  if ((await repo.receiptStatus(db, organisationId, receiptId)) !== 'valid') return null;
  return receiptPdf(db, { organisationId }, receiptId);
}

/** The receipt a link opens. An unknown token and a receipt that no longer stands are alike: not found. */
export async function receiptByLink(db: Executor, token: string) {
  const link = await repo.receiptOfLink(db, sha256(token));
  const found = link ? await pdfIfStanding(db, link.organisationId, link.receiptId) : null;
  if (!found) throw notFound(paymentMessages.receiptNotFound);
  return found;
}

/** The email's attachment for `receipt:<id>` (registered with the courier); null once it no longer stands. */
export async function receiptAttachment(
  db: Executor,
  organisationId: number,
  key: string,
): Promise<MailAttachment | null> {
  const id = Number(key);
  const found = Number.isSafeInteger(id) ? await pdfIfStanding(db, organisationId, id) : null;
  return found && { fileName: found.fileName, contentType: 'application/pdf', content: found.pdf };
}
