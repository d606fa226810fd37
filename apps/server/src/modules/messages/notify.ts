import {
  MESSAGE_CHANNELS,
  QUIET_CHANNELS,
  defaultTemplate,
  messageMessages,
  messageValues,
  renderTemplate,
  toE164,
  variablesIn,
} from '@kaksha/contracts';
import type { MessageChannel, MessageData, MessageEvent, MessageLanguage } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { instituteFacts } from '../institute/service.ts';
import type { InstituteFacts } from '../institute/service.ts';
import { quietUntil } from './quiet-hours.ts';
import * as repo from './repository.ts';
import type { NewMessage, OwnWording } from './repository.ts';

/** A person to tell, as the calling area knows them. */
export interface Recipient {
  /** Who they are in Kaksha (`guardian:12`): their preferences are kept under it. */
  ref: string;
  name: string;
  email?: string | null;
  /** Any way people write a mobile number; stored as E.164. */
  phone?: string | null;
  /** A separate WhatsApp number, if the person has one (else `phone`). */
  whatsapp?: string | null;
  /** The channels the area knows this person prefers; a preference set in Messages wins. */
  channels?: MessageChannel[] | null;
  language?: MessageLanguage | null;
  /** This person's own values (their child's name, their amount due). */
  data?: MessageData;
  /** The record this person's message is about, when it is their own (each invitee's enquiry). */
  subjectRef?: string;
  /** This person's own file for the email (each teacher's payslip), instead of the notification's. */
  attachment?: string;
}

export interface Notification {
  organisationId: number;
  event: MessageEvent;
  recipients: Recipient[];
  /** Values every recipient's message shares. */
  data?: MessageData;
  /** The record the message is about (`student:7`). */
  subjectRef?: string;
  /**
   * A file the email carries (`receipt:12`): a reference, made into the file when the email is sent
   * by what the area registered with the courier (`courier.attachments`), so the queue holds no bytes.
   */
  attachment?: string;
  /** `day`: one message per event, subject, recipient and channel per day in the institute's zone. */
  once?: 'day';
  /** Only these channels (a test message); else every channel the recipient can be reached on. */
  channels?: MessageChannel[];
  /** Send now, even in quiet hours (a test the staff member is watching). */
  ignoreQuietHours?: boolean;
  /**
   * Why a channel's message waits for a person instead of going out (null: it goes): written as
   * not sent with this reason, so staff see it in the delivery log and resend it if they choose.
   */
  holdFor?: (channel: MessageChannel) => string | null;
  /**
   * Held on every channel until then, with this reason (an absence alert waits a few minutes for a
   * correction, which `withdraw` makes); quiet hours may hold it longer.
   */
  waitUntil?: { until: Date; reason: string };
  createdBy?: number | null;
  resendOf?: number | null;
  now?: Date;
  /** The institute's facts, when the caller has read them in this transaction: one statement fewer. */
  institute?: Pick<InstituteFacts, 'name' | 'timeZone' | 'messageLanguage'>;
}

export interface Queued {
  /** Messages written: id, status (queued, held or not_sent), channel, and why not sent. */
  messages: repo.WrittenMessage[];
}

interface Wording {
  subject: string;
  body: string;
  enabled: boolean;
  whatsappTemplate: string;
  dltTemplateId: string;
}

/** The organisation's wording of an event on a channel in a language, or Kaksha's default. */
export function wordingOf(
  own: OwnWording[],
  event: MessageEvent,
  channel: MessageChannel,
  language: MessageLanguage,
): Wording {
  const row = own.find((t) => t.channel === channel && t.language === language && t.event === event);
  return (
    row ?? {
      ...defaultTemplate(event, channel, language),
      enabled: true,
      whatsappTemplate: '',
      dltTemplateId: '',
    }
  );
}

/**
 * Every message to a person goes through here (DESIGN §8). Writes the messages in the caller's
 * transaction, so they exist only if the change that caused them commits; the caller then calls
 * `context.courier.wake()` after commit. A fixed number of statements however many recipients: the
 * institute (unless the caller passes it), the audience (the event's wording, the channels, the
 * recipients' preferences) and one insert.
 */
