import { paymentMessages } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';
import type { MailAttachment } from '../messages/attachments.ts';
import { receiptPdf } from './receipt-pdf.ts';
import * as repo from './receipt-links.repository.ts';

/*
 * A receipt goes to the family as itself: attached to the email (made when the email leaves, from the
 * `receipt:<id>` the message row holds), and as a link in SMS and WhatsApp that opens the PDF without
 * signing in. The link's token is the only key: 144 random bits, kept as a hash, opening only its own
 * receipt and only while the receipt stands (a cancelled receipt or a bounced cheque is not found).
 */

export const RECEIPT_LINK_PATH = '/api/v1/receipt-links/';
/** What the email's attachment is called in a message row; the courier asks the fees module for it. */
export const RECEIPT_ATTACHMENT = 'receipt';

/** Makes a new link to the receipt (in the sending transaction) and returns its address. */
export async function newReceiptLink(
  tx: Executor,
  organisationId: number,
  receiptId: number,
  origin: string,
) {
  // 18 bytes are 24 characters: unguessable, and short enough for an SMS.
  const token = randomToken(18);
  await repo.insertLink(tx, { tokenHash: sha256(token), organisationId, receiptId });
  return `${origin}${RECEIPT_LINK_PATH}${token}`;
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
