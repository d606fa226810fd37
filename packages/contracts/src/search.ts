import { z } from 'zod';
import { ENQUIRY_STAGES } from './enquiries.ts';
import { RECEIPT_STATUSES } from './fees/payments.ts';
import { STUDENT_STATUSES } from './students.ts';

/*
 * The quick search in the top bar (issue 71, decision 089): one text finds students, enquiries,
 * teachers and receipts, each kind a few, best first, with what the desk asks next.
 */

/** How many of each kind the quick search answers. */
export const QUICK_SEARCH_LIMIT = 5;
/** The kinds the quick search finds, in the order it shows them. */
export const QUICK_SEARCH_KINDS = ['students', 'enquiries', 'teachers', 'receipts'] as const;
export type QuickSearchKind = (typeof QUICK_SEARCH_KINDS)[number];

export const quickSearchQuery = z.object({
  q: z.string().trim().min(1, 'Type something to search for.').max(100),
});
export type QuickSearchQuery = z.input<typeof quickSearchQuery>;

export const quickStudent = z.object({
  id: z.number().int(),
  name: z.string(),
  admissionNumber: z.string(),
  className: z.string().nullable(),
  /** The batches the student sits in now, by name, a comma apart ('' for none). */
  batches: z.string(),
  status: z.enum(STUDENT_STATUSES),
  guardianMobile: z.string().nullable(),
  /** What the student owes, in paise; null when the caller holds no fees menu. */
  balance: z.number().int().nullable(),
});
export type QuickStudent = z.infer<typeof quickStudent>;

export const quickEnquiry = z.object({
  /** Also the enquiry's number: "Enquiry no. 123". */
  id: z.number().int(),
  studentName: z.string(),
  guardianName: z.string(),
  mobile: z.string(),
  stage: z.enum(ENQUIRY_STAGES),
  className: z.string().nullable(),
  nextFollowUp: z.string().nullable(),
});
export type QuickEnquiry = z.infer<typeof quickEnquiry>;

export const quickTeacher = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  active: z.boolean(),
});
export type QuickTeacher = z.infer<typeof quickTeacher>;

export const quickReceipt = z.object({
  id: z.number().int(),
  number: z.string(),
  studentName: z.string().nullable(),
  admissionNumber: z.string().nullable(),
  /** In paise. */
  amount: z.number().int(),
  receivedOn: z.string(),
  status: z.enum(RECEIPT_STATUSES),
});
export type QuickReceipt = z.infer<typeof quickReceipt>;

/** Each kind the caller's menus open, best match first; a kind they may not open is absent. */
export const quickSearchResult = z.object({
  students: z.array(quickStudent).optional(),
  enquiries: z.array(quickEnquiry).optional(),
  teachers: z.array(quickTeacher).optional(),
  receipts: z.array(quickReceipt).optional(),
});
export type QuickSearchResult = z.infer<typeof quickSearchResult>;
