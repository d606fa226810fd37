import { paymentMessages, whatsappChatLink } from '@kaksha/contracts';
import type { MessageChannel, Receipt, SentResult, remindInput } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { todayOf } from '../institute/service.ts';

import type { Caller } from '../../lib/caller.ts';
import type { Courier } from '../messages/courier.ts';
import { notify } from '../messages/notify.ts';
import type { Queued, Recipient } from '../messages/notify.ts';
import { receiptOf } from './payments.service.ts';
import { RECEIPT_ATTACHMENT, newReceiptLink, settleSentLink } from './receipt-links.service.ts';
import * as repo from './reminders.repository.ts';

/**
 * What a sending did, as the desk is told it (issue 65): the channels that carry it, the messages not
 * sent and why — never "sent" for messages the delivery log says were not.
 */
function deliveryOf(messages: Queued['messages']): Pick<SentResult, 'reached' | 'notSent'> {
  const channels = (status: (s: string) => boolean) =>
    [...new Set(messages.filter((m) => status(m.status)).map((m) => m.channel as MessageChannel))].sort();
  return {
    reached: channels((s) => s !== 'not_sent'),
    notSent: messages
      .filter((m) => m.status === 'not_sent')
      .map((m) => ({ channel: m.channel as MessageChannel, reason: m.reason ?? '' })),
  };
}

/** A guardian as `notify` takes them. */
export const guardianOf = (f: repo.GuardianContact): Recipient => ({
  ref: `guardian:${f.guardian_id}`,
  name: f.guardian_name,
  email: f.email || null,
  phone: f.mobile,
  whatsapp: f.whatsapp || null,
  channels: f.preferred_channel ? [f.preferred_channel as MessageChannel] : null,
});

/**
 * Tells each family of what their student owes (`fee.reminder`), with the due as the message's
 * subject and `once: 'day'`: a due is reminded about once a day at most, whoever asks. Inside the
 * caller's transaction; returns the messages written.
 */
export async function remindFamilies(
  tx: Executor,
  organisationId: number,
  userId: number | null,
  families: repo.Family[],
  /** The job's moment (its day decides what "once a day" means). */
  now?: Date,
) {
  if (!families.length) return [];
  const { messages } = await notify(tx, {
    organisationId,
    event: 'fee.reminder',
    recipients: families.map((f) => ({
      ...guardianOf(f),
      data: {
        studentName: f.student_name,
        amount: f.amount,
        dueDate: f.due_on, // written in the family's language by notify
      },
      subjectRef: `due:${f.due_id}`,
    })),
    once: 'day',
    createdBy: userId,
    now,
  });
  return messages;
}

/** The reminders the students' plans schedule for `day` (the daily job, inside its transaction). */
export async function remindScheduled(tx: Executor, organisationId: number, day: string, now: Date) {
  const families = await repo.duesToRemind(tx, organisationId, day);
  return (await remindFamilies(tx, organisationId, null, families, now)).length;
}

/**
 * Reminds the primary guardian of each student chosen of what they owe (all fallen due, or the next
 * due). Students owing nothing, or with no guardian, are counted as skipped.
 */
export async function remind(
  db: Db,
  courier: Courier,
  caller: Caller,
  input: z.output<typeof remindInput>,
): Promise<SentResult> {
  const { organisationId, userId } = caller;
  const studentIds = [...new Set(input.studentIds)];
  const result = await db.transaction(async (tx) => {
    const today = await todayOf(tx, organisationId);
    const families = await repo.familiesOwing(tx, organisationId, studentIds, today);
    const written = await remindFamilies(tx, organisationId, userId, families);
    const told = new Set(families.map((f) => f.student_id)).size;
    const messages = written.length;
    await recordCallerAudit(tx, caller, {
      action: 'remind',
      area: 'fees',
      summary: { students: studentIds.length, told, messages },
    });
    return { told, messages, skipped: studentIds.length - told, ...deliveryOf(written), chatLink: null };
  });
  courier.wake();
  return result;
}

/**
 * Sends the receipt to the student's primary guardian (email, SMS, WhatsApp as they can be reached):
 * the email carries its PDF, made when it leaves; every channel gets a link to it (`origin` is where
 * the family reaches this server).
 */
export async function sendReceipt(
  db: Db,
  courier: Courier,
  caller: Caller,
  id: number,
  origin: string,
): Promise<SentResult> {
  const { organisationId, userId } = caller;
  const result = await db.transaction(async (tx) => {
    const receipt = await receiptOf(tx, caller, id);
    if (receipt.status !== 'valid') throw new AppError('CONFLICT', paymentMessages.notValid);
    return tellReceipt(tx, organisationId, receipt, userId, origin);
  });
  courier.wake();
  return result;
}

/** `sendReceipt`'s message, inside the caller's transaction (a receipt paid online is sent at once). */
export async function tellReceipt(
  tx: Executor,
  organisationId: number,
  receipt: Receipt,
  userId: number | null,
  origin: string,
): Promise<SentResult> {
  const [family] = await repo.primaryGuardianOf(tx, receipt.studentId);
  if (!family) return { told: 0, messages: 0, skipped: 1, reached: [], notSent: [], chatLink: null };
  const link = await newReceiptLink(tx, organisationId, receipt.id, origin);
  const { messages } = await notify(tx, {
    organisationId,
    event: 'fee.receipt',
    recipients: [guardianOf(family)],
    data: {
      studentName: receipt.studentName,
      amount: receipt.amount,
      receiptNumber: receipt.number,
      date: receipt.receivedOn, // written in the family's language by notify (decision 096)
      link: link.url,
    },
    subjectRef: `receipt:${receipt.id}`,
    attachment: `${RECEIPT_ATTACHMENT}:${receipt.id}`,
    once: 'day',
    createdBy: userId,
  });
  const reached = messages.some((m) => m.status !== 'not_sent');
  await settleSentLink(
    tx,
    { organisationId, receiptId: receipt.id, tokenHash: link.tokenHash },
    reached,
    userId,
  );
  const delivery = deliveryOf(messages);
  // Nothing left: the desk can send the same words from its own WhatsApp.
  const unsent = ['whatsapp', 'sms']
    .map((c) => messages.find((m) => m.channel === c && m.body))
    .find(Boolean);
  const chatLink =
    delivery.reached.length === 0 && family.mobile && unsent?.body
      ? whatsappChatLink(family.whatsapp || family.mobile, unsent.body)
      : null;
  return { told: 1, messages: messages.length, skipped: 0, ...delivery, chatLink };
}
