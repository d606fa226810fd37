import { sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { foldLog, keptAndLog } from './kept-totals.ts';
import type { KeptTotals } from './kept-totals.ts';

/*
 * How many rows a list holds for a whole organisation, by part (db/schema/list-counts.ts, migration
 * 0039, decision 045): the total of a list's first page that filters on nothing else, exact and not
 * counted. A list joins by triggers on its table (`list_counts_log('<part column>')`, or no argument
 * for a list without parts: its one part is '') and a back-fill of its counts (migration 0043's loop).
 */
const listCounts: KeptTotals = {
  kept: 'list_counts',
  log: 'list_count_changes',
  key: ['organisation_id', 'list', 'part'],
  sums: ['rows'],
};

/** The lists whose counts the database keeps, by their table's name (migrations 0039 and 0043). */
export type CountedList =
  | 'enquiries'
  /** The enquiries by their follow-up day ('' for none), 'YYYY-MM-DD' (migration 0046). */
  | 'enquiries_by_follow_up'
  /** The enquiries by the day (UTC) they were received, 'YYYY-MM-DD' (migration 0064). */
  | 'enquiries_by_created_day'
  | 'students'
  | 'users'
  | 'teachers'
  | 'audit_log'
  | 'messages'
  | 'boards'
  | 'classes'
  | 'subjects'
  | 'batches'
  | 'fee_plans'
  /** The students' fee accounts by their oldest owing due's day ('' when nothing is owed; migration 0052). */
  | 'fee_accounts'
  | 'centres';

/**
 * The rows `list` holds for an organisation in `parts` (an SQL list of values; every part when
 * absent): the kept counts and the changes not yet folded, never null. For `keptTotal` (db/page.ts).
 */
export function listTotal(list: CountedList, organisationId: SQL | Placeholder | number, parts?: SQL): SQL {
  return listTotalWhere(list, organisationId, parts && sql`part in (${parts})`);
}

/**
 * The rows `list` holds for an organisation in the parts that meet `partIs`, a condition on the
 * column `part` (`sql\`part < ${day}\``; every part when absent).
 */
export function listTotalWhere(
  list: CountedList,
  organisationId: SQL | Placeholder | number,
  partIs?: SQL,
): SQL {
  const where = sql`organisation_id = ${organisationId} and list = ${sql.raw(`'${list}'`)}${partIs ? sql` and ${partIs}` : sql``}`;
  return sql`select coalesce(sum(rows), 0) from (${keptAndLog(listCounts, 'rows', where)}) as kept`;
}

/** A filter's value (or its placeholder) as the one part it picks, or every part when it is not set. */
export const partOf = (value: unknown): SQL | undefined =>
  value === undefined ? undefined : sql`${value}::text`;

/** Whether a list's filter sets nothing but the organisation and `parts` (its total may then be kept). */
export const filtersOnly = (filter: object, ...parts: string[]) =>
  Object.entries(filter).every(
    ([key, value]) => value === undefined || key === 'organisationId' || parts.includes(key),
  );

/** Moves the counts' log into the counts (`foldLog`): any node, any time. Answers the changes moved. */
export function foldListCounts(db: Executor) {
  return foldLog(db, listCounts);
}
