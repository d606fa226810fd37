import { useMemo } from 'react';
import {
  DEFAULT_TIME_ZONE,
  formatCalendarDate,
  formatClock,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
} from '@kaksha/contracts';
import { useInstituteBrand } from './brand.ts';

/**
 * The shared Indian formats (`24 Nov 2026`, `24 Nov 2026, 11:03 am`, `₹1,23,456.00`), with instants
 * written in the institute's time zone rather than the browser's.
 */
export function useFormats() {
  const zone = useInstituteBrand().data?.timeZone ?? DEFAULT_TIME_ZONE;
  return useMemo(() => {
    // An instant's calendar day (`2026-11-24`).
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return {
      date: (value: Date | string | number) => formatDate(value, zone),
      dateTime: (value: Date | string | number) => formatDateTime(value, zone),
      // A class's clock (`16:00`, as slots are typed): timetable and demo classes alike.
      time: (value: Date | string | number) => formatClock(value, zone),
      dayOf: (value: Date | string | number) => day.format(new Date(value)),
      calendarDate: formatCalendarDate,
      money: formatMoney,
      count: formatCount,
    };
  }, [zone]);
}
