import { z } from 'zod';

/**
 * What every area's contract builds on: ids, the list query and the list page (DESIGN §3,
 * react-admin's `{data, total}`), text, dates and money, so that eight areas do not write them eight
 * ways. An area's own file (centres.ts, teachers/, …) adds only what is its own.
 */

export { apiError, errorCodes, errorStatus } from './errors.ts';
// Every contract's field errors are sentences (issue 65): the one error map, set where every schema starts.
export { fieldNoun, personMessage } from './error-map.ts';
export type { ApiError, ErrorCode } from './errors.ts';

/** The largest row id (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** A row id in a path or query string. */
export const idParam = z.coerce.number().int().positive().max(MAX_ID);
/** `/:id` path parameters. */
export const idParams = z.object({ id: idParam });

/** page/pageSize/q, the house style of every /api/v1 list; an area adds its own filters. */
export const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
};
/** A list's query when the area has no filters of its own. */
export const listQuery = z.object(pageFields);
export type ListQuery = z.input<typeof listQuery>;

/** `?active=true|false|all` (absent or `all`: both). */
export const activeFilter = z
  .enum(['true', 'false', 'all'])
  .optional()
  .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined));

/**
 * How far a list counts what matches. Past it a screen says "10,000+": counting every row of a big
 * organisation would cost each page, and nobody pages that far (they search or filter).
 */
export const LIST_COUNT_CAP = 1_000;

/** One page of a list: its rows, how many match (up to LIST_COUNT_CAP), and whether more do. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    /** Matching rows, counted up to LIST_COUNT_CAP. */
    total: z.number().int(),
    /** More than LIST_COUNT_CAP rows match (show the total as "10,000+"). */
    totalCapped: z.boolean(),
  });
}

/** Text that must be given: trimmed, not empty (`message`), at most `max` characters. */
export const requiredText = (max: number, message: string) => z.string().trim().min(1, message).max(max);

const DATE_HINT = 'Use a date like 2025-01-31.';
/**
 * YYYY-MM-DD naming a real calendar day: 2025-02-30 and 2974-13-84 have the right shape but name no
 * day. `base` may trim first (`z.string().trim()`).
 */
export function calendarDate(message: string = DATE_HINT, base: z.ZodString = z.string()) {
  return base.regex(/^\d{4}-\d{2}-\d{2}$/, message).refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && fromYearOne(v);
  }, message);
}

/**
 * A day or moment PostgreSQL can hold: ISO 8601 and JavaScript have a year 0, PostgreSQL does not
 * ("date/time field value out of range"; the hostile-input suite found it as a 500).
 */
export const fromYearOne = (isoDayOrMoment: string) => !isoDayOrMoment.startsWith('0000');

/** Money: a whole, non-negative number of paise (₹1 = 100), in the database, contracts and files. */
export const paise = z
  .number('Please enter an amount.')
  .int('Amounts are whole paise.')
  .min(0, 'An amount cannot be negative.')
  .max(Number.MAX_SAFE_INTEGER);

/** A wall-clock time in the institute's zone, 24-hour HH:MM. */
export const clockTime = (message = 'Use a time like 16:30.') =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

type WithoutDefault<F> = F extends z.ZodDefault<infer T> ? T : F;
/**
 * A change of some of `fields` (a PATCH): each optional and without its default, so that a field left
 * out stays as it was. zod 4's `.partial()` keeps a field's default, and `{name}` alone would reset
 * every defaulted field (a student's class, board, school…) to its default.
 */
export function changeOf<S extends z.ZodRawShape>(fields: S) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      z.optional(field instanceof z.ZodDefault ? field.unwrap() : field),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof S]: z.ZodOptional<WithoutDefault<S[K]>> }>;
}
