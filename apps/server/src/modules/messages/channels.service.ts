import { randomBytes } from 'node:crypto';
import { WEBHOOK_VARIABLES, messageMessages, renderTemplate, variablesIn } from '@kaksha/contracts';
import type { ChannelView, channelSettingsInput } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { refusedWhenSaved } from '../../lib/outbound-http.ts';
import type { Vault } from '../../lib/vault.ts';
import { recordAudit, recordCallerAudit } from '../audit/service.ts';

import type { Caller } from '../../lib/caller.ts';
import * as repo from './repository.ts';
import type { ChannelRow } from './repository.ts';

export const AREA = 'messages';

/** Which fields of a provider's settings are secrets: sealed, never shown again. */
const SECRET_FIELDS = ['authHeaderValue', 'signingSecret', 'accessToken', 'appSecret'] as const;
/** Secrets a provider cannot work without. */
const REQUIRED_SECRETS: Record<string, string[]> = { webhook: [], whatsapp_cloud: ['accessToken'] };

type SettingsInput = z.output<typeof channelSettingsInput>;

const vaultContext = (organisationId: number, channel: string) =>
  `message-channel:${organisationId}:${channel}`;

/** A channel's saved secrets, opened (for sending; never for a reply). */
export function openSecrets(vault: Vault, row: ChannelRow): Record<string, string> {
  if (!row.secrets) return {};
  return JSON.parse(vault.decryptText(row.secrets, vaultContext(row.organisationId, row.channel))) as Record<
    string,
    string
  >;
}

function toView(row: ChannelRow | undefined, channel: 'sms' | 'whatsapp', origin: string): ChannelView {
  if (!row)
    return {
      channel,
      provider: null,
      enabled: false,
      ready: false,
      settings: {},
      secretsSaved: [],
      receiptUrl: null,
      updatedAt: null,
    };
  const required = REQUIRED_SECRETS[row.provider] ?? [];
  return {
    channel,
    provider: row.provider as ChannelView['provider'],
    enabled: row.enabled,
    ready: row.enabled && required.every((name) => row.secretNames.includes(name)),
    settings: row.settings,
    secretsSaved: row.secretNames,
    receiptUrl: `${origin}/api/v1/messages/receipts/${row.receiptToken}`,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Email (the server's SMTP settings), then SMS and WhatsApp as the organisation set them up. */
export async function listChannels(
  db: Db,
  organisationId: number,
  context: { mailReady: boolean; origin: string },
): Promise<ChannelView[]> {
  const rows = await repo.readChannels(db, organisationId);
  const email: ChannelView = {
    channel: 'email',
    provider: 'smtp',
    enabled: true,
    ready: context.mailReady,
    settings: {},
    secretsSaved: [],
    receiptUrl: null,
    updatedAt: null,
  };
  const of = (channel: 'sms' | 'whatsapp') =>
    toView(
      rows.find((r) => r.channel === channel),
      channel,
      context.origin,
    );
  return [email, of('sms'), of('whatsapp')];
}

/** Why these settings cannot be saved, field by field (empty: they can). */
async function problems(channel: 'sms' | 'whatsapp', input: SettingsInput, allowPrivate: boolean) {
  const errors: Record<string, string> = {};
  if (channel === 'sms' && input.provider !== 'webhook')
    errors.provider = 'SMS goes through a webhook gateway.';
  const url = input.provider === 'webhook' ? input.url : input.apiBase;
  const field = input.provider === 'webhook' ? 'url' : 'apiBase';
  if (!allowPrivate && (new URL(url).protocol !== 'https:' || (await refusedWhenSaved(url))))
    errors[field] = messageMessages.urlNotAllowed;
  if (input.provider === 'webhook') {
    const unknown = variablesIn(input.bodyTemplate).filter(
      (v) => !(WEBHOOK_VARIABLES as readonly string[]).includes(v),
    );
    if (unknown.length)
      errors.bodyTemplate = `Unknown variable ${unknown.map((v) => `{{${v}}}`).join(', ')}. The body can use ${WEBHOOK_VARIABLES.map((v) => `{{${v}}}`).join(', ')}.`;
    else {
      try {
        const sample = renderTemplate(input.bodyTemplate, { message: 'A "quoted"\nline' }, (v) =>
          JSON.stringify(v).slice(1, -1),
        );
        JSON.parse(sample);
      } catch {
        errors.bodyTemplate = messageMessages.badBodyTemplate;
      }
    }
  }
  return errors;
}

export async function saveChannel(
  db: Db,
  vault: Vault,
  caller: Caller,
  channel: 'sms' | 'whatsapp',
  input: SettingsInput,
  context: { allowPrivate: boolean; origin: string },
): Promise<ChannelView> {
  const organisationId = caller.organisationId;
  const errors = await problems(channel, input, context.allowPrivate);
  const saved = await db.transaction(async (tx) => {
    const before = await repo.readChannel(tx, organisationId, channel);
    // A secret left empty keeps the saved one, unless the provider changed.
    const kept = before && before.provider === input.provider ? openSecrets(vault, before) : {};
    const secrets: Record<string, string> = { ...kept };
    const settings: Record<string, string> = {};
    const typed: Record<string, unknown> = input;
    for (const [key, value] of Object.entries(typed)) {
      if (key === 'provider' || key === 'enabled') continue;
      if ((SECRET_FIELDS as readonly string[]).includes(key)) {
        if (value) secrets[key] = String(value);
      } else settings[key] = String(value);
    }
    for (const name of REQUIRED_SECRETS[input.provider] ?? [])
      if (!secrets[name]) errors[name] = messageMessages.secretMissing;
    if (Object.keys(errors).length) throw invalid('Please check the highlighted fields.', errors);

    const secretNames = Object.keys(secrets).sort();
    const row = await repo.saveChannel(tx, {
      organisationId,
      channel,
      provider: input.provider,
      enabled: input.enabled,
      settings,
      secrets: secretNames.length
        ? vault.encryptText(JSON.stringify(secrets), vaultContext(organisationId, channel))
        : null,
      secretNames,
      receiptToken: before?.receiptToken ?? randomBytes(24).toString('base64url'),
    });
    await recordAudit(tx, {
      organisationId,
      userId: caller.userId,
      action: before ? 'update' : 'create',
      area: AREA,
      entityId: channel,
      // What changed, never a secret's value: only which secrets were replaced.
      summary: {
        provider: input.provider,
        enabled: input.enabled,
        settings,
        secretsReplaced: SECRET_FIELDS.filter((name) => Boolean(typed[name])),
      },
      ip: caller.ip,
    });
    return row;
  });
  return toView(saved, channel, context.origin);
}

export async function removeChannel(db: Db, caller: Caller, channel: 'sms' | 'whatsapp'): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await repo.deleteChannel(tx, caller.organisationId, channel);
    if (removed.length === 0) throw notFound('This channel is not set up.');
    await recordCallerAudit(tx, caller, {
      action: 'delete',
      area: AREA,
      entityId: channel,
    });
  });
}
