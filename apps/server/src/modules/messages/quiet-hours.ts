import { QUIET_HOURS } from '@kaksha/contracts';
import { dayIn, instantAt, wallClock } from '../../lib/zoned-time.ts';

/**
 * When quiet hours (21:00–08:00 in the institute's zone) end, if `now` is inside them; else null.
 * SMS and WhatsApp wait until then.
 */
export function quietUntil(now: Date, timeZone: string): Date | null {
  const { hour } = wallClock(now, timeZone);
  if (hour >= QUIET_HOURS.until && hour < QUIET_HOURS.from) return null;
  return instantAt(dayIn(now, timeZone), QUIET_HOURS.until, timeZone, hour >= QUIET_HOURS.from ? 1 : 0);
}
