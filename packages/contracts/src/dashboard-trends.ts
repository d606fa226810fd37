import { z } from 'zod';
import { dashboardQuery } from './dashboard.ts';

/*
 * GET /api/v1/dashboard/trends (issue 69, decision 095): the owner's trends — the last twelve months'
 * collections against dues, enquiries and admissions by month, attendance by week — for the institute
 * or one centre. Like the figures, a trend is present only when the caller may open its list
 * (DASHBOARD_TREND_MENUS). GET /api/v1/dashboard/trends/export.csv?trend=… gives one as CSV.
 */

export const DASHBOARD_TREND_MONTHS = 12;
export const DASHBOARD_TREND_WEEKS = 12;

const count = z.number().int().nonnegative();
/** Paise. */
const money = z.number().int();
/** 'YYYY-MM'. */
const month = z.string();

export const trendCollections = z.array(
  z.object({
    month,
    /** Valid receipts taken in the month. */
    collected: money,
    /** Dues falling due in the month: amount less concession, fines in. */
    due: money,
  }),
);
export const trendEnquiries = z.array(
  z.object({
    month,
    received: count,
    /** Of those received in the month, admitted since. */ admitted: count,
  }),
);
export const trendAdmissions = z.array(z.object({ month, admitted: count }));
export const trendAttendance = z.array(
  z.object({
    /** The week's Monday, 'YYYY-MM-DD'. */
    week: z.string(),
    marks: count,
    /** Present marks, a half-day counting half (decision 080). */
    present: z.number().nonnegative(),
    /** present of marks in percent, one decimal; null with no mark. */
    percent: z.number().nullable(),
  }),
);

export const dashboardTrends = z.object({
  /** The institute's today, 'YYYY-MM-DD'. */
  today: z.string(),
  centreId: z.number().int().nullable(),
  collections: trendCollections.optional(),
  enquiries: trendEnquiries.optional(),
  admissions: trendAdmissions.optional(),
  attendance: trendAttendance.optional(),
});
export type DashboardTrends = z.infer<typeof dashboardTrends>;
export type DashboardTrendName = Exclude<keyof DashboardTrends, 'today' | 'centreId'>;

export const DASHBOARD_TRENDS = [
  'collections',
  'enquiries',
  'admissions',
  'attendance',
] as const satisfies readonly DashboardTrendName[];

/** The menu (view) that shows a trend: the list its rows are counted from. */
export const DASHBOARD_TREND_MENUS: Record<DashboardTrendName, string> = {
  collections: 'PaidFees',
  enquiries: 'ManageEnquiry',
  admissions: 'ManageStudents',
  attendance: 'Attendance',
};

export const dashboardTrendsQuery = dashboardQuery;
export const dashboardTrendCsvQuery = dashboardQuery.extend({ trend: z.enum(DASHBOARD_TRENDS) });
