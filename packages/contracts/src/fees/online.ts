import { z } from 'zod';
import { idParam } from '../common.ts';

/**
 * Paying online (PendingFees): a payment link from the institute's own gateway account, sent to the
 * family; the gateway tells Kaksha when it is paid and the receipt is made then (decision 031).
 * Off until the institute saves its keys. A UPI QR on every receipt works without any of this.
 */

export const ONLINE_PROVIDERS = ['razorpay'] as const;
export type OnlineProvider = (typeof ONLINE_PROVIDERS)[number];

/** How long a payment link can be paid, in days. */
export const PAYMENT_LINK_DAYS = 15;

export const onlineMessages = {
  off: 'Online payments are off. Save the Razorpay keys under Batch Fees → Online payments first.',
  keyIdFormat: 'A Razorpay key id starts with rzp_live_ or rzp_test_.',
  secretMissing: 'Enter this secret; it has not been saved before.',
  nothingOwed: 'Choose dues that are still owed.',
  tooSmall: 'A payment link must be for at least ₹1.',
  linkNotFound: 'Payment link not found.',
  notOpen: 'Only a link still waiting to be paid can be cancelled.',
  gatewayRefused: 'Razorpay refused the request: ',
  gatewayDown: 'Razorpay could not be reached. Nothing was created; please try again.',
  badSignature: 'The signature does not match this institute’s webhook secret.',
} as const;

/** What staff type in (secrets write-only: empty keeps the saved one). */
export const onlineSettingsInput = z.object({
  provider: z.enum(ONLINE_PROVIDERS).default('razorpay'),
  enabled: z.boolean(),
  keyId: z
    .string()
    .trim()
    .regex(/^rzp_(live|test)_[A-Za-z0-9]{6,40}$/, onlineMessages.keyIdFormat),
  keySecret: z.string().trim().max(100).default(''),
  webhookSecret: z.string().trim().max(100).default(''),
});
export type OnlineSettingsInput = z.input<typeof onlineSettingsInput>;

/** What a screen may see: never a secret, only which were saved. */
export const onlineSettings = z.object({
  provider: z.enum(ONLINE_PROVIDERS).nullable(),
  enabled: z.boolean(),
  /** Enabled with both secrets saved: links can be made. */
  ready: z.boolean(),
  keyId: z.string(),
  secretsSaved: z.array(z.enum(['keySecret', 'webhookSecret'])),
  /** Paste into Razorpay's dashboard (Webhooks, event payment_link.paid). */
  webhookUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type OnlineSettings = z.infer<typeof onlineSettings>;

/** `mismatch`: the gateway reported a payment of another amount; no receipt, the desk looks into it. */
export const PAYMENT_LINK_STATUSES = ['created', 'paid', 'cancelled', 'expired', 'mismatch'] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/** A link for these dues (none: everything the student owes), told to the family if `send`. */
export const paymentLinkInput = z.object({
  dueIds: z.array(idParam).max(200).default([]),
  send: z.boolean().default(true),
});
export type PaymentLinkInput = z.input<typeof paymentLinkInput>;

export const paymentLink = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  url: z.string(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_LINK_STATUSES),
  /** The receipt made when it was paid. */
  receiptId: z.number().int().nullable(),
  receiptNumber: z.string().nullable(),
  /** A mismatch: what the gateway said was paid (paise). */
  received: z.number().int().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Messages queued to the family (0 when not sent or no way to reach them). */
  sent: z.number().int(),
});
export type PaymentLink = z.infer<typeof paymentLink>;

export const paymentLinkList = z.object({ data: z.array(paymentLink) });
export type PaymentLinkList = z.infer<typeof paymentLinkList>;
