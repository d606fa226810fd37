/** The titles of the teachers screens, by FrmName: the breadcrumb's and each screen's heading (features/teachers/screens.ts). */
export const screenTitles = {
  Manageteacher: 'Teachers',
  Panels: 'Teacher Details',
} as const;
