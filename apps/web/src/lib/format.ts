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
  return useMemo(
    () => ({
      date: (value: Date | string | number) => formatDate(value, zone),
      dateTime: (value: Date | string | number) => formatDateTime(value, zone),
      calendarDate: formatCalendarDate,
      money: formatMoney,
      count: formatCount,
    }),
    [zone],
  );
}
