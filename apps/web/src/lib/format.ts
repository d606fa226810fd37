import { useMemo } from 'react';
import {
  DEFAULT_TIME_ZONE,
  formatCalendarDate,
  formatClock,
  formatCompactMoney,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayAndMonth,
  formatMoney,
  formatMonth,
  formatPercent,
} from '@kaksha/contracts';
import { useInstituteBrand } from './brand.ts';
import { activeLanguage } from './i18n/language.ts';

/**
 * The shared Indian formats in the portal's language (decision 096): `24 Nov 2026` / `24 नव॰ 2026`,
 * `24 Nov 2026, 11:03 am`, `₹1,23,456.00`, with instants written in the institute's time zone rather
 * than the browser's. Every screen writes dates and figures through these (or the plain functions
 * below, where no instant is involved); none makes its own Intl formatter.
 */
export function useFormats() {
  const zone = useInstituteBrand().data?.timeZone ?? DEFAULT_TIME_ZONE;
  return useMemo(() => {
    // An instant's calendar day (`2026-11-24`).
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return {
      date: (value: Date | string | number) => formatDate(value, zone, activeLanguage),
      dateTime: (value: Date | string | number) => formatDateTime(value, zone, activeLanguage),
      // A class's clock (`16:00`, as slots are typed): timetable and demo classes alike.
      time: (value: Date | string | number) => formatClock(value, zone),
      dayOf: (value: Date | string | number) => day.format(new Date(value)),
      calendarDate,
      money: formatMoney,
      count: formatCount,
    };
  }, [zone]);
}

/** A stored calendar day (`YYYY-MM-DD`): `5 Jan 2027` / `5 जन॰ 2027`. */
export const calendarDate = (day: string) => formatCalendarDate(day, activeLanguage);
/** `YYYY-MM`: `Dec 2026` / `दिस॰ 2026` (or `December 2026` / `दिसंबर 2026`). */
export const monthName = (month: string, style: 'short' | 'long' = 'short') =>
  formatMonth(month, activeLanguage, style);
/** A chart's day: `7 Dec` / `7 दिस॰`. */
export const dayAndMonth = (day: string) => formatDayAndMonth(day, activeLanguage);
/** A chart's axis: `₹1.5L` / `₹1.5 लाख`. */
export const compactMoney = (paise: number) => formatCompactMoney(paise, activeLanguage);
export const percent = formatPercent;
