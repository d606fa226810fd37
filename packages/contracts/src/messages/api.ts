import { z } from 'zod';
import { emailAddress } from '../account.ts';
import { calendarDate, idParam, pageFields, pageOf } from '../common.ts';
import { MESSAGE_LANGUAGES } from '../institute.ts';
import { mobileNumber } from '../phone.ts';
import { MESSAGE_CHANNELS, MESSAGE_EVENT_KEYS } from './catalogue.ts';

/** The Messages screen's calls: the delivery log, templates, channel settings, recipients' wishes. */

export const messageMessages = {
  notFound: 'Message not found.',
  channelNotSetUp: 'not sent: channel not set up',
  optedOut: (channel: string) => `The recipient has opted out of ${channelName(channel)}.`,
  quietHours: 'held: quiet hours (21:00–08:00)',
  interrupted:
    'no answer from the provider: it may have been delivered, so it is not sent again on its own (resend it if needed)',
  mailNotSetUp: 'not sent: the server has no mail server (SMTP_URL); the message is in the server log',
  attachmentGone: 'not sent: what it was to carry no longer stands (a receipt cancelled before it was sent)',
  badBodyTemplate: 'The body must be JSON once the variables are filled in.',
  urlNotAllowed: 'Use an https address on the internet.',
  secretMissing: 'Please enter it once; it is kept encrypted and not shown again.',
} as const;

export function channelName(channel: string): string {
  return channel === 'sms' ? 'SMS' : channel === 'whatsapp' ? 'WhatsApp' : 'email';
}

export const messageChannel = z.enum(MESSAGE_CHANNELS);
export const messageEvent = z.enum(MESSAGE_EVENT_KEYS);
export const messageLanguage = z.enum(MESSAGE_LANGUAGES);

export const MESSAGE_STATUSES = [
  'queued',
  'held',
  'sending',
  'sent',
  'delivered',
  'failed',
  'not_sent',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Who a message is for, as the area that sends it names them: `guardian:12`, `student:7`, `user:3`.
 * Preferences (channels, opt-outs, language) are kept under this name.
 */
export const recipientRef = z
  .string()
  .regex(/^[a-z]{1,20}:[1-9]\d{0,9}$/, 'A recipient is named like guardian:12.');

// ---- the delivery log ----

export const messageListQuery = z.object({
  ...pageFields,
  event: messageEvent.optional(),
  channel: messageChannel.optional(),
  status: z.enum(MESSAGE_STATUSES).optional(),
  /** Inclusive calendar days in the institute's time zone. */
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  /** Only the messages about one record (`announcement:12`): an announcement's delivery report. */
  about: z
    .string()
    .regex(/^[a-z-]{1,20}:[1-9]\d{0,9}$/, 'Name a record like announcement:12.')
    .optional(),
});
export type MessageListQuery = z.input<typeof messageListQuery>;
export const messageExportQuery = messageListQuery.omit({ page: true, pageSize: true });

export const messageRecord = z.object({
  id: z.number().int(),
  event: messageEvent,
  channel: messageChannel,
  recipientRef: z.string(),
  recipientName: z.string(),
  address: z.string(),
  language: messageLanguage,
  subject: z.string(),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** Why it failed, was held or was not sent. */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** When a held or retried message goes next. */
  nextAttemptAt: z.string().nullable(),
  resendOf: z.number().int().nullable(),
});
export type MessageRecord = z.infer<typeof messageRecord>;
export const messagePage = pageOf(messageRecord);
export type MessagePage = z.infer<typeof messagePage>;

// ---- templates ----

export const templateParams = z.object({
  event: messageEvent,
  channel: messageChannel,
  language: messageLanguage,
});
export const messageTemplate = z.object({
  event: messageEvent,
  channel: messageChannel,
  language: messageLanguage,
  /** Email only. */
  subject: z.string(),
  body: z.string(),
  enabled: z.boolean(),
  /** WhatsApp: the template's name as approved by Meta; its {{variables}} fill the parameters in order. */
  whatsappTemplate: z.string(),
  /** SMS in India: the template's DLT id, passed to the gateway. */
  dltTemplateId: z.string(),
  /** False while this is Kaksha's default wording. */
  custom: z.boolean(),
});
export type MessageTemplate = z.infer<typeof messageTemplate>;
export const messageTemplateList = z.object({ data: z.array(messageTemplate) });

export const templateInput = z.object({
  subject: z.string().trim().max(200, 'A subject can be at most 200 characters.').default(''),
  body: z
    .string()
    .trim()
    .min(1, 'Please write the message.')
    .max(2000, 'A message can be at most 2,000 characters.'),
  enabled: z.boolean().default(true),
  whatsappTemplate: z
    .string()
    .trim()
    .regex(/^$|^[a-z0-9_]{1,100}$/, 'Use the template’s name as Meta approved it: a–z, 0–9 and _.')
    .default(''),
  dltTemplateId: z
    .string()
    .trim()
    .regex(/^$|^\d{19}$/, 'A DLT template id is 19 digits.')
    .default(''),
});
export type TemplateInput = z.input<typeof templateInput>;

// ---- channels ----

/** Left empty, a secret keeps what was saved before. */
const secretField = z.string().trim().max(1000).default('');
const providerUrl = z
  .string()
  .trim()
  .max(500)
  .pipe(z.url({ protocol: /^https?$/, message: 'Please enter the full address, starting https://.' }));

export const WEBHOOK_BODY_DEFAULT =
  '{"to":"{{to}}","message":"{{message}}","sender":"{{senderId}}","template_id":"{{dltTemplateId}}","reference":"{{messageId}}"}';
/** What a webhook's body template may use. */
export const WEBHOOK_VARIABLES = [
  'to',
  'toDigits',
  'message',
  'messageId',
  'senderId',
  'dltTemplateId',
] as const;
export const WHATSAPP_API_DEFAULT = 'https://graph.facebook.com/v21.0';

export const webhookSettings = z.object({
  provider: z.literal('webhook'),
  enabled: z.boolean().default(true),
  url: providerUrl,
  authHeaderName: z
    .string()
    .trim()
    .regex(/^$|^[A-Za-z0-9-]{1,60}$/, 'A header name is letters, digits and dashes.')
    .default('Authorization'),
  authHeaderValue: secretField,
  /** Signs each request: `X-Kaksha-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`. */
  signingSecret: secretField,
  bodyTemplate: z.string().trim().min(2).max(2000).default(WEBHOOK_BODY_DEFAULT),
  senderId: z
    .string()
    .trim()
    .regex(/^$|^[A-Za-z0-9]{1,11}$/, 'A sender id is up to 11 letters or digits.')
    .default(''),
});
export const whatsappCloudSettings = z.object({
  provider: z.literal('whatsapp_cloud'),
  enabled: z.boolean().default(true),
  phoneNumberId: z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, 'The phone number id is the number Meta shows for your WhatsApp number.'),
  accessToken: secretField,
  /** The Meta app's secret: delivery reports are taken only with its X-Hub-Signature-256. */
  appSecret: secretField,
  apiBase: providerUrl.default(WHATSAPP_API_DEFAULT),
});
export const channelSettingsInput = z.discriminatedUnion('provider', [
  webhookSettings,
  whatsappCloudSettings,
]);
export type ChannelSettingsInput = z.input<typeof channelSettingsInput>;
export const channelParams = z.object({ channel: z.enum(['sms', 'whatsapp']) });

