import { integer, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, UpdateDeleteAction } from 'drizzle-orm/pg-core';

// Column makers that name no table (core.ts uses them too; columns.ts adds the organisation's), each a
// function so that every table gets a column of its own.

/**
 * A column naming the row of another table this row cannot be without (`NOT NULL`, a foreign key):
 * `batchId: requiredRef('batch_id', () => batches.id, 'cascade')`. With `'cascade'` the row goes when
 * that one does; without an action, that one cannot be deleted while a row names it.
 */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete?: UpdateDeleteAction) =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
