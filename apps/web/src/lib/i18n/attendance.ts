import { attendance } from './en/attendance.ts';
import type { Strings } from './index.ts';

/** Attendance's strings in the active language (only English today); see ./index.ts. */
export const tAttendance: Strings<typeof attendance> = attendance;
