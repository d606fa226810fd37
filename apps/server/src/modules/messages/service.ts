import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  MESSAGE_EVENTS,
  QUIET_CHANNELS,
  channelName,
  deliveryReportMessages,
  formatDateTime,
  messageMessages,
} from '@kaksha/contracts';
import type {
  MessageChannel,
  MessageEvent,
  MessageRecord,
  ReceiptBody,
  RecipientPreferences,
  messageExportQuery,
  testMessageBody,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../lib/caller.ts';
import { CSV_BATCH, csvLines } from '../../lib/csv.ts';
import type { Vault } from '../../lib/vault.ts';
import { recordAudit, recordCallerAudit } from '../audit/service.ts';
import { instituteFacts } from '../institute/service.ts';

import { AREA, openSecrets } from './channels.service.ts';
import type { Courier } from './courier.ts';
import { notify } from './notify.ts';
import { quietUntil } from './quiet-hours.ts';
import * as repo from './repository.ts';
import * as log from './log.repository.ts';
import type { LogRow, MessageFilter } from './log.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toRecord(row: LogRow): MessageRecord {
  return {
    ...row,
    event: row.event as MessageEvent,
    channel: row.channel as MessageChannel,
    language: row.language as MessageRecord['language'],
    status: row.status as MessageRecord['status'],
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    nextAttemptAt: row.status === 'queued' || row.status === 'held' ? iso(row.nextAttemptAt) : null,
  };
}

function filterOf(caller: Caller, input: z.output<typeof messageExportQuery>): MessageFilter {
  return {
    organisationId: caller.organisationId,
    q: input.q ? containsPattern(input.q) : undefined,
    event: input.event,
    channel: input.channel,
    status: input.status,
    from: input.from,
    to: input.to,
    about: input.about,
  };
}

