/** The titles of the timetable screens, by FrmName: the breadcrumb's and each screen's heading (features/timetable/screens.ts). */
export const screenTitles = {
  TimeAllocation: 'Time Allocation',
  Holiday: 'Holidays',
} as const;
