import { z } from 'zod';
import { idParam } from './common.ts';

/*
 * GET /api/v1/dashboard/today (issue 69, decision 084): the owner's morning — today's figures, each
 * with the link to the list behind it (a web route with the list's filter in its query). A figure is
 * present only when the caller may open the screen it links to (DASHBOARD_FIGURE_MENUS); with a
 * centre chosen, the figures that belong to a centre count that centre's alone.
 */

export const dashboardQuery = z.object({ centreId: idParam.optional() });
export type DashboardQuery = z.input<typeof dashboardQuery>;

const count = z.number().int().nonnegative();
/** Paise. */
const money = z.number().int();
/** A web route with the list's filter (`/adminhome?form=PendingFees&ageing=d31_60`). */
const href = z.string();

/** The overdue bands, as PendingFees' ageing buckets name them (`notDue` is not overdue). */
export const OVERDUE_BANDS = ['d0_30', 'd31_60', 'd61_90', 'd90plus'] as const;
export type OverdueBand = (typeof OVERDUE_BANDS)[number];

export const dashboardCollections = z.object({
  /** Valid receipts taken today (by the institute's day), in all and by mode. */
  today: money,
  receipts: count,
  byMode: z.array(z.object({ mode: z.string(), amount: money, receipts: count })),
  /** Receipts of the month so far, against what fell due this month (amount less concession, fines in). */
  monthCollected: money,
  monthDue: money,
  links: z.object({ today: href, month: href }).partial(),
});

export const dashboardOverdue = z.object({
  /** What is owed on dues that fell due by today, by the age of the due (PendingFees' buckets). */
  total: money,
  students: count,
  bands: z.object({ d0_30: money, d31_60: money, d61_90: money, d90plus: money }),
  links: z.object({ all: href, d0_30: href, d31_60: href, d61_90: href, d90plus: href }).partial(),
});

export const dashboardEnquiries = z.object({
  dueToday: count,
  overdue: count,
  newThisWeek: count,
  /** Enquiries received this month, and of them those admitted: the month's conversion. */
  monthReceived: count,
  monthAdmitted: count,
  /** monthAdmitted of monthReceived in percent, one decimal; null with none received. */
  conversion: z.number().nullable(),
  links: z.object({ dueToday: href, overdue: href, newThisWeek: href, month: href }).partial(),
});

export const dashboardAdmissions = z.object({
  month: count,
  links: z.object({ month: href }).partial(),
});

export const dashboardAttendance = z.object({
  /** Each batch with a register today: marks counted as decision 080 weighs them. */
  batches: z.array(
    z.object({ batchId: z.number().int(), name: z.string(), marked: count, percent: z.number().nullable() }),
  ),
  absent: count,
  /** Today's classes that have ended with no register. */
  unmarked: count,
  links: z.object({ today: href, unmarked: href }).partial(),
});

export const dashboardClasses = z.object({
  /** Today's classes: all booked, held (a register saved), cancelled, and those whose teacher is away. */
  scheduled: count,
  held: count,
  cancelled: count,
  toCover: count,
  links: z.object({ today: href, toCover: href }).partial(),
});

export const dashboardExams = z.object({
  /** Exams with a paper this week (Monday to Sunday), and held exams whose results are not published. */
  thisWeek: count,
  toPublish: count,
  links: z.object({ thisWeek: href, toPublish: href }).partial(),
});

export const dashboardPayroll = z.object({
  /** Pay runs computed as drafts, waiting for approval. */
  awaitingApproval: count,
  links: z.object({ runs: href }).partial(),
});

export const dashboardStock = z.object({
  /** Active items at or below their reorder level (in the centre's stores, with a centre). */
  low: count,
  links: z.object({ low: href }).partial(),
});

export const dashboardMessages = z.object({
  /** Messages that failed in the last 7 days. */
  failed: count,
  links: z.object({ failed: href }).partial(),
});

export const dashboardToday = z.object({
  /** The institute's today, 'YYYY-MM-DD'. */
  today: z.string(),
  centreId: z.number().int().nullable(),
  /** The institute's active centres, for the chooser. */
  centres: z.array(z.object({ id: z.number().int(), name: z.string() })),
  collections: dashboardCollections.optional(),
  overdue: dashboardOverdue.optional(),
  enquiries: dashboardEnquiries.optional(),
  admissions: dashboardAdmissions.optional(),
  attendance: dashboardAttendance.optional(),
  classes: dashboardClasses.optional(),
  exams: dashboardExams.optional(),
  payroll: dashboardPayroll.optional(),
  stock: dashboardStock.optional(),
  messages: dashboardMessages.optional(),
});
export type DashboardToday = z.infer<typeof dashboardToday>;
export type DashboardFigureName = Exclude<keyof DashboardToday, 'today' | 'centreId' | 'centres'>;

/**
 * The screen each figure opens, and so the menu (view) that shows it: a figure is absent for a caller
 * who may not open its screen.
 */
export const DASHBOARD_FIGURE_MENUS: Record<DashboardFigureName, string> = {
  collections: 'PaidFees',
  overdue: 'PendingFees',
  enquiries: 'ManageEnquiry',
  admissions: 'ManageStudents',
  attendance: 'Attendance',
  classes: 'UpcomingClasses',
  exams: 'ExamManagementSystem',
  payroll: 'Payroll',
  stock: 'Inventory',
  messages: 'Messages',
};
