import type { screenTitles as en } from '../../en/screens/attendance.ts';
import type { Strings } from '../../types.ts';

/** The attendance screens' titles in Hindi, by FrmName (English's: ../../en/screens/attendance.ts). */
export const screenTitles: Strings<typeof en> = {
  Attendance: 'उपस्थिति',
};
