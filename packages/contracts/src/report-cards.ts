import { z } from 'zod';
import { idParam, pageOf } from './common.ts';
import { MESSAGE_STATUSES } from './messages/api.ts';
import { MESSAGE_CHANNELS } from './messages/catalogue.ts';

/**
 * Report cards beyond one student's PDF (issue 67): a teacher's own remark printed instead of the
 * drafted one; a whole batch's cards made in the background into one ZIP, with its progress; the
 * cards emailed to guardians through the notification service, and what became of each email.
 */

export const REMARK_MAX = 600;

export const reportCardMessages = {
  remarkTooLong: `A remark is at most ${REMARK_MAX} characters.`,
  runNotFound: 'Those report cards were not found.',
  runNotReady: 'The report cards are still being made; download the ZIP when they are ready.',
  batchNotInExam: 'Choose one of the exam’s batches.',
  sendWhen: 'Report cards are sent once the exam is held.',
  noneToSend: 'No guardian of these students has an email address.',
} as const;

/** One student's remark: the one drafted from marks and attendance, and the teacher's, if edited. */
export const examRemark = z.object({
  studentId: z.number().int(),
  name: z.string(),
  admissionNumber: z.string(),
  batchName: z.string(),
  drafted: z.string(),
  /** The teacher's own words, printed instead of the drafted remark; null: the drafted one. */
  remark: z.string().nullable(),
});
export type ExamRemark = z.infer<typeof examRemark>;
export const examRemarkList = z.object({ data: z.array(examRemark) });
export type ExamRemarkList = z.infer<typeof examRemarkList>;

/** Blank: go back to the drafted remark. */
export const remarkInput = z.object({
  remark: z.string().trim().max(REMARK_MAX, reportCardMessages.remarkTooLong),
});
export type RemarkInput = z.input<typeof remarkInput>;
/** What is kept: the teacher's words, or null (the drafted remark is printed). */
export const remarkSaved = z.object({ remark: z.string().nullable() });

/** Which of the exam's batches (null: all of them). */
export const reportCardBatchInput = z.object({ batchId: idParam.nullable().default(null) });
export type ReportCardBatchInput = z.input<typeof reportCardBatchInput>;

export const REPORT_CARD_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const reportCardRun = z.object({
  id: z.number().int(),
  examId: z.number().int(),
  /** Null: every batch of the exam. */
  batchName: z.string().nullable(),
  status: z.enum(REPORT_CARD_RUN_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  /** The ZIP's name once made. */
  fileName: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReportCardRun = z.infer<typeof reportCardRun>;
export const reportCardRunList = z.object({ data: z.array(reportCardRun) });
export type ReportCardRunList = z.infer<typeof reportCardRunList>;
export const reportCardRunParams = z.object({ id: idParam, runId: idParam });

export const reportCardsSent = z.object({
  /** Emails queued (one a guardian with an address). */
  queued: z.number().int(),
  /** Students none of whose guardians has an email address. */
  withoutEmail: z.array(z.string()),
});
export type ReportCardsSent = z.infer<typeof reportCardsSent>;

/** What became of each report card emailed to a guardian: the newest first. */
export const reportCardDelivery = z.object({
  studentName: z.string(),
  recipientName: z.string(),
  address: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** The message's state in the delivery log. */
  status: z.enum(MESSAGE_STATUSES),
  reason: z.string().nullable(),
  at: z.string(),
});
export type ReportCardDelivery = z.infer<typeof reportCardDelivery>;
/** A page of them (`listQuery`), with how many emails of the exam are in each state. */
export const reportCardDeliveries = pageOf(reportCardDelivery).extend({
  counts: z.record(z.string(), z.number().int()),
});
export type ReportCardDeliveries = z.infer<typeof reportCardDeliveries>;
