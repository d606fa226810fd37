import type { PortalLanguage } from './account.ts';
import { DEFAULT_TIME_ZONE } from './institute.ts';

/**
 * How Kaksha writes dates, times, money and counts, on every screen, CSV and PDF (one module for the
 * web and the server), in English or Hindi (decision 096): `24 Nov 2026` / `24 नव॰ 2026`,
 * `24 Nov 2026, 11:03 am`, `₹1,23,456.00`, `1,23,456`. Money is integer paise everywhere (DESIGN §8)
 * and becomes rupees only here; amounts and counts are grouped the Indian way in both languages, with
 * Latin digits. Months are named from the tables below and the rest is built from Intl's numeric
 * parts, so the result is the same on every runtime (Node's and a browser's ICU name Hindi's months
 * differently by version), and formatters are made once per time zone.
 */

/** The language a date or figure is written in: the reader's (the portal's, or a family's). */
export type FormatLanguage = PortalLanguage;

/** Each language's months, short (`Dec`, `दिस॰`) and long (`December`, `दिसंबर`), as CLDR writes them. */
const MONTH_NAMES: Record<FormatLanguage, { short: readonly string[]; long: readonly string[] }> = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  hi: {
    short: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    long: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  },
};

/** A month's name (`month` 1–12) in `language`. */
export const monthNameOf = (
  month: number,
  language: FormatLanguage = 'en',
  style: 'short' | 'long' = 'short',
) => MONTH_NAMES[language][style][month - 1] ?? String(month);

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-IN', {
      timeZone,
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

type Instant = Date | string | number;

function partsOf(value: Instant, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of dateFormatter(timeZone).formatToParts(new Date(value))) parts[part.type] = part.value;
  return parts;
}

/** `24 Nov 2026` (`24 नव॰ 2026`): the calendar day an instant falls on in `timeZone`. */
export function formatDate(
  value: Instant,
  timeZone = DEFAULT_TIME_ZONE,
  language: FormatLanguage = 'en',
): string {
  const p = partsOf(value, timeZone);
  return `${p.day} ${monthNameOf(Number(p.month), language)} ${p.year}`;
}

/** `24 Nov 2026, 11:03 am` (`24 नव॰ 2026, 11:03 am`: Hindi writes am and pm so too). */
export function formatDateTime(
  value: Instant,
  timeZone = DEFAULT_TIME_ZONE,
  language: FormatLanguage = 'en',
): string {
  const p = partsOf(value, timeZone);
  const day = `${p.day} ${monthNameOf(Number(p.month), language)} ${p.year}`;
  return `${day}, ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toLowerCase()}`;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();
/**
 * `16:00`: a class's time in `timeZone`, on the 24-hour clock the timetable's slots are typed in —
 * the one style for class times, the timetable's and the demo classes' alike (issue 65).
 */
export function formatClock(value: Instant, timeZone = DEFAULT_TIME_ZONE): string {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(value));
}

/** A calendar date stored as `YYYY-MM-DD` (a holiday, a due date): no time zone moves it. */
export function formatCalendarDate(day: string, language: FormatLanguage = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return `${Number(match[3])} ${monthNameOf(Number(match[2]), language)} ${match[1]}`;
}

/** `7 Dec` (`7 दिस॰`) from `YYYY-MM-DD`: a chart's day, its year said elsewhere. */
export function formatDayAndMonth(day: string, language: FormatLanguage = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return `${Number(match[3])} ${monthNameOf(Number(match[2]), language)}`;
}

/** `Dec 2026` or `December 2026` (`दिस॰ 2026`, `दिसंबर 2026`) from `YYYY-MM`. */
export function formatMonth(
  month: string,
  language: FormatLanguage = 'en',
  style: 'short' | 'long' = 'short',
) {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return `${monthNameOf(Number(match[2]), language, style)} ${match[1]}`;
}

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * `1,23,456`: a count with Indian grouping; `1,000+` when the server stopped counting at
 * LIST_COUNT_CAP (`capped`: a list's `totalCapped`, a summary's `capped`).
 */
export function formatCount(value: number, capped = false): string {
  return `${grouping.format(value)}${capped ? '+' : ''}`;
}

/** `₹1,23,456.00` (and `-₹500.00`) from integer paise: the same in English and Hindi. */
export function formatMoney(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  return `${sign}₹${rupees.format(Math.abs(paise) / 100)}`;
}

const compactUnits: Record<FormatLanguage, [number, string][]> = {
  en: [
    [10_000_000, 'Cr'],
    [100_000, 'L'],
    [1_000, 'K'],
  ],
  hi: [
    [10_000_000, ' करोड़'],
    [100_000, ' लाख'],
    [1_000, ' हज़ार'],
  ],
};
const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/**
 * `₹1.5L`, `₹2Cr`, `₹45K` (`₹1.5 लाख`, `₹2 करोड़`, `₹45 हज़ार`) from integer paise: a chart's axis,
 * where the figures beside it give every paisa.
 */
export function formatCompactMoney(paise: number, language: FormatLanguage = 'en'): string {
  const rupeeValue = Math.abs(paise) / 100;
  const sign = paise < 0 ? '-' : '';
  const unit = compactUnits[language].find(([size]) => rupeeValue >= size);
  const figure = unit
    ? `${oneDecimal.format(rupeeValue / unit[0])}${unit[1]}`
    : oneDecimal.format(rupeeValue);
  return `${sign}₹${figure}`;
}

/** `12.5%` from a fraction (0.125), to `digits` places: both languages alike. */
export function formatPercent(fraction: number, digits = 1): string {
  return `${(fraction * 100).toFixed(digits)}%`;
}

/** 24/11/2026, 24-11-2026, 24.11.2026 or 2026-11-24 → '2026-11-24'; anything else → null. */
export function parseIndianDate(input: string): string | null {
  const text = input.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dmy
      ? [dmy[3], dmy[2], dmy[1]]
      : [undefined, undefined, undefined];
  if (!year) return null;
  const value = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}
