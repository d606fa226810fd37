/** The titles of the calendars screens, by FrmName: the breadcrumb's and each screen's heading (features/calendars/screens.ts). */
export const screenTitles = {
  BatchCalender: 'Batch Calendar',
  TeacherCalender: 'Teacher Calendar',
  UpcomingClasses: 'Upcoming Classes',
} as const;
