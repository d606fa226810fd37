import { formatCalendarDate } from '@kaksha/contracts';

/** A short, readable line for an entry's summary: "field: before → after" for changes, "key: value" otherwise. */
const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  // A calendar day (a due date, a joining day) reads the Indian way, like every date on screen.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDate(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? '—' : value.map(show).join(', ');
  }
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.menu === 'string') return [o.menu, o.effect, o.level].filter(Boolean).join(' ');
    return Object.entries(o)
      .map(([k, v]) => `${k} ${show(v)}`)
      .join(', ');
  }
  return String(value);
};

export function summaryLines(summary: Record<string, unknown> | null): string[] {
  if (!summary) return [];
  const before = summary.before as Record<string, unknown> | undefined;
  const after = summary.after as Record<string, unknown> | undefined;
  const lines: string[] = [];
  for (const [key, value] of Object.entries(summary)) {
    if (key === 'before' || key === 'after') continue;
    lines.push(`${key}: ${show(value)}`);
  }
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      lines.push(`${key}: ${show(before[key])} → ${show(after[key])}`);
    }
  }
  return lines.map((line) => (line.length > 200 ? `${line.slice(0, 199)}…` : line));
}
