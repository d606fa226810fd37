import { and, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MessageRecord } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { isoTimestamp, jsonListPage } from '../../db/page.ts';
import type { JsonItem } from '../../db/page.ts';
import { keptItem } from '../../db/kept-json.ts';
import type { KeptJson } from '../../db/kept-json.ts';
import type { Placeholders } from '../../db/prepared.ts';
import { INSTITUTE_DEFAULTS, instituteSettings, messages } from '../../db/schema/index.ts';
import { filtersOnly, listTotal, partOf } from '../../db/list-counts.ts';

// The delivery log: its filter, its page as JSON, one message, and what a record's timeline shows.

export interface MessageFilter {
  organisationId: number;
  q?: string;
  event?: string;
  channel?: string;
  status?: string;
  /** Calendar days (YYYY-MM-DD) in the institute's zone, both inclusive. */
  from?: string;
  to?: string;
  /** The record the messages are about (`announcement:12`), read from messages_subject_idx. */
  about?: string;
}

/** Where a calendar day starts in the organisation's zone, worked out inside the list's one statement. */
function dayStarts(day: unknown, organisationId: unknown, plusDays: number): SQL {
  const zone = sql`coalesce((select ${instituteSettings.timeZone} from ${instituteSettings}
    where ${instituteSettings.organisationId} = ${organisationId}), ${INSTITUTE_DEFAULTS.timeZone})`;
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${zone})`;
}

function where(f: Placeholders<MessageFilter>): SQL | undefined {
  return and(
    eq(messages.organisationId, f.organisationId),
    f.q ? or(ilike(messages.recipientName, f.q), ilike(messages.address, f.q)) : undefined,
    f.event ? eq(messages.event, f.event) : undefined,
    f.channel ? eq(messages.channel, f.channel) : undefined,
    f.status ? eq(messages.status, f.status) : undefined,
    f.from ? gte(messages.createdAt, dayStarts(f.from, f.organisationId, 0)) : undefined,
    f.to ? lt(messages.createdAt, dayStarts(f.to, f.organisationId, 1)) : undefined,
    f.about ? eq(messages.subjectRef, f.about) : undefined,
  );
}

const logColumns = {
  id: messages.id,
  event: messages.event,
  channel: messages.channel,
  recipientRef: messages.recipientRef,
  recipientName: messages.recipientName,
  address: messages.address,
  language: messages.language,
  subject: messages.subject,
  body: messages.body,
  status: messages.status,
  reason: messages.reason,
  attempts: messages.attempts,
  createdAt: messages.createdAt,
  sentAt: messages.sentAt,
  deliveredAt: messages.deliveredAt,
  nextAttemptAt: messages.nextAttemptAt,
  resendOf: messages.resendOf,
};
/** The log's row as the contract's item, written by the database (db/page.ts, jsonListPage). */
const logItem: JsonItem<MessageRecord> = {
  ...logColumns,
  createdAt: isoTimestamp(messages.createdAt),
  sentAt: isoTimestamp(messages.sentAt),
  deliveredAt: isoTimestamp(messages.deliveredAt),
  // Only a message still to go has a next attempt.
  nextAttemptAt: sql`case when ${messages.status} in ('queued', 'held') then ${isoTimestamp(messages.nextAttemptAt)} end`,
};

/** The log's row, kept on each message by the database (db/kept-json.ts, decision 054). */
const keptLogItem = keptItem(messages.itemJson, logItem);
export const messageKeptJson: KeptJson = { table: messages, items: [keptLogItem] };

/** A page of the delivery log, newest first, as the list's JSON: one statement. */
export function listMessages(db: Db, filter: MessageFilter, page: { limit: number; offset: number }) {
  // Filtered by status alone, or not at all: the total is kept (db/list-counts.ts).
  const whole = filtersOnly(filter, 'status');
  return jsonListPage(db, 'messages-list', filter, page, (f) => {
    const matches = where(f);
    return {
      item: keptLogItem,
      keptTotal: whole ? listTotal('messages', f.organisationId, partOf(f.status)) : undefined,
      matching: db
        .select({ one: sql`1` })
        .from(messages)
        .where(matches),
      rows: (item) => db.select(item).from(messages).where(matches).orderBy(desc(messages.id)),
    };
  });
}

/** Up to `limit` matching messages older than `beforeId`, newest first (the CSV export's batches). */
export function findMessages(
  db: Executor,
  filter: MessageFilter,
  page: { limit: number; beforeId?: number },
) {
  return db
    .select(logColumns)
    .from(messages)
    .where(and(where(filter), page.beforeId ? lt(messages.id, page.beforeId) : undefined))
    .orderBy(desc(messages.id))
    .limit(page.limit);
}

export type LogRow = Awaited<ReturnType<typeof findMessages>>[number];

export async function findMessage(db: Executor, organisationId: number, id: number) {
  const [row] = await db
    .select({
      ...logColumns,
      payload: messages.payload,
      subjectRef: messages.subjectRef,
      attachment: messages.attachment,
    })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.organisationId, organisationId)));
  return row;
}

/** The messages about one record (its timeline), newest first: values `organisationId`, `subjectRef`, `limit`. */
export const messagesAboutRead = (d: Executor) =>
  d
    .select(logColumns)
    .from(messages)
    .where(
      and(
        eq(messages.organisationId, sql.placeholder('organisationId')),
        eq(messages.subjectRef, sql.placeholder('subjectRef')),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(sql.placeholder('limit'));
