import { and, eq, inArray, lt, sql } from 'drizzle-orm';

import type { Db, Executor } from '../../db/client.ts';

import {
  guardians,
  messageChannels,
  messagePreferences,
  messageTemplates,
  messages,
} from '../../db/schema/index.ts';

// ---- channels, templates, preferences ----

export type ChannelRow = typeof messageChannels.$inferSelect;

export function readChannels(db: Executor, organisationId: number): Promise<ChannelRow[]> {
  return db.select().from(messageChannels).where(eq(messageChannels.organisationId, organisationId));
}

export async function readChannel(db: Executor, organisationId: number, channel: string) {
  const [row] = await db
    .select()
    .from(messageChannels)
    .where(and(eq(messageChannels.organisationId, organisationId), eq(messageChannels.channel, channel)));
  return row;
}

export async function saveChannel(tx: Executor, row: typeof messageChannels.$inferInsert) {
  const { organisationId: _o, channel: _c, receiptToken: _r, ...changes } = row;
  const [saved] = await tx
    .insert(messageChannels)
    .values(row)
    .onConflictDoUpdate({
      target: [messageChannels.organisationId, messageChannels.channel],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

export async function deleteChannel(tx: Executor, organisationId: number, channel: string) {
  return tx
    .delete(messageChannels)
    .where(and(eq(messageChannels.organisationId, organisationId), eq(messageChannels.channel, channel)))
    .returning({ channel: messageChannels.channel });
}

export async function channelByReceiptToken(db: Executor, token: string) {
  const [row] = await db.select().from(messageChannels).where(eq(messageChannels.receiptToken, token));
  return row;
}

export type TemplateRow = typeof messageTemplates.$inferSelect;

/** The organisation's own templates (of one event, if given). */
export function readTemplates(db: Executor, organisationId: number, event?: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.organisationId, organisationId),
        event ? eq(messageTemplates.event, event) : undefined,
      ),
    );
}

