import { createHmac } from 'node:crypto';
import { renderTemplate } from '@kaksha/contracts';
import { OutboundError, postJson } from '../../lib/outbound-http.ts';
import type { OutboundResponse } from '../../lib/outbound-http.ts';
import type { ClaimedMessage } from './repository.ts';

/**
 * The SMS and WhatsApp providers behind one interface: a generic HTTPS webhook (most Indian SMS
 * gateways and WhatsApp partners take a JSON POST) and Meta's WhatsApp Cloud API (template messages).
 */

export interface Provider {
  provider: string;
  settings: Record<string, string>;
  secrets: Record<string, string>;
}

export type Attempt =
  | { ok: true; providerId: string | null }
  /** `retry`: the provider did not take it and asked for, or allows, another try. */
  | { ok: false; retry: boolean; reason: string };

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  now?: Date;
}

const jsonString = (value: string) => JSON.stringify(value).slice(1, -1);

/** `X-Kaksha-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (the receiver checks t is recent). */
export function signature(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export async function sendThrough(
  provider: Provider,
  message: ClaimedMessage,
  options: SendOptions,
): Promise<Attempt> {
  const request =
    provider.provider === 'whatsapp_cloud'
      ? whatsappCloud(provider, message)
      : webhook(provider, message, options);
  let response: OutboundResponse;
  try {
    response = await postJson(request.url, { ...request, ...options });
  } catch (err) {
    if (err instanceof OutboundError) {
      // Never reached the provider: try again. Reached it and got no answer: it may be delivered.
      if (err.failure === 'not-public')
        return { ok: false, retry: false, reason: `the provider was not tried: ${err.message}` };
      return err.failure === 'unreachable'
        ? { ok: false, retry: true, reason: `the provider could not be reached: ${err.message}` }
        : {
            ok: false,
            retry: false,
            reason:
              'no answer from the provider: it may have been delivered, so it is not sent again on its own (resend it if needed)',
          };
    }
    throw err;
  }
  if (response.status >= 200 && response.status < 300)
    return { ok: true, providerId: providerIdIn(response.body) };
  const retry = response.status === 429 || response.status >= 500;
  return {
    ok: false,
    retry,
    reason: `the provider answered HTTP ${response.status}: ${response.body.replace(/\s+/g, ' ').slice(0, 300)}`,
  };
}

function webhook(provider: Provider, message: ClaimedMessage, options: SendOptions) {
  const { settings, secrets } = provider;
  const values = {
    to: message.address,
    toDigits: message.address.replace(/^\+/, ''),
    message: message.body,
    messageId: String(message.id),
    senderId: settings.senderId ?? '',
    dltTemplateId: String(message.payload.dltTemplateId ?? ''),
  };
  const body = renderTemplate(settings.bodyTemplate ?? '', values, jsonString);
  const headers: Record<string, string> = {
    // A gateway that keeps idempotency keys drops a repeat of the same message.
    'idempotency-key': `kaksha-message-${message.id}`,
  };
  if (settings.authHeaderName && secrets.authHeaderValue)
    headers[settings.authHeaderName] = secrets.authHeaderValue;
  if (secrets.signingSecret)
    headers['x-kaksha-signature'] = signature(secrets.signingSecret, body, options.now ?? new Date());
  return { url: settings.url!, headers, body };
}

function whatsappCloud(provider: Provider, message: ClaimedMessage) {
  const { settings, secrets } = provider;
  const payload = message.payload as { template?: string; language?: string; parameters?: string[] };
  // Every WhatsApp Business number has Meta's `hello_world` template: the test message uses it.
  const template = payload.template || 'hello_world';
  const parameters = payload.template ? (payload.parameters ?? []) : [];
  const body = JSON.stringify({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.address.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: template,
      language: { code: payload.template ? (payload.language ?? 'en') : 'en_US' },
      components: parameters.length
        ? [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }]
        : [],
    },
  });
  return {
    url: `${settings.apiBase!.replace(/\/$/, '')}/${settings.phoneNumberId}/messages`,
    headers: { authorization: `Bearer ${secrets.accessToken ?? ''}` },
    body,
  };
}

/** The provider's id for the message, when its answer names one (Meta: messages[0].id). */
function providerIdIn(body: string): string | null {
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    const candidates = [
      (json.messages as { id?: unknown }[] | undefined)?.[0]?.id,
      json.id,
      json.messageId,
      json.message_id,
      (json.data as Record<string, unknown> | undefined)?.id,
    ];
    const found = candidates.find((v) => typeof v === 'string' || typeof v === 'number');
    return found === undefined ? null : String(found).slice(0, 200);
  } catch {
    return null;
  }
}
