import { useMemo } from 'react';
import {
  DEFAULT_TIME_ZONE,
  formatCalendarDate,
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
    // A timetable's clock (`16:00`, as slots are typed) and an instant's calendar day (`2026-11-24`).
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return {
      date: (value: Date | string | number) => formatDate(value, zone),
      dateTime: (value: Date | string | number) => formatDateTime(value, zone),
      time: (value: Date | string | number) => clock.format(new Date(value)),
      dayOf: (value: Date | string | number) => day.format(new Date(value)),
      calendarDate: formatCalendarDate,
      money: formatMoney,
      count: formatCount,
    };
  }, [zone]);
}