export async function saveTemplate(tx: Executor, row: typeof messageTemplates.$inferInsert) {
  const { organisationId: _o, event: _e, channel: _c, language: _l, ...changes } = row;
  const [saved] = await tx
    .insert(messageTemplates)
    .values(row)
    .onConflictDoUpdate({
      target: [
        messageTemplates.organisationId,
        messageTemplates.event,
        messageTemplates.channel,
        messageTemplates.language,
      ],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

export function deleteTemplate(
  tx: Executor,
  key: { organisationId: number; event: string; channel: string; language: string },
) {
  return tx
    .delete(messageTemplates)
    .where(
      and(
        eq(messageTemplates.organisationId, key.organisationId),
        eq(messageTemplates.event, key.event),
        eq(messageTemplates.channel, key.channel),
        eq(messageTemplates.language, key.language),
      ),
    )
    .returning({ event: messageTemplates.event });
}

export type PreferenceRow = typeof messagePreferences.$inferSelect;

export function readPreferences(
  db: Executor,
  organisationId: number,
  refs: string[],
): Promise<PreferenceRow[]> {
  if (refs.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(messagePreferences)
    .where(
      and(
        eq(messagePreferences.organisationId, organisationId),
        // One parameter however many people: `= any($1)`, not an IN list of thousands.
        sql`${messagePreferences.recipientRef} = any(${sql.param(refs)}::text[])`,
      ),
    );
}

/** A template's wording as notify reads it (without its keys' organisation and its update time). */
export type OwnWording = Pick<
  TemplateRow,
  'event' | 'channel' | 'language' | 'subject' | 'body' | 'enabled' | 'whatsappTemplate' | 'dltTemplateId'
>;

/**
 * Everything notify reads about an event's audience, in one statement (each statement of a write
 * costs the server a round trip, docs/benchmarks.md): the organisation's own wording of the event,
 * the channels it has set up and enabled, and the preferences of the people to tell.
 */
export async function readAudience(db: Executor, organisationId: number, event: string, refs: string[]) {
  const [row] = await db
    .select({
      wording: sql<OwnWording[]>`coalesce((
        select json_agg(json_build_object('event', t.event, 'channel', t.channel, 'language', t.language,
          'subject', t.subject, 'body', t.body, 'enabled', t.enabled,
          'whatsappTemplate', t.whatsapp_template, 'dltTemplateId', t.dlt_template_id))
        from ${messageTemplates} t where t.organisation_id = ${organisationId} and t.event = ${event}), '[]')`,
      enabledChannels: sql<string[]>`coalesce((
        select json_agg(c.channel) from ${messageChannels} c
        where c.organisation_id = ${organisationId} and c.enabled), '[]')`,
      preferences: sql<
        Pick<PreferenceRow, 'recipientRef' | 'channels' | 'optedOut' | 'language'>[]
      >`coalesce((
        select json_agg(json_build_object('recipientRef', p.recipient_ref, 'channels', p.channels,
          'optedOut', p.opted_out, 'language', p.language))
        from ${messagePreferences} p
        where p.organisation_id = ${organisationId} and p.recipient_ref = any(${sql.param(refs)}::text[])), '[]')`,
      /** The language each guardian among them reads, where the desk recorded one (decision 096). */
      familyLanguages: sql<Record<string, string>>`coalesce((
        select json_object_agg('guardian:' || g.id, g.language) from ${guardians} g
        where g.organisation_id = ${organisationId} and g.language is not null
          and 'guardian:' || g.id = any(${sql.param(refs)}::text[])), '{}')`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export async function savePreferences(tx: Executor, row: typeof messagePreferences.$inferInsert) {
  const { organisationId: _o, recipientRef: _r, ...changes } = row;
  const [saved] = await tx
    .insert(messagePreferences)
    .values(row)
    .onConflictDoUpdate({
      target: [messagePreferences.organisationId, messagePreferences.recipientRef],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

// ---- the queue ----

/** One message to write; `nextAttemptAt` null means now. */
export interface NewMessage {
  event: string;
  channel: string;
  recipientRef: string;
  recipientName: string;
  address: string;
  language: string;
  subject: string;
  body: string;
  payload: Record<string, unknown>;
  status: 'queued' | 'held' | 'not_sent';
  reason: string | null;
  nextAttemptAt: string | null;
  subjectRef: string | null;
  /** A file the email carries, made when it is sent (`receipt:12`; see attachments.ts). */
  attachment: string | null;
  onceKey: string | null;
  resendOf: number | null;
}

/** A message as written: its status (queued, held or not_sent), its channel, and why it was not sent. */
export interface WrittenMessage {
  id: number;
  status: string;
  channel: string;
  reason: string | null;
  /** A message not sent: its text, for the desk to send by hand (null for the rest). */
  body: string | null;
}

/**
 * Writes every message in ONE statement, however many (5,000 fee reminders are one JSON parameter,
 * not 5,000 inserts or 80,000 bind parameters). A message whose `onceKey` was used before is skipped.
 */
export async function insertMessages(
  tx: Executor,
  organisationId: number,
  createdBy: number | null,
  rows: NewMessage[],
): Promise<WrittenMessage[]> {
  if (rows.length === 0) return [];
  const result = (await tx.execute(sql`
    insert into ${messages} (organisation_id, created_by, event, channel, recipient_ref, recipient_name,
      address, language, subject, body, payload, status, reason, next_attempt_at, subject_ref, attachment,
      once_key, resend_of)
    select ${organisationId}, ${createdBy}, x.event, x.channel, x."recipientRef", x."recipientName",
      x.address, x.language, x.subject, x.body, x.payload, x.status, x.reason,
      coalesce(x."nextAttemptAt", now()), x."subjectRef", x.attachment, x."onceKey", x."resendOf"
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(event text, channel text, "recipientRef" text,
      "recipientName" text, address text, language text, subject text, body text, payload jsonb, status text,
      reason text, "nextAttemptAt" timestamptz, "subjectRef" text, attachment text, "onceKey" text,
      "resendOf" integer)
    on conflict (organisation_id, once_key) where once_key is not null do nothing
    returning id, status, channel, reason, case when status = 'not_sent' then body end as body`)) as unknown as {
    rows: WrittenMessage[];
  };
  return result.rows;
}

/** A claimed message: what a provider adapter needs, and the claim (id + attempts) it holds. */
export interface ClaimedMessage {
  id: number;
  organisationId: number;
  channel: string;
  address: string;
  subject: string;
  body: string;
  payload: Record<string, unknown>;
  attachment: string | null;
  attempts: number;
  status: string;
}

/**
 * Claims due messages, one statement: rows another node is claiming are skipped (SKIP LOCKED), and an
 * organisation that started `ratePerMinute` attempts in the last minute waits. A claim is an attempt.
 */
export async function claimDue(
  db: Db,
  options: { limit: number; claimMs: number; ratePerMinute: number; id?: number },
): Promise<ClaimedMessage[]> {
  const result = (await db.execute(sql`
    with busy as (
      select organisation_id from ${messages}
      where attempted_at > now() - interval '1 minute'
      group by organisation_id having count(*) >= ${options.ratePerMinute}
    ), due as (
      select id from ${messages}
      where status in ('queued', 'held') and next_attempt_at <= now()
        ${options.id === undefined ? sql`` : sql`and id = ${options.id}`}
        and organisation_id not in (select organisation_id from busy)
      order by next_attempt_at, id
      limit ${options.limit}
      for update skip locked
    )
    update ${messages} m
    set status = 'sending', attempts = m.attempts + 1, attempted_at = now(),
        claimed_until = now() + ${options.claimMs}::float8 * interval '1 millisecond'
    from due where m.id = due.id
    returning m.id, m.organisation_id as "organisationId", m.channel, m.address, m.subject, m.body,
      m.payload, m.attachment, m.attempts, m.status`)) as unknown as { rows: ClaimedMessage[] };
  return result.rows;
}

/** While our claim holds (same attempt, still sending), records how the attempt ended. */
export async function finishAttempt(
  db: Db,
  claim: Pick<ClaimedMessage, 'id' | 'attempts'>,
  outcome:
    | { status: 'sent'; providerId: string | null }
    | { status: 'failed' | 'not_sent'; reason: string }
    | { status: 'queued' | 'held'; reason: string; retryInMs: number; countAttempt: boolean },
): Promise<boolean> {
  const set: Record<string, unknown> = { status: outcome.status, claimedUntil: null };
  if (outcome.status === 'sent') {
    Object.assign(set, { sentAt: sql`now()`, providerId: outcome.providerId, reason: null });
  } else {
    set.reason = outcome.reason.slice(0, 2000);
  }
  if (outcome.status === 'queued' || outcome.status === 'held') {
    set.nextAttemptAt = sql`now() + ${outcome.retryInMs}::float8 * interval '1 millisecond'`;
    // Held for quiet hours: the claim was not an attempt, nor a use of the organisation's rate.
    if (!outcome.countAttempt) Object.assign(set, { attempts: claim.attempts - 1, attemptedAt: null });
  }
  const updated = await db
    .update(messages)
    .set(set)
    .where(
      and(eq(messages.id, claim.id), eq(messages.attempts, claim.attempts), eq(messages.status, 'sending')),
    )
    .returning({ id: messages.id });
  return updated.length === 1;
}

/**
 * Messages whose node died while sending: the provider may have them, so they are not sent again but
 * marked failed with `reason` (staff can resend one). Returns how many.
 */
export async function failInterrupted(db: Db, reason: string): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ status: 'failed', reason, claimedUntil: null })
    .where(and(eq(messages.status, 'sending'), lt(messages.claimedUntil, sql`now()`)))
    .returning({ id: messages.id });
  return rows.length;
}

/** A provider's delivery report, for a message of this organisation and channel. */
export async function recordReceipt(
  db: Executor,
  where: { organisationId: number; channel: string; messageId?: number; providerId?: string },
  report: { delivered: boolean; reason?: string },
): Promise<number> {
  const match =
    where.messageId !== undefined
      ? eq(messages.id, where.messageId)
      : eq(messages.providerId, where.providerId!);
  const rows = await db
    .update(messages)
    .set(
      report.delivered
        ? { status: 'delivered', deliveredAt: sql`now()` }
        : { status: 'failed', reason: report.reason ?? 'the provider reported it undelivered' },
    )
    .where(
      and(
        match,
        eq(messages.organisationId, where.organisationId),
        eq(messages.channel, where.channel),
        inArray(messages.status, ['sent', 'delivered']),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/** Unsent once-a-day messages of `event` about `subjectRefs` on `day`, taken back (notify.ts `withdraw`). */
export async function withdrawUnsent(
  tx: Executor,
  w: { organisationId: number; event: string; subjectRefs: string[]; day: string; reason: string },
): Promise<number> {
  const result = (await tx.execute(sql`
    update ${messages} set status = 'not_sent', reason = ${w.reason}, once_key = null
    where organisation_id = ${w.organisationId} and event = ${w.event} and status in ('queued', 'held')
      and subject_ref = any(${sql.param(w.subjectRefs)}::text[]) and once_key like ${`%|${w.day}`}
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
