import { z } from 'zod';
import { allotmentResult, allotStudentsInput } from './allotments.ts';
import { calendarDate, idParam } from './common.ts';
import { collectInput, receipt, sentResult } from './fees/payments.ts';
import { admissionInput } from './students.ts';

/**
 * The desk's commonest job in one call ("Admit, seat and collect"): the student and guardians, a
 * seat in a batch with its fee plan and a coupon, the first payment, and the receipt sent to the
 * family. Every step after the student may be left out; the whole is saved in one transaction or
 * not at all.
 */
export const deskSeat = allotStudentsInput.pick({ feePlanId: true, couponCode: true }).extend({
  batchId: idParam,
  /** The first day in the batch; unset: the admission date. */
  fromDate: calendarDate('Please enter a valid date.').optional(),
});

export const deskAdmissionInput = z.object({
  student: admissionInput,
  seat: deskSeat.nullable().default(null),
  payment: collectInput.nullable().default(null),
  /** Send the receipt to the main guardian (email with the PDF, SMS and WhatsApp with a link). */
  sendReceipt: z.boolean().default(false),
});
export type DeskAdmissionInput = z.input<typeof deskAdmissionInput>;

export const deskAdmission = z.object({
  student: z.object({ id: z.number().int(), name: z.string(), admissionNumber: z.string() }),
  seat: allotmentResult.nullable(),
  receipt: receipt.nullable(),
  /** What sending the receipt did (null: not asked, or no payment). */
  sent: sentResult.nullable(),
});
export type DeskAdmission = z.infer<typeof deskAdmission>;

export const deskMessages = {
  /** A step the caller's role does not cover, named in words. */
  mayNotSeat: 'Your role may not seat students in batches; leave the batch empty or ask a manager.',
  mayNotCollect: 'Your role may not collect fees; leave the payment empty or ask a cashier.',
  nothingToSend: 'There is no receipt to send: record a payment first.',
};
