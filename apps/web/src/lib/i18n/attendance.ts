import { attendance } from './en/attendance.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** Attendance's strings in the active language; see ./index.ts. */
export const tAttendance: Strings<typeof attendance> = localised('attendance', attendance);
