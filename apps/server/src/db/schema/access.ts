import { index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { menus, users } from './core.ts';
import { createdAt, requiredRef } from './columns.ts';

/**
 * Users, roles and permissions (issue 5). Roles, their grants and user_roles live in core.ts; these
 * tables add what a user holds beyond (or despite) their roles, their invitations and their centres.
 */

/** One menu granted to one user beyond their roles ('grant', with a level), or withheld ('withhold'). */
export const userMenuExceptions = pgTable(
  'user_menu_exceptions',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    menuCode: requiredRef('menu_code', () => menus.code),
    /** 'grant' or 'withhold'. */
    effect: varchar('effect', { length: 10 }).notNull(),
    /** 'view' or 'manage' for a grant; null for a withhold. */
    level: varchar('level', { length: 10 }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuCode] })],
);

/** The emailed link to set a first password: single use, expiring; only the token's SHA-256 is kept. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when accepted, or when a newer invitation (or deactivation) retires it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('invitations_user_idx').on(t.userId)],
);

/**
 * The centres a staff user works at, by the organisation's CentreCode. The centres themselves belong
 * to the centres area (issue 4); codes are checked through `CentreDirectory` in modules/users.
 */
export const userCentres = pgTable(
  'user_centres',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    centreCode: varchar('centre_code', { length: 20 }).notNull(),
  },
  // By code: a centre renamed, opened or closed changes what the user list shows of its staff.
  (t) => [primaryKey({ columns: [t.userId, t.centreCode] }), index('user_centres_code_idx').on(t.centreCode)],
);
