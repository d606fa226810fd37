import { createHmac, timingSafeEqual } from 'node:crypto';
import { OutboundError, postJson } from '../../lib/outbound-http.ts';

/**
 * The payment gateway as the fees module needs it (decision 031): make a link, cancel it, and read a
 * webhook the gateway signed. Razorpay is the one adapter today; another provider is another object
 * of this shape.
 */
export interface GatewayAccount {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface LinkRequest {
  /** Ours, unique per link (Razorpay: reference_id, at most 40 characters). */
  reference: string;
  amount: number;
  description: string;
  expiresAt: Date;
  notes: Record<string, string>;
}

export type GatewayEvent =
  | {
      kind: 'paid';
      linkRef: string;
      paymentRef: string;
      /** In the currency's smallest unit (paise for INR). */
      amount: number;
      /** ISO 4217, upper case; Razorpay sends it with every payment. */
      currency: string;
      method: string;
      paidAt: Date;
    }
  | { kind: 'closed'; linkRef: string; status: 'cancelled' | 'expired' }
  | { kind: 'ignored' };

export interface PaymentGateway {
  createLink(account: GatewayAccount, link: LinkRequest): Promise<{ ref: string; url: string }>;
  cancelLink(account: GatewayAccount, ref: string): Promise<void>;
  /** The event in a webhook's body, or null when its signature is not the account's. */
  readWebhook(
    account: GatewayAccount,
    rawBody: string,
    headers: Record<string, unknown>,
  ): GatewayEvent | null;
}

/** The gateway answered, and said no (its own words in `message`). */
export class GatewayRefused extends Error {}
/** The gateway could not be reached, or did not answer in time. */
export class GatewayDown extends Error {}

const TIMEOUT_MS = 10_000;

/** HMAC-SHA256 of the exact bytes received, hex, as Razorpay signs webhooks. */
export function razorpaySignature(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface RazorpayWebhook {
  event?: string;
  payload?: {
    payment_link?: { entity?: { id?: string } };
    payment?: {
      entity?: { id?: string; amount?: number; currency?: string; method?: string; created_at?: number };
    };
  };
}

/** Razorpay Payment Links (v1). `apiBase` is RAZORPAY_API_URL: api.razorpay.com, or a test double. */
export function razorpay(apiBase: string): PaymentGateway {
  const base = apiBase.replace(/\/$/, '');
  async function call(account: GatewayAccount, path: string, body: unknown) {
    let answer;
    try {
      answer = await postJson(`${base}${path}`, {
        headers: {
          authorization: `Basic ${Buffer.from(`${account.keyId}:${account.keySecret}`).toString('base64')}`,
        },
        body: JSON.stringify(body),
        timeoutMs: TIMEOUT_MS,
        // The address is the operator's setting, not something staff typed: its origin is trusted.
        allowPrivate: false,
        trustedOrigin: new URL(base).origin,
      });
    } catch (err) {
      if (err instanceof OutboundError) throw new GatewayDown(err.message);
      throw err;
    }
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(answer.body) as Record<string, unknown>;
    } catch {
      // An answer that is not JSON is judged by its status alone.
    }
    if (answer.status >= 500) throw new GatewayDown(`HTTP ${answer.status}`);
    if (answer.status >= 300) {
      const error = parsed.error as { description?: string } | undefined;
      throw new GatewayRefused(error?.description ?? `HTTP ${answer.status}`);
    }
    return parsed;
  }

  return {
    async createLink(account, link) {
      const made = await call(account, '/v1/payment_links', {
        amount: link.amount,
        currency: 'INR',
        accept_partial: false,
        reference_id: link.reference,
        description: link.description,
        expire_by: Math.floor(link.expiresAt.getTime() / 1000),
        // Kaksha tells the family itself (notify: their channels, language and opt-outs).
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: link.notes,
      });
      if (typeof made.id !== 'string' || typeof made.short_url !== 'string')
        throw new GatewayRefused('the answer had no link');
      return { ref: made.id, url: made.short_url };
    },

    async cancelLink(account, ref) {
      await call(account, `/v1/payment_links/${encodeURIComponent(ref)}/cancel`, {});
    },

    readWebhook(account, rawBody, headers) {
      if (!sameSignature(razorpaySignature(account.webhookSecret, rawBody), headers['x-razorpay-signature']))
        return null;
      let body: RazorpayWebhook;
      try {
        body = JSON.parse(rawBody) as RazorpayWebhook;
      } catch {
        return { kind: 'ignored' };
      }
      const linkRef = body.payload?.payment_link?.entity?.id;
      if (!linkRef) return { kind: 'ignored' };
      if (body.event === 'payment_link.paid') {
        const payment = body.payload?.payment?.entity;
        if (!payment?.id || !Number.isInteger(payment.amount) || payment.amount! <= 0)
          return { kind: 'ignored' };
        return {
          kind: 'paid',
          linkRef,
          paymentRef: payment.id,
          amount: payment.amount!,
          // A link is made in INR; an event that says otherwise is not this link's amount.
          currency: typeof payment.currency === 'string' ? payment.currency.toUpperCase() : 'INR',
          method: payment.method ?? '',
          paidAt: payment.created_at ? new Date(payment.created_at * 1000) : new Date(),
        };
      }
      if (body.event === 'payment_link.cancelled') return { kind: 'closed', linkRef, status: 'cancelled' };
      if (body.event === 'payment_link.expired') return { kind: 'closed', linkRef, status: 'expired' };
      return { kind: 'ignored' };
    },
  };
}
