import { auditRefKey, auditRefKind, formatDateTime, formatMoney } from '@kaksha/contracts';
import { calendarDate } from '../../../lib/format.ts';
import type { AuditNames } from '@kaksha/contracts';

/**
 * Keys whose whole numbers are money in paise (the house rule: integer paise everywhere): shown as
 * the screens show money, ₹23,000.00, never "amount: 2300000" (issue 65).
 */
const MONEY_KEY =
  /^(amount|applied|balance|paid|fine|fines|concession|credit|billed|total|overdue|charge|owed|instalments)$|Amount$|Paise$/i;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** How instants are written: in the institute's time zone (the screen passes its own). */
export type WriteMoment = (iso: string) => string;

/** How the line reads: instants in the institute's time, records by the names the page was given. */
interface Reading {
  moment: WriteMoment;
  names: AuditNames;
}

/**
 * A key naming a record by id reads as the record ("studentId" → "student", "toBatchId" → "toBatch",
 * "studentIds" → "students"); others as they are.
 */
const label = (key: string) => (auditRefKind(key) ? key.replace(/Id(s?)$/, '$1') : key);

/** A short, readable line for an entry's summary: "field: before → after" for changes, "key: value" otherwise. */
const show = (value: unknown, key: string, reading: Reading): string => {
  if (value === null || value === undefined || value === '') return '—';
  const kind = auditRefKind(key);
  // A record by its name, as the screens name it (issue 65); an id the page could not name, as #12.
  if (kind && (typeof value === 'number' || typeof value === 'string') && !Array.isArray(value))
    return reading.names[auditRefKey(kind, value)] ?? `#${value}`;
  if (typeof value === 'number' && Number.isInteger(value) && MONEY_KEY.test(key)) return formatMoney(value);
  // An instant (a start, a cancellation) in the institute's time, as the screens write it.
  if (typeof value === 'string' && MOMENT.test(value) && !Number.isNaN(Date.parse(value)))
    return reading.moment(value);
  // A calendar day (a due date, a joining day) reads the Indian way, like every date on screen.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return calendarDate(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? '—' : value.map((v) => show(v, key, reading)).join(', ');
  }
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.menu === 'string') return [o.menu, o.effect, o.level].filter(Boolean).join(' ');
    return Object.entries(o)
      .map(([k, v]) => `${label(k)} ${show(v, k, reading)}`)
      .join(', ');
  }
  return String(value);
};

export function summaryLines(
  summary: Record<string, unknown> | null,
  moment: WriteMoment = (iso) => formatDateTime(iso),
  names: AuditNames = {},
): string[] {
  if (!summary) return [];
  const reading = { moment, names };
  const before = summary.before as Record<string, unknown> | undefined;
  const after = summary.after as Record<string, unknown> | undefined;
  const lines: string[] = [];
  for (const [key, value] of Object.entries(summary)) {
    if (key === 'before' || key === 'after') continue;
    lines.push(`${label(key)}: ${show(value, key, reading)}`);
  }
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      lines.push(`${label(key)}: ${show(before[key], key, reading)} → ${show(after[key], key, reading)}`);
    }
  }
  return lines.map((line) => (line.length > 200 ? `${line.slice(0, 199)}…` : line));
}
