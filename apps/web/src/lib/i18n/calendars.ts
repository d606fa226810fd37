import { calendars } from './en/calendars.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The calendars area's strings in the active language; see ./index.ts. */
export const tCalendars: Strings<typeof calendars> = localised('calendars', calendars);
