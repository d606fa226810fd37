import { randomBytes } from 'node:crypto';
import { PAYMENT_LINK_DAYS, feeMessages, onlineMessages as say } from '@kaksha/contracts';
import type {
  OnlineSettings,
  PaymentLink,
  PaymentLinkStatus,
  onlineSettingsInput,
  paymentLinkInput,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { earlierDay, laterDay } from '../../lib/calendar-days.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { Vault } from '../../lib/vault.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { recordAudit, recordCallerAudit } from '../audit/service.ts';
import { openDays } from '../institute/books.service.ts';
import { instituteFacts } from '../institute/service.ts';

import type { Caller } from '../../lib/caller.ts';
import type { Courier } from '../messages/courier.ts';
import { notify } from '../messages/notify.ts';
import { studentOf } from '../students/service.ts';
import * as repo from './online.repository.ts';
import { openDuesOfStudent } from './payments.repository.ts';
import { receiptOf, recordPayment } from './payments.service.ts';
import { GatewayDown, GatewayRefused } from './razorpay.ts';
import type { GatewayAccount, PaymentGateway } from './razorpay.ts';
import { primaryGuardianOf } from './reminders.repository.ts';
import { guardianOf, tellReceipt } from './reminders.service.ts';

/*
 * Paying fees online (decision 031). An institute saves its own Razorpay keys (sealed by the vault,
 * like message providers'); staff make a payment link for what a student owes and Kaksha tells the
 * family; Razorpay's signed webhook makes the receipt — once, however often it is delivered.
 */

const SECRETS = ['keySecret', 'webhookSecret'] as const;
const vaultContext = (organisationId: number) => `payment-gateway:${organisationId}`;

function webhookUrlOf(origin: string, token: string) {
  return `${origin}/api/v1/fees/online/webhook/${token}`;
}

function toView(row: repo.GatewayRow | undefined, origin: string): OnlineSettings {
  if (!row)
    return {
      provider: null,
      enabled: false,
      ready: false,
      keyId: '',
      secretsSaved: [],
      webhookUrl: null,
      updatedAt: null,
    };
  const saved = SECRETS.filter((name) => row.secretNames.includes(name));
  return {
    provider: row.provider as OnlineSettings['provider'],
    enabled: row.enabled,
    ready: row.enabled && saved.length === SECRETS.length,
    keyId: row.keyId,
    secretsSaved: saved,
    webhookUrl: webhookUrlOf(origin, row.webhookToken),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The saved secrets, opened (to call the gateway or check a webhook; never for a reply). */
function secretsOf(vault: Vault, row: repo.GatewayRow): Record<string, string> {
  if (!row.secrets) return {};
  return JSON.parse(vault.decryptText(row.secrets, vaultContext(row.organisationId))) as Record<
    string,
    string
  >;
}

function accountOf(vault: Vault, row: repo.GatewayRow): GatewayAccount {
  const secrets = secretsOf(vault, row);
  return { keyId: row.keyId, keySecret: secrets.keySecret ?? '', webhookSecret: secrets.webhookSecret ?? '' };
}

export async function settingsOf(db: Db, caller: Caller, origin: string): Promise<OnlineSettings> {
  return toView(await repo.readGateway(db, caller.organisationId), origin);
}

export async function saveSettings(
  db: Db,
  vault: Vault,
  caller: Caller,
  input: z.output<typeof onlineSettingsInput>,
  origin: string,
): Promise<OnlineSettings> {
  const organisationId = caller.organisationId;
  const saved = await db.transaction(async (tx) => {
    const before = await repo.readGateway(tx, organisationId);
    // A secret left empty keeps the saved one.
    const secrets = before ? secretsOf(vault, before) : {};
    const errors: Record<string, string> = {};
    for (const name of SECRETS) {
      if (input[name]) secrets[name] = input[name];
      if (!secrets[name]) errors[name] = say.secretMissing;
    }
    if (Object.keys(errors).length) throw invalid('Please check the highlighted fields.', errors);
    const row = await repo.saveGateway(tx, {
      organisationId,
      provider: input.provider,
      enabled: input.enabled,
      keyId: input.keyId,
      secrets: vault.encryptText(JSON.stringify(secrets), vaultContext(organisationId)),
      secretNames: [...SECRETS],
      webhookToken: before?.webhookToken ?? randomBytes(24).toString('base64url'),
    });
    await recordAudit(tx, {
      organisationId,
      userId: caller.userId,
      action: before ? 'update' : 'create',
      area: 'fees',
      entityId: 'online-payments',
      // Never a secret's value: only which were replaced.
      summary: {
        provider: input.provider,
        enabled: input.enabled,
        keyId: input.keyId,
        secretsReplaced: SECRETS.filter((name) => Boolean(input[name])),
      },
      ip: caller.ip,
    });
    return row;
  });
  return toView(saved, origin);
}

/** The gateway account, when links can be made (enabled, with both secrets). */
async function readyAccount(db: Db, vault: Vault, organisationId: number) {
  const row = await repo.readGateway(db, organisationId);
  if (!row || !toView(row, '').ready) throw new AppError('CONFLICT', say.off);
  return { row, account: accountOf(vault, row) };
}

function gatewayError(err: unknown): never {
  if (err instanceof GatewayRefused) throw new AppError('CONFLICT', `${say.gatewayRefused}${err.message}`);
  if (err instanceof GatewayDown) throw new AppError('UNAVAILABLE', say.gatewayDown);
  throw err;
}

type LinkViewRow = Awaited<ReturnType<typeof repo.linkViews>>[number];
function linkView(row: LinkViewRow, now = new Date()): PaymentLink {
  const lapsed = row.status === 'created' && row.expiresAt <= now;
  return {
    ...row,
    status: (lapsed ? 'expired' : row.status) as PaymentLinkStatus,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function linksOf(db: Db, caller: Caller, studentId: number): Promise<PaymentLink[]> {
  if (!(await studentOf(db, caller.organisationId, studentId))) throw notFound(feeMessages.studentNotFound);
  return (await repo.linkViews(db, caller.organisationId, { studentId })).map((row) => linkView(row));
}

async function linkOf(db: Db, organisationId: number, id: number) {
  const [row] = await repo.linkViews(db, organisationId, { id });
  if (!row) throw notFound(say.linkNotFound);
  return linkView(row);
}

/**
 * A payment link for the dues chosen (or all the student owes), made at the gateway first — nothing
 * is saved if it refuses — then saved with its audit line and, if asked, told to the family.
 */
export async function createLink(
  db: Db,
  vault: Vault,
  gateway: PaymentGateway,
  caller: Caller,
  studentId: number,
  input: z.output<typeof paymentLinkInput>,
): Promise<PaymentLink> {
  const { organisationId, userId } = caller;
  const student = await studentOf(db, organisationId, studentId);
  if (!student) throw notFound(feeMessages.studentNotFound);
  const { row: gatewayRow, account } = await readyAccount(db, vault, organisationId);
  const wanted = [...new Set(input.dueIds)];
  const open = await openDuesOfStudent(db, organisationId, studentId, wanted);
  if (!open.length || (wanted.length && open.length !== wanted.length))
    throw new AppError('VALIDATION', say.nothingOwed, { dueIds: say.nothingOwed });
  const amount = open.reduce((sum, d) => sum + d.balance, 0);
  if (amount < 100) throw new AppError('VALIDATION', say.tooSmall, { dueIds: say.tooSmall });
  const institute = await instituteFacts(db, organisationId);
  const expiresAt = new Date(Date.now() + PAYMENT_LINK_DAYS * 86_400_000);
  const made = await gateway
    .createLink(account, {
      reference: `ksh-${organisationId}-${studentId}-${randomBytes(6).toString('hex')}`,
      amount,
      description: `Fees for ${student.name}, ${institute.name}`.slice(0, 200),
      expiresAt,
      notes: { organisation: String(organisationId), student: String(studentId) },
    })
    .catch(gatewayError);
  const id = await db.transaction(async (tx) => {
    const linkId = await repo.insertLink(tx, {
      organisationId,
      studentId,
      provider: gatewayRow.provider,
      gatewayRef: made.ref,
      url: made.url,
      amount,
      dueIds: open.map((d) => d.id),
      createdBy: userId,
      expiresAt,
    });
    let sent = 0;
    if (input.send) {
      const [family] = await primaryGuardianOf(tx, studentId);
      if (family) {
        const { messages } = await notify(tx, {
          organisationId,
          event: 'fee.payment_link',
          recipients: [guardianOf(family)],
          data: { studentName: student.name, amount, link: made.url },
          subjectRef: `payment-link:${linkId}`,
          createdBy: userId,
        });
        sent = messages.length;
        await repo.setLinkSent(tx, linkId, sent);
      }
    }
    await recordCallerAudit(tx, caller, {
      action: 'payment-link',
      area: 'fees',
      entityId: studentId,
      summary: { link: made.ref, amount, dues: open.map((d) => d.id), sent },
    });
    return linkId;
  });
  return linkOf(db, organisationId, id);
}

/** Cancels a link still waiting to be paid, at the gateway and here. */
export async function cancelLink(
  db: Db,
  vault: Vault,
  gateway: PaymentGateway,
  caller: Caller,
  id: number,
): Promise<PaymentLink> {
  const { organisationId } = caller;
  const link = await linkOf(db, organisationId, id);
  if (link.status !== 'created') throw new AppError('CONFLICT', say.notOpen);
  const { account } = await readyAccount(db, vault, organisationId);
  const row = await repo.linkById(db, organisationId, id);
  await gateway.cancelLink(account, row!.gatewayRef).catch(gatewayError);
  await db.transaction(async (tx) => {
    const locked = await repo.linkById(tx, organisationId, id, true);
    // Paid between the two reads: the webhook's receipt stands.
    if (locked?.status !== 'created') throw new AppError('CONFLICT', say.notOpen);
    await repo.closeLink(tx, id, { status: 'cancelled' });
    await recordCallerAudit(tx, caller, {
      action: 'cancel-link',
      area: 'fees',
      entityId: link.studentId,
      summary: { link: row!.gatewayRef, amount: link.amount },
    });
  });
  return linkOf(db, organisationId, id);
}

export type WebhookOutcome =
  | 'unknown-institute'
  | 'bad-signature'
  | 'recorded'
  | 'already'
  | 'closed'
  | 'ignored'
  | 'mismatch'
  | 'duplicate';

/**
 * The day a paid link's receipt is dated: the gateway's moment of payment, but only between the day
 * the link was made (or the first day whose books are open, if later) and today by our own clock —
 * an event is signed, not proof of its own date.
 */
function paidOnFor(paidAt: Date, linkMadeAt: Date, facts: Parameters<typeof openDays>[0]): string {
  const { today, firstOpenDay } = openDays(facts);
  const earliest = earlierDay(laterDay(dayIn(linkMadeAt, facts.timeZone), firstOpenDay), today);
  return earlierDay(laterDay(dayIn(paidAt, facts.timeZone), earliest), today);
}

/**
 * A gateway's event for the institute whose webhook token is in the URL. A paid link becomes a
 * receipt of mode 'online' — to the link's dues still owed, else the oldest, the rest held as
 * credit — inside the transaction that locks the link, so a repeated or concurrent delivery finds
 * it paid and records nothing (and the receipt's gateway reference is unique besides). A payment of
 * another amount than the link's is kept on the link for the desk (status mismatch), never a
 * receipt; a payment id some receipt already has is a duplicate, answered without a change.
 */
export async function receiveWebhook(
  db: Db,
  vault: Vault,
  gateway: PaymentGateway,
  courier: Courier,
  token: string,
  request: { rawBody: string; headers: Record<string, unknown>; origin: string },
): Promise<WebhookOutcome> {
  const row = await repo.gatewayByToken(db, token);
  if (!row) return 'unknown-institute';
  const account = accountOf(vault, row);
  if (!account.webhookSecret) return 'bad-signature';
  const event = gateway.readWebhook(account, request.rawBody, request.headers);
  if (!event) return 'bad-signature';
  if (event.kind === 'ignored') return 'ignored';
  const organisationId = row.organisationId;
  const outcome = await db
    .transaction(async (tx): Promise<WebhookOutcome> => {
      const link = await repo.linkForUpdate(tx, organisationId, row.provider, event.linkRef);
      if (!link) return 'ignored';
      if (event.kind === 'closed') {
        if (link.status !== 'created') return 'already';
        await repo.closeLink(tx, link.id, { status: event.status });
        return 'closed';
      }
      if (link.paymentId || link.receivedRef === event.paymentRef) return 'already';
      if (await repo.hasOnlinePayment(tx, organisationId, event.paymentRef)) return 'duplicate';
      // Paise of another currency are not the link's paise: the desk sees a mismatch, never a receipt.
      if (event.amount !== link.amount || event.currency !== 'INR') {
        await repo.closeLink(tx, link.id, {
          status: 'mismatch',
          received: event.amount,
          receivedRef: event.paymentRef,
        });
        await recordAudit(tx, {
          organisationId,
          userId: null,
          action: 'payment-mismatch',
          area: 'fees',
          entityId: link.studentId,
          summary: {
            link: link.gatewayRef,
            amount: link.amount,
            received: event.amount,
            ...(event.currency !== 'INR' && { currency: event.currency }),
            payment: event.paymentRef,
          },
        });
        return 'mismatch';
      }
      const facts = await instituteFacts(tx, organisationId);
      const stillOwed = await openDuesOfStudent(tx, organisationId, link.studentId, link.dueIds);
      const paymentId = await recordPayment(tx, { organisationId, userId: null }, link.studentId, {
        amount: event.amount,
        mode: 'online',
        receivedOn: paidOnFor(event.paidAt, link.createdAt, facts),
        dueIds: stillOwed.map((d) => d.id),
        reference: event.paymentRef,
        chequeNumber: '',
        chequeBank: '',
        note: `${row.provider === 'razorpay' ? 'Razorpay' : row.provider}${event.method ? ` · ${event.method}` : ''}`,
      });
      await repo.closeLink(tx, link.id, { status: 'paid', paymentId });
      // The family paid from their phone: their receipt follows at once.
      await tellReceipt(
        tx,
        organisationId,
        await receiptOf(tx, { organisationId }, paymentId),
        null,
        request.origin,
      );
      return 'recorded';
    })
    // Another link's event with this payment id committed first: the same answer, nothing changed.
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) return 'duplicate' as const;
      throw err;
    });
  if (outcome === 'recorded') courier.wake();
  return outcome;
}
