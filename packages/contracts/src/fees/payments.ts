import { z } from 'zod';
import { moneyAmount } from './plans.ts';
import { calendarDate, idParam, pageFields, pageOf, requiredText } from '../common.ts';
import { MESSAGE_CHANNELS } from '../messages/catalogue.ts';

/** Money received (PaidFees, ReceiptPopup): collection, receipts, the day book, telling families (decision 028). */

// ---- collection and receipts (PaidFees, ReceiptPopup) ----

/** How money is taken at the counter. */
export const DESK_MODES = ['cash', 'upi', 'card', 'cheque', 'bank'] as const;
export type DeskMode = (typeof DESK_MODES)[number];
/** Every way a receipt can have been paid: at the counter, or online through a payment link (fees/online.ts). */
export const PAYMENT_MODES = [...DESK_MODES, 'online'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const paymentMessages = {
  receiptNotFound: 'Receipt not found.',
  duesNotFound: 'Choose dues of this student that are still owed.',
  chequeDetails: 'A cheque needs its six-digit number and the bank.',
  referenceNeeded: 'Give the payment’s reference (UTR or transaction id).',
  alreadyCancelled: 'This receipt is already cancelled.',
  alreadyBounced: 'This cheque has already bounced.',
  notCheque: 'Only a receipt paid by cheque can bounce.',
  notValid: 'Only a receipt that stands can be sent.',
  future: 'A payment cannot be dated after today.',
  rangeBackwards: 'The first day must be on or before the last.',
} as const;

/**
 * Money received from (or for) a student: against the dues chosen, or the oldest first when none
 * are; what is left over is held as credit and goes to the next dues billed.
 */
export const collectInput = z
  .object({
    amount: moneyAmount.min(1, 'Enter the amount received.'),
    mode: z.enum(DESK_MODES, { error: 'Choose how it was paid.' }),
    receivedOn: calendarDate('Please enter a valid date.'),
    dueIds: z.array(idParam).max(200).default([]),
    reference: z.string().trim().max(60).default(''),
    chequeNumber: z
      .string()
      .trim()
      .regex(/^$|^\d{6}$/, 'A cheque number is six digits.')
      .default(''),
    chequeBank: z.string().trim().max(80).default(''),
    note: z.string().trim().max(200).default(''),
    /** Who paid, as the receipt names them; empty: the student's main contact (a guardian). */
    payerName: z.string().trim().max(100).default(''),
    /** Only for a day whose books are closed, by a user who may write there (decision 069). */
    lockReason: z.string().trim().max(300).default(''),
  })
  .refine((p) => p.mode !== 'cheque' || (p.chequeNumber !== '' && p.chequeBank !== ''), {
    path: ['chequeNumber'],
    message: paymentMessages.chequeDetails,
  })
  .refine((p) => (p.mode !== 'bank' && p.mode !== 'upi') || p.reference !== '', {
    path: ['reference'],
    message: paymentMessages.referenceNeeded,
  });
export type CollectInput = z.input<typeof collectInput>;

/** A receipt stands, was cancelled (a mistake), or its cheque bounced; only valid ones count. */
export const RECEIPT_STATUSES = ['valid', 'cancelled', 'bounced'] as const;

export const receipt = z.object({
  id: z.number().int(),
  number: z.string(),
  studentId: z.number().int(),
  studentName: z.string(),
  admissionNumber: z.string(),
  centreName: z.string(),
  receivedOn: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  chequeNumber: z.string(),
  chequeBank: z.string(),
  note: z.string(),
  amount: z.number().int(),
  /** Of the amount, what went to dues (the rest is the student's credit). */
  applied: z.number().int(),
  items: z.array(
    z.object({
      dueId: z.number().int(),
      label: z.string(),
      headName: z.string(),
      batchName: z.string().nullable(),
      gstRate: z.number().int().nullable(),
      /** The fee head's SAC code (coaching: 999293), printed beside GST. */
      sacCode: z.string(),
      amount: z.number().int(),
    }),
  ),
  cashier: z.string().nullable(),
  status: z.enum(RECEIPT_STATUSES),
  /** When and why it stopped counting (cancelled, or the cheque bounced). */
  cancelledAt: z.string().nullable(),
  cancelReason: z.string(),
  createdAt: z.string(),
  /** What the student owed just after it, as printed (null on receipts made before it was kept). */
  balanceAfter: z.number().int().nullable(),
  /** Of that balance, what had fallen due by the day received (null on older receipts). */
  dueNowAfter: z.number().int().nullable(),
  /** The next day a due fell after the day received, and what fell due then, as printed. */
  nextDueOn: z.string().nullable(),
  nextDueAmount: z.number().int().nullable(),
  /** Who paid (a guardian, by name). */
  payerName: z.string(),
  /**
   * The institute's GSTIN when the receipt was made; empty: not registered, so no GST is charged or
   * shown (an unregistered supplier cannot collect GST). Null on receipts made before it was kept.
   */
  gstin: z.string().nullable(),
});
export type Receipt = z.infer<typeof receipt>;

/** Taking back a receipt of a closed day also needs `lockReason` (decision 069). */
export const cancelReceiptInput = z.object({
  reason: requiredText(300, 'Please say why.'),
  lockReason: z.string().trim().max(300).default(''),
});

/** A bounced cheque: the dues owe again, and the plan's bounce charge is billed unless waived. */
export const bounceChequeInput = z.object({
  reason: requiredText(300, 'Please give the bank’s reason.'),
  charge: z.boolean().default(true),
  lockReason: z.string().trim().max(300).default(''),
});

/**
 * The GST inside an amount the family pays (fees are quoted inclusive of tax): the tax to the paisa
 * and the taxable value, which add back to the amount exactly.
 */
export function gstIncluded(amount: number, rate: number | null): { taxable: number; tax: number } {
  const tax = rate ? Math.round((amount * rate) / (100 + rate)) : 0;
  return { taxable: amount - tax, tax };
}

// ---- the day book (PaidFees) ----

/** Cash in hand at the counter; everything else reaches the bank. */
export const CASH_MODES: readonly PaymentMode[] = ['cash'];

export const collectionQuery = z.object({
  ...pageFields,
  /** The first and last day received (the day book's range); both default to today. */
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  mode: z.enum(PAYMENT_MODES).optional(),
  centreId: idParam.optional(),
  cashierId: idParam.optional(),
  /** Receipts that paid dues of this batch. */
  batchId: idParam.optional(),
  status: z.enum(RECEIPT_STATUSES).optional(),
});
export type CollectionQuery = z.input<typeof collectionQuery>;

/** One receipt in the day book. */
export const collectionRow = z.object({
  id: z.number().int(),
  number: z.string(),
  receivedOn: z.string(),
  studentId: z.number().int(),
  studentName: z.string(),
  admissionNumber: z.string(),
  centreName: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  amount: z.number().int(),
  cashier: z.string().nullable(),
  status: z.enum(RECEIPT_STATUSES),
});
export type CollectionRow = z.infer<typeof collectionRow>;

export const collectionPage = pageOf(collectionRow).extend({
  /** Valid receipts of every matching row (not only this page): by mode, cash in hand, bank, all. */
  totals: z.object({
    byMode: z.record(z.enum(PAYMENT_MODES), z.number().int()),
    cash: z.number().int(),
    bank: z.number().int(),
    amount: z.number().int(),
    receipts: z.number().int(),
    /** Receipts that no longer stand: cancelled, or their cheque bounced. */
    cancelled: z.number().int(),
  }),
});
export type CollectionPage = z.infer<typeof collectionPage>;

/** Month by month, what valid receipts brought in (the Paid Fees chart), oldest first. */
export const collectionMonths = z.object({
  data: z.array(z.object({ month: z.string(), amount: z.number().int(), receipts: z.number().int() })),
});
export type CollectionMonths = z.infer<typeof collectionMonths>;
export const collectionMonthsQuery = z.object({
  months: z.coerce.number().int().min(1).max(36).default(12),
  centreId: idParam.optional(),
});

/** Who has collected money (the day book's cashier filter). */
export const cashierList = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** The students a cashier may collect from, found by name, admission number or mobile (a picker). */
export const feeStudentQuery = z.object({ q: z.string().trim().max(100).default('') });
export const FEE_STUDENTS_SHOWN = 20;
export const feeStudentList = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      admissionNumber: z.string(),
      centreName: z.string(),
      /** What they owe now (all dues, due or not). */
      balance: z.number().int(),
    }),
  ),
  /** More than FEE_STUDENTS_SHOWN match: type more. */
  more: z.boolean(),
});
export type FeeStudentList = z.infer<typeof feeStudentList>;

