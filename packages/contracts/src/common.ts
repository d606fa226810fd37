import { z } from 'zod';

/**
 * What every area's contract builds on: the list query and the list page (DESIGN §3, react-admin's
 * `{data, total}`), so that eight areas do not write them eight ways.
 */

/** page/pageSize/q, the house style of every /api/v1 list; an area adds its own filters. */
export const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
};

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
