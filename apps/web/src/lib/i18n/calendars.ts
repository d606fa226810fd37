import { calendars } from './en/calendars.ts';
import type { Strings } from './index.ts';

/** The calendars area's strings in the active language (only English today); see ./index.ts. */
export const tCalendars: Strings<typeof calendars> = calendars;
