import { timetable } from './en/timetable.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The timetable area's strings in the active language; see ./index.ts. */
export const tTimetable: Strings<typeof timetable> = localised('timetable', timetable);
