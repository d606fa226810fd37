import { bigserial, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { organisationId } from './columns.ts';

/*
 * How many rows each list holds for a whole organisation, by the one column its screen first filters
 * on (`part`: an enquiry's stage, a student's status): the total of a list's first page, and a board's
 * column, without counting rows (decisions 032, 044 and 045). Kept by the database: a statement
 * trigger on the listed table only INSERTs what a statement changed into `list_count_changes`;
 * `foldListCounts` (db/list-counts.ts) moves the log into the counts every second, on any node;
 * a reader adds the log not yet folded, so a count is exact whenever it is read. Never written by the
 * application.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    organisationId: organisationId(),
    /** The list: the table the trigger is on ('enquiries', 'students'). */
    list: varchar('list', { length: 40 }).notNull(),
    part: varchar('part', { length: 40 }).notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.list, t.part] })],
);

/**
 * Changes to `list_counts` not yet folded in (no foreign key: the log is written on the hot path).
 * Indexed as read, by list: a list's reader skips the changes of every other list, and the dead rows
 * every fold leaves until a vacuum (the courier's status changes are many).
 */
export const listCountChanges = pgTable(
  'list_count_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organisationId: integer('organisation_id').notNull(),
    list: varchar('list', { length: 40 }).notNull(),
    part: varchar('part', { length: 40 }).notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [index('list_count_changes_list_idx').on(t.organisationId, t.list, t.part)],
);
