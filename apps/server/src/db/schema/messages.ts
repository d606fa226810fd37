import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea, users } from './core.ts';
import { createdAt, organisationId, updatedAt } from './columns.ts';

/*
 * Messages (issue 15, DESIGN §8): every message to a person goes through one notification service.
 * `messages` is both the queue the delivery worker claims rows from and the delivery log staff read.
 */

/** An organisation's SMS or WhatsApp provider. Email uses the server's SMTP settings. */
export const messageChannels = pgTable(
  'message_channels',
  {
    organisationId: organisationId(),
    channel: varchar('channel', { length: 10 }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The non-secret settings (URL, header name, body template, phone number id…). */
    settings: jsonb('settings').$type<Record<string, string>>().notNull(),
    /** The secrets as one JSON object, sealed by the vault (lib/vault.ts); never sent to a browser. */
    secrets: bytea('secrets'),
    /** Names of the secrets saved, so a screen can say "saved" without reading them. */
    secretNames: text('secret_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** In the URL a provider posts delivery reports to. */
    receiptToken: varchar('receipt_token', { length: 64 }).notNull().unique(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.channel] })],
);

/** An organisation's own wording of an event's message; the defaults live in the contracts. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    organisationId: organisationId(),
    event: varchar('event', { length: 40 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    language: varchar('language', { length: 5 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull().default(''),
    body: text('body').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    whatsappTemplate: varchar('whatsapp_template', { length: 100 }).notNull().default(''),
    dltTemplateId: varchar('dlt_template_id', { length: 19 }).notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.event, t.channel, t.language] })],
);

/** What one person asked for: channels in order, channels never to use, language. */
export const messagePreferences = pgTable(
  'message_preferences',
  {
    organisationId: organisationId(),
    recipientRef: varchar('recipient_ref', { length: 40 }).notNull(),
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    optedOut: text('opted_out')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: varchar('language', { length: 5 }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.recipientRef] })],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    event: varchar('event', { length: 40 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    recipientRef: varchar('recipient_ref', { length: 40 }).notNull(),
    recipientName: varchar('recipient_name', { length: 200 }).notNull(),
    /** An email address or an E.164 mobile number. */
    address: varchar('address', { length: 254 }).notNull(),
    language: varchar('language', { length: 5 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull().default(''),
    body: text('body').notNull(),
    /** What the provider needs beyond the text: WhatsApp's template name and parameters, the DLT id. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** queued, held, sending, sent, delivered, failed, not_sent (contracts: MESSAGE_STATUSES). */
    status: varchar('status', { length: 10 }).notNull(),
    reason: text('reason'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The last attempt's start: the organisation's sending rate is counted from it. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    providerId: varchar('provider_id', { length: 200 }),
    /** What the message is about (`student:7`); with `onceKey`, one message per subject and day. */
    subjectRef: varchar('subject_ref', { length: 40 }),
    /** A file an email carries (`receipt:12`), made when it is sent by what its area registered (courier). */
    attachment: varchar('attachment', { length: 60 }),
    onceKey: varchar('once_key', { length: 200 }),
    resendOf: integer('resend_of'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The delivery log's row as JSON, written by the database (messages/log.repository.ts `messageKeptJson`, decision 054). */
    itemJson: text('item_json'),
  },
  (t) => [
    // The delivery log, newest first, per organisation.
    index('messages_log_idx').on(t.organisationId, t.id.desc().nullsFirst()),
    // What the worker claims: due rows only.
    index('messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'held')`),
    // Claims that a dead node left behind.
    index('messages_sending_idx')
      .on(t.claimedUntil)
      .where(sql`${t.status} = 'sending'`),
    // The sending rate per organisation.
    index('messages_rate_idx')
      .on(t.organisationId, t.attemptedAt)
      .where(sql`${t.attemptedAt} is not null`),
    uniqueIndex('messages_once_idx')
      .on(t.organisationId, t.onceKey)
      .where(sql`${t.onceKey} is not null`),
    // What was sent about one record (a student's timeline).
    index('messages_subject_idx')
      .on(t.organisationId, t.subjectRef)
      .where(sql`${t.subjectRef} is not null`),
    index('messages_provider_idx')
      .on(t.providerId)
      .where(sql`${t.providerId} is not null`),
  ],
);

/**
 * An announcement (issue 65): one message to a batch, a class, a centre, everyone or chosen students'
 * guardians and teachers, queued through `notify` with `subject_ref` `announcement:<id>`, so its
 * delivery report is the delivery log's messages about it.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    title: varchar('title', { length: 120 }).notNull(),
    message: text('message').notNull(),
    /** batch, class, centre, everyone or students (contracts: ANNOUNCEMENT_AUDIENCES). */
    audience: varchar('audience', { length: 10 }).notNull(),
    /** What it was for, as people read it, when sent ("Batch JEE 2027 Morning"). */
    audienceLabel: varchar('audience_label', { length: 300 }).notNull(),
    /** guardians, teachers (contracts: ANNOUNCEMENT_PEOPLE). */
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    /** How many people it was for, each guardian or teacher once. */
    people: integer('people').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_organisation_idx').on(t.organisationId, t.id.desc())],
);
