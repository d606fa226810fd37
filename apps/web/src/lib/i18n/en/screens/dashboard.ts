/** The titles of the dashboard screens, by FrmName: the breadcrumb's and each screen's heading (features/dashboard/screens.ts). */
export const screenTitles = {
  Dashboard: 'Dashboard',
} as const;
