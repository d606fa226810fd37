import { date, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bytea, organisations } from './core.ts';
import { updatedAt } from './columns.ts';

/** What an organisation that never saved its settings has (the columns' defaults; reads use them too). */
export const INSTITUTE_DEFAULTS = {
  timeZone: 'Asia/Kolkata',
  // Indian schools and the financial year begin in April.
  academicYearStartMonth: 4,
  financialYearStartMonth: 4,
  receiptNumberFormat: 'RCP/{FY}/{SEQ:5}',
  admissionNumberFormat: 'ADM/{AY}/{SEQ:4}',
  currency: 'INR',
  messageLanguage: 'en',
  // A cashier may date a receipt up to a week back (a cheque taken on Saturday, entered on Monday).
  backdateDays: 7,
  // A receipt's link in an SMS or WhatsApp opens for a month, then the family asks the desk again.
  receiptLinkDays: 30,
} as const;
const d = INSTITUTE_DEFAULTS;

/**
 * One row per organisation (made on first read or write): what the institute is and how it numbers
 * things. The name stays in `organisations.name`, where every area already reads it.
 */
export const instituteSettings = pgTable('institute_settings', {
  organisationId: integer('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  address: text('address').notNull().default(''),
  phone: varchar('phone', { length: 20 }).notNull().default(''),
  email: varchar('email', { length: 254 }).notNull().default(''),
  website: varchar('website', { length: 300 }).notNull().default(''),
  gstin: varchar('gstin', { length: 15 }).notNull().default(''),
  pan: varchar('pan', { length: 10 }).notNull().default(''),
  /** The institute's UPI ID (VPA): receipts carry a QR that pays the balance to it. */
  upiId: varchar('upi_id', { length: 60 }).notNull().default(''),
  timeZone: varchar('time_zone', { length: 64 }).notNull().default(d.timeZone),
  academicYearStartMonth: smallint('academic_year_start_month').notNull().default(d.academicYearStartMonth),
  financialYearStartMonth: smallint('financial_year_start_month')
    .notNull()
    .default(d.financialYearStartMonth),
  receiptNumberFormat: varchar('receipt_number_format', { length: 40 })
    .notNull()
    .default(d.receiptNumberFormat),
  admissionNumberFormat: varchar('admission_number_format', { length: 40 })
    .notNull()
    .default(d.admissionNumberFormat),
  currency: varchar('currency', { length: 3 }).notNull().default(d.currency),
  messageLanguage: varchar('message_language', { length: 5 }).notNull().default(d.messageLanguage),
  /** The portal's language for staff who chose none (decision 086); null: the sign-in page's choice. */
  portalLanguage: varchar('portal_language', { length: 5 }),
  /**
   * The books (decision 069): days up to this one are closed, as are days more than `backdateDays`
   * before today; money dated in them is written only by a manager with a reason, audited.
   */
  booksClosedUpTo: date('books_closed_up_to', { mode: 'string' }),
  backdateDays: smallint('backdate_days').notNull().default(d.backdateDays),
  /** How long a receipt's link sent to a family opens (receipt_links.expires_at). */
  receiptLinkDays: smallint('receipt_link_days').notNull().default(d.receiptLinkDays),
  logo: bytea('logo'),
  logoType: varchar('logo_type', { length: 40 }),
  /** Onboarding: when the owner confirmed the name and the academic year, and when they closed it. */
  nameConfirmedAt: timestamp('name_confirmed_at', { withTimezone: true }),
  academicYearConfirmedAt: timestamp('academic_year_confirmed_at', { withTimezone: true }),
  onboardingDismissedAt: timestamp('onboarding_dismissed_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});
