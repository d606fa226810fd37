/** The titles of the payroll screens, by FrmName: the breadcrumb's and each screen's heading (features/payroll/screens.ts). */
export const screenTitles = {
  Payroll: 'Payroll',
  PayrollVideo: 'Payroll Video',
} as const;
