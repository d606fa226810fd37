import { timetable } from './en/timetable.ts';
import type { Strings } from './index.ts';

/** The timetable area's strings in the active language (only English today); see ./index.ts. */
export const tTimetable: Strings<typeof timetable> = timetable;
