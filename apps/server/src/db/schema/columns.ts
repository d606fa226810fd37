import { integer, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './core.ts';

// Columns many tables share, each a function so that every table gets a column of its own.

/** The organisation a row belongs to; its rows go when it does. */
export const organisationId = () =>
  integer('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