export function listMessages(
  db: Db,
  caller: Caller,
  input: z.output<typeof messageExportQuery> & { page: number; pageSize: number },
) {
  return log.listMessages(db, filterOf(caller, input), {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
}

const CSV_HEADER = [
  'Created',
  'Event',
  'Recipient',
  'Address',
  'Channel',
  'Status',
  'Reason',
  'Attempts',
  'Sent',
  'Delivered',
  'Subject',
  'Message',
];
/** Every matching message, newest first, as CSV in the institute's formats; read in batches. */
export async function* messagesCsv(
  db: Executor,
  caller: Caller,
  input: z.output<typeof messageExportQuery>,
): AsyncGenerator<string> {
  const filter = filterOf(caller, input);
  const { timeZone } = await instituteFacts(db, caller.organisationId);
  const when = (value: Date | null) => (value ? formatDateTime(value, timeZone) : '');
  yield* csvLines<LogRow>(
    CSV_HEADER,
    (after) => log.findMessages(db, filter, { limit: CSV_BATCH, beforeId: after?.id }),
    (r) => [
      when(r.createdAt),
      MESSAGE_EVENTS[r.event as MessageEvent]?.label ?? r.event,
      r.recipientName,
      r.address,
      channelName(r.channel),
      r.status.replace('_', ' '),
      r.reason,
      String(r.attempts),
      when(r.sentAt),
      when(r.deliveredAt),
      r.subject,
      r.body,
    ],
  );
}

export async function getMessage(db: Executor, caller: Caller, id: number): Promise<MessageRecord> {
  const row = await log.findMessage(db, caller.organisationId, id);
  if (!row) throw notFound(messageMessages.notFound);
  return toRecord(row);
}

/** The same words to the same address again, as a new message (the first stays in the log as it was). */
export async function resend(db: Db, courier: Courier, caller: Caller, id: number): Promise<MessageRecord> {
  const organisationId = caller.organisationId;
  const newId = await db.transaction(async (tx) => {
    const original = await log.findMessage(tx, organisationId, id);
    if (!original) throw notFound(messageMessages.notFound);
    if (!original.address) throw invalid('This message had no address to send to.');
    const [wish] = await repo.readPreferences(tx, organisationId, [original.recipientRef]);
    if (wish?.optedOut.includes(original.channel)) throw invalid(messageMessages.optedOut(original.channel));
    const [channel, { timeZone }] = await Promise.all([
      repo.readChannel(tx, organisationId, original.channel),
      instituteFacts(tx, organisationId),
    ]);
    const ready = original.channel === 'email' || Boolean(channel?.enabled);
    const held = QUIET_CHANNELS.includes(original.channel as MessageChannel)
      ? quietUntil(new Date(), timeZone)
      : null;
    const [written] = await repo.insertMessages(tx, organisationId, caller.userId, [
      {
        ...original,
        payload: original.payload,
        status: !ready ? 'not_sent' : held ? 'held' : 'queued',
        reason: !ready ? messageMessages.channelNotSetUp : held ? messageMessages.quietHours : null,
        nextAttemptAt: held ? held.toISOString() : null,
        onceKey: null,
        resendOf: original.id,
      },
    ]);
    await recordAudit(tx, {
      organisationId,
      userId: caller.userId,
      action: 'resend',
      area: AREA,
      entityId: written!.id,
      summary: { resendOf: original.id, channel: original.channel, recipient: original.recipientRef },
      ip: caller.ip,
    });
    return written!.id;
  });
  courier.wake();
  return getMessage(db, caller, newId);
}

/** A test message to an address the staff member types, tried at once so the answer shows what happened. */
export async function sendTest(
  db: Db,
  courier: Courier,
  caller: Caller,
  input: z.output<typeof testMessageBody>,
): Promise<MessageRecord> {
  const id = await db.transaction(async (tx) => {
    const { messages } = await notify(tx, {
      organisationId: caller.organisationId,
      event: 'test',
      recipients: [
        {
          ref: `user:${caller.userId}`,
          name: caller.userName,
          email: input.channel === 'email' ? input.to : null,
          phone: input.channel === 'email' ? null : input.to,
          language: input.language ?? null,
        },
      ],
      channels: [input.channel],
      ignoreQuietHours: true,
      createdBy: caller.userId,
    });
    const first = messages[0]!;
    await recordCallerAudit(tx, caller, {
      action: 'send-test',
      area: AREA,
      entityId: first.id,
      summary: { channel: input.channel, to: input.to },
    });
    return first.id;
  });
  await courier.deliverOne(id);
  return getMessage(db, caller, id);
}

/** The messages about one record (`student:7`), as a part of its screen's one statement (audit/timeline.ts). */
export { messagesAboutRead } from './log.repository.ts';

// ---- recipients' wishes ----

export async function getPreferences(
  db: Executor,
  caller: Caller,
  ref: string,
): Promise<RecipientPreferences> {
  const [row] = await repo.readPreferences(db, caller.organisationId, [ref]);
  return {
    channels: (row?.channels ?? []) as MessageChannel[],
    optedOut: (row?.optedOut ?? []) as MessageChannel[],
    language: (row?.language ?? null) as RecipientPreferences['language'],
  };
}

export async function setPreferences(
  db: Db,
  caller: Caller,
  ref: string,
  input: RecipientPreferences,
): Promise<RecipientPreferences> {
  const organisationId = caller.organisationId;
  const unique = <T>(values: T[]) => [...new Set(values)];
  await db.transaction(async (tx) => {
    const saved = await repo.savePreferences(tx, {
      organisationId,
      recipientRef: ref,
      channels: unique(input.channels),
      optedOut: unique(input.optedOut),
      language: input.language,
    });
    await recordAudit(tx, {
      organisationId,
      userId: caller.userId,
      action: 'update',
      area: AREA,
      entityId: `recipient:${ref}`,
      summary: { channels: saved.channels, optedOut: saved.optedOut, language: saved.language },
      ip: caller.ip,
    });
  });
  return getPreferences(db, caller, ref);
}

// ---- delivery reports ----

/** HMAC-SHA256 of the exact bytes received, as Meta signs a webhook: `sha256=<hex>`. */
export const hubSignature = (secret: string, rawBody: string) =>
  `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;

function sameText(expected: string, given: unknown) {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A provider's report of delivery (ours or WhatsApp's shape), for the channel whose token is in the
 * URL. WhatsApp signs its reports (X-Hub-Signature-256, the app secret over the raw body): a
 * WhatsApp channel takes only signed ones, so the URL alone cannot mark messages delivered or failed.
 * A webhook gateway has no standard signature: its token is its key.
 */
export async function recordReceipts(
  db: Db,
  vault: Vault,
  token: string,
  body: ReceiptBody,
  signed: { rawBody: string; signature: unknown },
): Promise<{ updated: number }> {
  const channel = await repo.channelByReceiptToken(db, token);
  if (!channel) throw notFound('Unknown receipt address.');
  if (channel.provider === 'whatsapp_cloud') {
    const { appSecret } = openSecrets(vault, channel);
    if (!appSecret) throw forbidden(deliveryReportMessages.noAppSecret);
    if (!sameText(hubSignature(appSecret, signed.rawBody), signed.signature))
      throw forbidden(deliveryReportMessages.badSignature);
  }
  const scope = { organisationId: channel.organisationId, channel: channel.channel };
  const reports: { messageId?: number; providerId?: string; status: string; reason?: string }[] = [];
  if ('status' in body) {
    const ours = typeof body.messageId === 'number' ? body.messageId : Number(body.messageId);
    reports.push(
      Number.isSafeInteger(ours) && ours > 0 && ours < 2 ** 31
        ? { messageId: ours, status: body.status, reason: body.reason }
        : {
            providerId: body.providerMessageId ?? String(body.messageId ?? ''),
            status: body.status,
            reason: body.reason,
          },
    );
  } else {
    for (const entry of body.entry)
      for (const change of entry.changes)
        for (const status of change.value.statuses ?? [])
          reports.push({ providerId: status.id, status: status.status, reason: status.errors?.[0]?.title });
  }
  let updated = 0;
  for (const report of reports) {
    if (report.status !== 'delivered' && report.status !== 'read' && report.status !== 'failed') continue;
    if (!report.messageId && !report.providerId) continue;
    updated += await repo.recordReceipt(
      db,
      { ...scope, ...report },
      {
        delivered: report.status !== 'failed',
        reason: report.reason ? `the provider reported: ${report.reason}` : undefined,
      },
    );
  }
  return { updated };
}

/** WhatsApp's webhook check: echo the challenge when the verify token is this channel's receipt token. */
export async function verifyReceipts(
  db: Db,
  token: string,
  verifyToken: string | undefined,
): Promise<boolean> {
  const channel = await repo.channelByReceiptToken(db, token);
  return Boolean(channel) && verifyToken === token;
}
