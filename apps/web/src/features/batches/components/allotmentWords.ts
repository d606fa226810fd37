import { type AllotmentResult } from '@kaksha/contracts';
import { calendarDate } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tBatches } from '../../../lib/i18n/batches.ts';
import { plural } from '../../../lib/i18n/plural.ts';

const f = tBatches.allotForm;

const names = (list: { name: string }[]) => list.map((s) => s.name).join(', ');

/** Before saving: how many of `picked` the free seats take, and how many wait. */
export function allotPreview(picked: number, seats: { capacity: number; allotted: number }) {
  const free = Math.max(0, seats.capacity - seats.allotted);
  const freeText = free === 0 ? f.noSeatsFree : plural(free, f.seatsFree);
  if (picked === 0) return fmt(f.freeOnly, { free: freeText });
  const seated = Math.min(free, picked);
  const waiting = picked - seated;
  const what = [
    seated > 0 ? plural(seated, f.seated) : null,
    waiting > 0 ? plural(waiting, f.waitlisted) : null,
  ].filter(Boolean);
  return fmt(f.preview, { free: freeText, what: what.join(', ') });
}

/** After saving: "Seated: A, B. Billed on JEE fees. Waitlisted: C. Already in the batch: D." */
export function allotDone(result: AllotmentResult) {
  return [
    result.allotted.length ? fmt(f.doneSeated, { names: names(result.allotted) }) : null,
    result.billedOn ? fmt(f.doneBilled, { plan: result.billedOn }) : null,
    result.couponApplied ? plural(result.couponApplied, f.doneCoupon) : null,
    result.waitlisted.length ? fmt(f.doneWaitlisted, { names: names(result.waitlisted) }) : null,
    result.already.length ? fmt(f.doneAlready, { names: names(result.already) }) : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/** " Meera Rao took the freed seat." after a transfer or a leaving, or nothing. */
export function promotedText(result: AllotmentResult) {
  const { promoted } = result;
  if (!promoted.length) return '';
  const forms = tBatches.promoted;
  return ` ${fmt(promoted.length === 1 ? forms.one : forms.many, { names: names(promoted) })}`;
}

/** "1 Jun 2026 – 31 Aug 2026"; the first day alone while the seat is still held. */
export const seatDates = (from: string, to: string | null) =>
  to ? `${calendarDate(from)} – ${calendarDate(to)}` : calendarDate(from);

/** `day` plus `n` calendar days (YYYY-MM-DD, no time zone involved). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The later of two days (YYYY-MM-DD compares as text). */
export const laterOf = (a: string, b: string) => (a > b ? a : b);
