import { naturalKey } from '../natural.ts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, updatedAt } from './plain-columns.ts';

/** Binary columns (photos, logos, files) come back as Buffers from both drivers. */
/**
 * A trigram index on a searched column (pg_trgm, migration 0033): a list's search box (`ILIKE
 * '%q%'`) reads it instead of every row of the organisation, so a search costs the same in a large
 * institute (docs/decisions/033). Every column a list searches has one, and its migration raises the
 * column's statistics target to 250 (hand-written, as in 0033) so the planner can tell a rare match
 * from a common one.
 */
export const searchIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));

/**
 * What a list's search box matches in a row of a table searched by several columns: the columns (by
 * their SQL names) as one text, a line apart, kept by the database (decision 046). The list asks
 * `ilike(table.searchText, q)` and one trigram index answers it: the planner weighs one pattern
 * instead of one per column, which halved the planning a search pays on every call. A pattern typed
 * in a search box holds no line break, so a match never spans two columns.
 */
export const searchText = (...columns: string[]) =>
  text('search_text').generatedAlwaysAs(sql.raw(columns.map((c) => `"${c}"`).join(` || E'\\n' || `)));

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** An organisation is the spec's SUCode: every other row hangs from one. */
export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  suCode: varchar('su_code', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 200 }).notNull(),
  payrollVideoUrl: text('payroll_video_url'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organisationId: requiredRef('organisation_id', () => organisations.id, 'cascade'),
    /** Stored lower-case; sign-in is by email alone, so it is unique across organisations. */
    email: varchar('email', { length: 254 }).notNull().unique(),
    /** argon2id; null until an invited user sets a password. */
    passwordHash: text('password_hash'),
    userName: varchar('user_name', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    whatsapp: varchar('whatsapp', { length: 20 }).notNull().default(''),
    userType: varchar('user_type', { length: 20 }).notNull(),
    active: boolean('active').notNull().default(true),
    /** The portal's language for this user ('en', 'hi'; My Profile); null: the institute's default. */
    language: varchar('language', { length: 5 }),
    photo: bytea('photo'),
    photoType: varchar('photo_type', { length: 40 }),
    /** Written by each sign-in, so that the user list need not search the audit log for it. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // What the user list shows of what a user holds, kept on the user's row by the database
    // (migration 0036's triggers on user_roles, roles, user_centres, centres, user_menu_exceptions,
    // menus and invitations), so that a page of users reads no other table (decision 040). Never
    // written by code; JSON as the contract's `staffUser` writes it.
    rolesShown: json('roles_shown')
      .$type<{ id: number; name: string; isOwner: boolean }[]>()
      .notNull()
      .default([]),
    centresShown: json('centres_shown').$type<{ code: string; name: string }[]>().notNull().default([]),
    exceptionsShown: json('exceptions_shown')
      .$type<{ menu: string; effect: 'grant' | 'withhold'; level: 'view' | 'manage' | null }[]>()
      .notNull()
      .default([]),
    /** Holds the built-in Owner role. */
    holdsOwner: boolean('holds_owner').notNull().default(false),
    /** When the newest open invitation expires; null when none is open. */
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    /** The user list's search: name, email and mobile. */
    searchText: searchText('user_name', 'email', 'mobile'),
    /** The list's row as JSON, written by the database (users/repository.ts `userKeptJson`, decision 054). */
    itemJson: text('item_json'),
  },
  (t) => [
    // The user list's order (name, then id) within an organisation: its first page is read from the
    // index instead of sorting every user of the organisation (docs/benchmarks.md). It serves every
    // lookup by organisation too; a second index on the organisation alone made a generic plan of the
    // list sort the whole organisation through it (decision 019). Natural order (decision 082).
    index('users_organisation_name_idx').on(t.organisationId, naturalKey(t.userName), t.userName, t.id),
    searchIndex('users_search_idx', t.searchText),
  ],
);

/** The cookie holds a random token; only its SHA-256 is stored, so a database leak yields no sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    organisationId: integer('organisation_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A Google (OpenID Connect) account linked to a user at its first sign-in. Later sign-ins match the
 * issuer's subject, not the email, so a changed Google address does not lock the user out.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    organisationId: integer('organisation_id').notNull(),
    issuer: varchar('issuer', { length: 300 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    /** The Google address when the link was made, for owners to see whose account it is. */
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_subject_idx').on(t.issuer, t.subject),
    uniqueIndex('user_identities_user_idx').on(t.userId, t.issuer),
  ],
);

/**
 * A sign-in with Google under way: what the callback needs (PKCE verifier, nonce), kept in the shared
 * database so that any node can finish what another began. Keyed by the SHA-256 of the state that the
 * browser holds in a cookie; used once.
 */
export const signInFlows = pgTable('sign_in_flows', {
  id: varchar('id', { length: 64 }).primaryKey(),
  codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
  nonce: varchar('nonce', { length: 128 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The catalogue of screens (spec FrmNames); shared by every organisation. */
export const menus = pgTable('menus', {
  code: integer('code').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  parentCode: integer('parent_code').notNull().default(0),
  frmName: varchar('frm_name', { length: 60 }).unique(),
  sortOrder: integer('sort_order').notNull(),
});

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    organisationId: requiredRef('organisation_id', () => organisations.id, 'cascade'),
    name: varchar('name', { length: 100 }).notNull(),
    /** The built-in Owner role holds every menu at the manage level. */
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_organisation_name_idx').on(t.organisationId, sql`lower(${t.name})`)],
);

export const roleGrants = pgTable(
  'role_grants',
  {
    roleId: requiredRef('role_id', () => roles.id, 'cascade'),
    menuCode: requiredRef('menu_code', () => menus.code),
    /** 'view' or 'manage'. */
    level: varchar('level', { length: 10 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuCode] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    roleId: requiredRef('role_id', () => roles.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** One row per OTP sent; the OTP and the reset token are stored as hashes only. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    otpHash: varchar('otp_hash', { length: 120 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    resetTokenHash: varchar('reset_token_hash', { length: 64 }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Every mail is written here first (in the same transaction as its cause), then delivered. A node
 * claims a row before sending it (`claimed_until`, in the database's clock), so two nodes never send
 * the same mail; a claim left by a crashed node expires and the mail is tried again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id'),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    bodyText: text('body_text').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Claims made so far (each claim is one sending attempt). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Set while a node is sending it; past means free again (the node gave up or died). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Not tried before this time: now for new mail, later after each failure (back-off). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The retry timer looks only at unsent mail, however much sent mail the table keeps.
  (t) => [
    index('mail_outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organisationId: integer('organisation_id'),
    userId: integer('user_id'),
    /** e.g. 'sign-in', 'create', 'update', 'delete', 'password-reset'. */
    action: varchar('action', { length: 40 }).notNull(),
    area: varchar('area', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 100 }),
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
    // The list's row as JSON but for who acted (`auditKeptJson`, decision 054). Never written by code.
    itemJson: text('item_json'),
  },
  (t) => [
    index('audit_log_organisation_idx').on(t.organisationId, t.createdAt),
    // The audit screen filters by user, and the user list shows each user's last sign-in.
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    // The audit list, newest first within an organisation, whatever its share of the table.
    index('audit_log_organisation_id_idx').on(t.organisationId, t.id),
    // One record's history (a student's timeline).
    index('audit_log_entity_idx').on(t.organisationId, t.area, t.entityId),
  ],
);