export async function notify(tx: Executor, n: Notification): Promise<Queued> {
  const refs = [...new Set(n.recipients.map((r) => r.ref))];
  const institute = n.institute ?? (await instituteFacts(tx, n.organisationId));
  const audience = await repo.readAudience(tx, n.organisationId, n.event, refs);
  const now = n.now ?? new Date();
  const heldUntil = n.ignoreQuietHours ? null : quietUntil(now, institute.timeZone);
  const today = dayIn(now, institute.timeZone);
  const ready = new Set(audience.enabledChannels);
  const wishes = new Map(audience.preferences.map((p) => [p.recipientRef, p]));

  const rows: NewMessage[] = [];
  for (const recipient of n.recipients) {
    const wish = wishes.get(recipient.ref);
    // The person's wish in Messages, else what the area says, else the family's language on the
    // guardian's record, else the institute's: never the language of the staff member who sends it.
    const language = (wish?.language ??
      recipient.language ??
      audience.familyLanguages[recipient.ref] ??
      institute.messageLanguage) as MessageLanguage;
    const phone = recipient.phone ? toE164(recipient.phone) : null;
    const whatsapp = recipient.whatsapp ? toE164(recipient.whatsapp) : phone;
    const data = {
      instituteName: institute.name,
      recipientName: recipient.name,
      ...n.data,
      ...recipient.data,
    };
    const values = messageValues(data, undefined, language);
    // Money in an SMS as "Rs.": ₹ would make it Unicode, two or three parts instead of one.
    const smsValues = messageValues(data, 'sms', language);
    const wanted = (n.channels ??
      (wish?.channels.length ? wish.channels : MESSAGE_CHANNELS)) as MessageChannel[];
    const before = rows.length;
    for (const channel of wanted) {
      if (wish?.optedOut.includes(channel)) continue;
      const address =
        channel === 'email'
          ? recipient.email?.trim().toLowerCase()
          : channel === 'whatsapp'
            ? whatsapp
            : phone;
      if (!address) continue;
      const wording = wordingOf(audience.wording, n.event, channel, language);
      if (!wording.enabled) continue;
      const body = renderTemplate(wording.body, channel === 'sms' ? smsValues : values);
      const quiet = QUIET_CHANNELS.includes(channel) && heldUntil !== null;
      const waits = n.waitUntil && n.waitUntil.until > now ? n.waitUntil : null;
      const hold = n.holdFor?.(channel) ?? null;
      const { status, reason } = !(channel === 'email' || ready.has(channel))
        ? { status: 'not_sent' as const, reason: messageMessages.channelNotSetUp }
        : hold
          ? { status: 'not_sent' as const, reason: hold }
          : quiet
            ? { status: 'held' as const, reason: messageMessages.quietHours }
            : waits
              ? { status: 'held' as const, reason: waits.reason }
              : { status: 'queued' as const, reason: null };
      rows.push({
        event: n.event,
        channel,
        recipientRef: recipient.ref,
        recipientName: recipient.name,
        address,
        language,
        subject: channel === 'email' ? renderTemplate(wording.subject, values) : '',
        body,
        payload: {
          ...payloadOf(channel, wording, language, body, values, institute.name),
          ...(n.ignoreQuietHours && { ignoreQuietHours: true }),
        },
        status,
        reason,
        nextAttemptAt:
          status !== 'held'
            ? null
            : new Date(Math.max(quiet ? heldUntil!.getTime() : 0, waits?.until.getTime() ?? 0)).toISOString(),
        subjectRef: recipient.subjectRef ?? n.subjectRef ?? null,
        attachment: channel === 'email' ? (recipient.attachment ?? n.attachment ?? null) : null,
        onceKey: n.once
          ? [n.event, recipient.subjectRef ?? n.subjectRef ?? '', recipient.ref, channel, today].join('|')
          : null,
        resendOf: n.resendOf ?? null,
      });
    }
    if (rows.length === before) rows.push(unreachable(n, recipient, language));
  }
  return { messages: await repo.insertMessages(tx, n.organisationId, n.createdBy ?? null, rows) };
}

/** What a provider needs beyond the text: WhatsApp's template and its parameters in order, the DLT id. */
function payloadOf(
  channel: MessageChannel,
  wording: Wording,
  language: MessageLanguage,
  body: string,
  values: Record<string, string>,
  instituteName: string,
): Record<string, unknown> {
  if (channel === 'email') return { fromName: instituteName };
  if (channel === 'sms') return { dltTemplateId: wording.dltTemplateId };
  return {
    template: wording.whatsappTemplate,
    language,
    parameters: variablesIn(wording.body).map((name) => values[name] ?? ''),
    text: body,
  };
}

/** A person no channel reaches is still a line in the log, so staff see why nobody was told. */
function unreachable(n: Notification, recipient: Recipient, language: MessageLanguage): NewMessage {
  return {
    event: n.event,
    channel: 'email',
    recipientRef: recipient.ref,
    recipientName: recipient.name,
    address: '',
    language,
    subject: '',
    body: '',
    payload: {},
    status: 'not_sent',
    reason: 'not sent: no address on a channel this person accepts, or the message is switched off',
    nextAttemptAt: null,
    subjectRef: recipient.subjectRef ?? n.subjectRef ?? null,
    attachment: null,
    onceKey: null,
    resendOf: n.resendOf ?? null,
  };
}

/**
 * Takes back what `notify` wrote about `subjectRef` for `event` with `once: 'day'` on `day` that has not
 * gone yet (queued, or held for quiet hours): it is written as not sent with `reason`, and its once-a-day
 * key is freed, so that the same news later that day is told again. Returns how many were taken back.
 */
export function withdraw(
  tx: Executor,
  w: { organisationId: number; event: MessageEvent; subjectRefs: string[]; day: string; reason: string },
): Promise<number> {
  if (w.subjectRefs.length === 0) return Promise.resolve(0);
  return repo.withdrawUnsent(tx, w);
}
