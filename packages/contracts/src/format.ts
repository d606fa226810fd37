import { DEFAULT_TIME_ZONE } from './institute.ts';

/**
 * How Kaksha writes dates, times, money and counts, on every screen, CSV and PDF (one module for the
 * web and the server): `24 Nov 2026`, `24 Nov 2026, 11:03 am`, `₹1,23,456.00`, `1,23,456`. Money is
 * integer paise everywhere (DESIGN §8) and becomes rupees only here. Built from Intl's parts, so the
 * result is the same on every runtime, and formatters are made once per time zone.
 */

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-IN', {
      timeZone,
      day: 'numeric',
      month: 'short',
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

/** `24 Nov 2026`: the calendar day an instant falls on in `timeZone`. */
export function formatDate(value: Instant, timeZone = DEFAULT_TIME_ZONE): string {
  const p = partsOf(value, timeZone);
  return `${p.day} ${p.month} ${p.year}`;
}

/** `24 Nov 2026, 11:03 am`. */
export function formatDateTime(value: Instant, timeZone = DEFAULT_TIME_ZONE): string {
  const p = partsOf(value, timeZone);
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toLowerCase()}`;
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date stored as `YYYY-MM-DD` (a holiday, a due date): no time zone moves it. */
export function formatCalendarDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
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

/** `₹1,23,456.00` (and `-₹500.00`) from integer paise. */
export function formatMoney(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  return `${sign}₹${rupees.format(Math.abs(paise) / 100)}`;
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

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return n % 10 ? `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}` : TENS[n / 10]!;
}

/** A whole number in words, grouped the Indian way: crore, lakh, thousand, hundred. */
export function numberInWords(n: number): string {
  if (n < 100) return belowHundred(n);
  const parts: string[] = [];
  const groups: [number, string][] = [
    [10_000_000, 'Crore'],
    [100_000, 'Lakh'],
    [1_000, 'Thousand'],
    [100, 'Hundred'],
  ];
  let left = n;
  for (const [size, name] of groups) {
    const count = Math.floor(left / size);
    // Past 99 crore the crores themselves are counted in words ("One Hundred Twenty Crore").
    if (count) parts.push(`${numberInWords(count)} ${name}`);
    left %= size;
  }
  if (left) parts.push(belowHundred(left));
  return parts.join(' ');
}

/** `Rupees Forty-Five Thousand and Fifty Paise Only`, from integer paise (receipts, cheques). */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(Math.abs(paise) / 100);
  const rest = Math.abs(paise) % 100;
  const sign = paise < 0 ? 'Minus ' : '';
  return `${sign}Rupees ${numberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