export const channelView = z.object({
  channel: messageChannel,
  /** `smtp` for email (the server's mail settings); null while an SMS or WhatsApp channel is not set up. */
  provider: z.enum(['smtp', 'webhook', 'whatsapp_cloud']).nullable(),
  enabled: z.boolean(),
  /** Email: whether the server has a mail server; others: whether a provider is saved and on. */
  ready: z.boolean(),
  /** The saved non-secret settings. */
  settings: z.record(z.string(), z.string()),
  /** Which secrets are saved (never their values). */
  secretsSaved: z.array(z.string()),
  /** Where the provider reports delivery (delivered / failed); null for email. */
  receiptUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ChannelView = z.infer<typeof channelView>;
export const channelList = z.object({ data: z.array(channelView) });

export const testMessageBody = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), to: emailAddress, language: messageLanguage.optional() }),
  z.object({ channel: z.literal('sms'), to: mobileNumber, language: messageLanguage.optional() }),
  z.object({ channel: z.literal('whatsapp'), to: mobileNumber, language: messageLanguage.optional() }),
]);
export type TestMessageBody = z.input<typeof testMessageBody>;

// ---- recipients' wishes ----

export const recipientParams = z.object({ ref: recipientRef });
export const recipientPreferences = z.object({
  /** Channels this person wants, in order; empty: every channel the message has. */
  channels: z.array(messageChannel).max(3).default([]),
  /** Channels this person asked never to get messages on. */
  optedOut: z.array(messageChannel).max(3).default([]),
  /** Null: the institute's message language. */
  language: messageLanguage.nullable().default(null),
});
export type RecipientPreferences = z.infer<typeof recipientPreferences>;
export type RecipientPreferencesInput = z.input<typeof recipientPreferences>;

export const messageIdParams = z.object({ id: idParam });

/** A delivery report from a provider (generic) — WhatsApp's own webhook shape is accepted too. */
export const receiptParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
export const receiptBody = z.union([
  z.object({
    /** Our message id (the webhook's {{messageId}}) or the provider's id. */
    messageId: z.union([z.string().max(200), z.number()]).optional(),
    providerMessageId: z.string().max(200).optional(),
    status: z.enum(['delivered', 'failed', 'sent', 'read']),
    reason: z.string().max(500).optional(),
  }),
  z.object({
    object: z.string().max(100),
    entry: z
      .array(
        z.object({
          changes: z
            .array(
              z.object({
                value: z
                  .object({
                    statuses: z
                      .array(
                        z.object({
                          id: z.string().max(200),
                          status: z.string().max(40),
                          errors: z.array(z.object({ title: z.string().max(500).optional() })).optional(),
                        }),
                      )
                      .max(1000)
                      .optional(),
                  })
                  .loose(),
              }),
            )
            .max(100),
        }),
      )
      .max(100),
  }),
]);
export type ReceiptBody = z.infer<typeof receiptBody>;
/** Why a delivery report was refused (WhatsApp signs its reports with the app's secret). */
export const deliveryReportMessages = {
  noAppSecret:
    'Save the WhatsApp app secret under Messages → Channels: delivery reports are taken only when signed with it.',
  badSignature: 'The X-Hub-Signature-256 of this report is not the WhatsApp app secret’s.',
} as const;

export const receiptVerifyQuery = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});