// ---- reminders and receipts sent to families ----

/** Remind the families of these students of what they owe (Pending Fees). */
export const remindInput = z.object({
  studentIds: z.array(idParam).min(1, 'Choose the students to remind.').max(500),
});
export type RemindInput = z.input<typeof remindInput>;

/** What a reminder or a sent receipt did: messages written, and students left out with why. */
export const sentResult = z.object({
  /** Students whose family was told. */
  told: z.number().int(),
  messages: z.number().int(),
  /** Owing nothing now, or no guardian to tell. */
  skipped: z.number().int(),
  /** The channels a message left (or waits to leave, after quiet hours) on: none means nothing went. */
  reached: z.array(z.enum(MESSAGE_CHANNELS)),
  /** Messages written but not sent, with why ("not sent: channel not set up"), as the delivery log says. */
  notSent: z.array(z.object({ channel: z.enum(MESSAGE_CHANNELS), reason: z.string() })),
  /** Where nothing reached a family with a mobile: a WhatsApp chat from the desk's own phone, the message filled in. */
  chatLink: z.string().nullable(),
});
export type SentResult = z.infer<typeof sentResult>;

/**
 * A receipt's address for the family (the link in its SMS or WhatsApp): the token is the key. Any
 * text is taken, so a mistyped or cut link is simply not found.
 */
export const receiptLinkParams = z.object({ token: z.string().min(1).max(200) });

/** A link sent to the family: opens until it expires, is revoked, or a new sending replaces it. */
export const RECEIPT_LINK_STATES = ['open', 'expired', 'revoked'] as const;
export const receiptLinkList = z.object({
  data: z.array(
    z.object({
      state: z.enum(RECEIPT_LINK_STATES),
      createdAt: z.string(),
      expiresAt: z.string(),
      revokedAt: z.string().nullable(),
      revokedBy: z.string().nullable(),
    }),
  ),
});
export type ReceiptLinkList = z.infer<typeof receiptLinkList>;
export const revokedLinks = z.object({ revoked: z.number().int() });
