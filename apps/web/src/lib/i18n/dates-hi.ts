import dayjs from 'dayjs';
import { monthNameOf } from '@kaksha/contracts';
import { components } from './hi/components.ts';

/**
 * The date picker's words in Hindi: Mantine's calendar names months and weekdays through dayjs, which
 * knows only English until a locale is registered. Months come from the contracts' table, so the field
 * shows "7 दिस॰ 2026" exactly as every other date on the page (decision 096). Registered by the Hindi
 * chunk (./hi.ts), so English pages load none of it.
 */
const months = (style: 'short' | 'long') =>
  Array.from({ length: 12 }, (_, index) => monthNameOf(index + 1, 'hi', style));
/** The kit calendar's weekday names (Monday first), in the Sunday-first order dayjs counts in. */
const sundayFirst = (mondayFirst: readonly string[]) => [mondayFirst[6]!, ...mondayFirst.slice(0, 6)];
const { weekdays, weekdaysShort } = components.calendar;

dayjs.locale(
  {
    name: 'hi',
    months: months('long'),
    monthsShort: months('short'),
    weekdays: sundayFirst(weekdays),
    weekdaysShort: sundayFirst(weekdaysShort),
    weekdaysMin: ['र', 'सो', 'मं', 'बु', 'गु', 'शु', 'श'],
    weekStart: 1,
    ordinal: (n: number) => String(n),
  } as unknown as ILocale,
  undefined,
  true,
);
