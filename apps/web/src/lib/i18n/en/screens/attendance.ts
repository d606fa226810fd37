/** The titles of the attendance screens, by FrmName (features/attendance/screens.ts). */
export const screenTitles = {
  Attendance: 'Attendance',
} as const;
