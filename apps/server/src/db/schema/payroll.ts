import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  PayAmount,
  PayLectureRate,
  PayLectureCount,
  PayAdjustment,
  StatutoryParams,
} from '@kaksha/contracts';
import { users } from './core.ts';
import { teachers } from './teachers.ts';
import { createdAt, organisationId, requiredRef, updatedAt } from './columns.ts';

/*
 * Payroll (issue 68, decision 075): statutory rates as dated rows, a pay structure per teacher, monthly
 * pay runs and their lines. A line keeps every amount it was paid with, so a later rate or structure
 * never changes a past run; an approved run is reversed by a new run, never edited.
 */

/**
 * Statutory rates, the country's (no organisation): EPF, ESI, professional tax per state, TDS on
 * professional fees. A new rate from a date is a new row (a migration writes it); a month's run reads
 * the row of each kind (and state) in force on its last day.
 */
export const statutoryRates = pgTable(
  'statutory_rates',
  {
    id: serial('id').primaryKey(),
    /** epf, esi, pt, tds_professional (contracts: STATUTORY_KINDS). */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The state's code for professional tax (MH, KA…); '' for a national rate. */
    state: varchar('state', { length: 2 }).notNull().default(''),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    /** Basis points and paise, by kind (contracts: statutoryParams). */
    params: jsonb('params').$type<StatutoryParams>().notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
  },
  (t) => [uniqueIndex('statutory_rates_kind_idx').on(t.kind, t.state, t.fromDate)],
);

/**
 * Staff on the payroll who are not teachers (office staff, accountant, peon…; decision 087): a person
 * of payroll's own, who needs no sign-in. A staff member is never deleted, only made inactive.
 */
export const payStaff = pgTable(
  'pay_staff',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: varchar('name', { length: 100 }).notNull(),
    /** What they do: Accountant, Office staff, Peon… */
    designation: varchar('designation', { length: 60 }).notNull(),
    /** Lower-case; '' when none (their payslip is then not emailed). */
    email: varchar('email', { length: 254 }).notNull().default(''),
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pay_staff_organisation_idx').on(t.organisationId, t.name)],
);

/** How a teacher or staff member is paid: a monthly salary, per lecture, or both; one structure each. */
export const payStructures = pgTable(
  'pay_structures',
  {
    id: serial('id').primaryKey(),
    /** Whose structure: a teacher's or a staff member's, exactly one of the two. */
    teacherId: integer('teacher_id')
      .unique()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .unique()
      .references(() => payStaff.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    /** employee (salary: EPF, ESI, professional tax) or visiting (professional fees: TDS). */
    engagement: varchar('engagement', { length: 10 }).notNull().default('employee'),
    monthlyPaise: integer('monthly_paise').notNull().default(0),
    allowances: jsonb('allowances').$type<PayAmount[]>().notNull().default([]),
    deductions: jsonb('deductions').$type<PayAmount[]>().notNull().default([]),
    /** Per lecture held, unless a rate below matches the class; null: no per-lecture pay. */
    lectureRatePaise: integer('lecture_rate_paise'),
    /** Per lecture held as a substitute; null: the lecture's own rate. */
    substitutionRatePaise: integer('substitution_rate_paise'),
    lectureRates: jsonb('lecture_rates').$type<PayLectureRate[]>().notNull().default([]),
    epf: boolean('epf').notNull().default(false),
    esi: boolean('esi').notNull().default(false),
    /** new or old (contracts: TAX_REGIMES): whose slabs TDS on salary follows. */
    taxRegime: varchar('tax_regime', { length: 3 }).notNull().default('new'),
    /** Deductions declared for the year under the old regime (80C, 80D…). */
    taxDeclaredPaise: integer('tax_declared_paise').notNull().default(0),
    /** The state whose professional tax is deducted; '' for none. */
    ptState: varchar('pt_state', { length: 2 }).notNull().default(''),
    accountName: varchar('account_name', { length: 100 }).notNull().default(''),
    accountNumber: varchar('account_number', { length: 20 }).notNull().default(''),
    ifsc: varchar('ifsc', { length: 11 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('pay_structures_one_payee', sql`num_nonnulls(${t.teacherId}, ${t.staffId}) = 1`)],
);

/** A month's pay run: Draft → Approved → Paid; a reversal is a run of its own, approved when made. */
export const payRuns = pgTable(
  'pay_runs',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    /** regular or reversal. */
    kind: varchar('kind', { length: 10 }).notNull().default('regular'),
    /** draft, approved or paid (contracts: PAY_RUN_STATUSES). */
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    reversesRunId: integer('reverses_run_id'),
    /** Set on a regular run when a reversal is made of it: the month is open for a new run. */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reason: varchar('reason', { length: 300 }).notNull().default(''),
    /** A line whose net moved by more than this % from last month's is flagged. */
    flagPercent: smallint('flag_percent').notNull().default(10),
    people: integer('people').notNull().default(0),
    flagged: integer('flagged').notNull().default(0),
    grossPaise: integer('gross_paise').notNull().default(0),
    deductionsPaise: integer('deductions_paise').notNull().default(0),
    netPaise: integer('net_paise').notNull().default(0),
    employerPaise: integer('employer_paise').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidReference: varchar('paid_reference', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pay_runs_organisation_idx').on(t.organisationId, t.month),
    // One regular run a month that stands: a second is refused, even from two clerks at once.
    uniqueIndex('pay_runs_month_idx')
      .on(t.organisationId, t.month)
      .where(sql`${t.kind} = 'regular' and ${t.reversedAt} is null`),
    uniqueIndex('pay_runs_reverses_idx')
      .on(t.reversesRunId)
      .where(sql`${t.reversesRunId} is not null`),
  ],
);

/** One teacher's pay in a run, with every amount it was computed from (a payslip reads only this). */
export const payRunLines = pgTable(
  'pay_run_lines',
  {
    id: serial('id').primaryKey(),
    runId: requiredRef('run_id', () => payRuns.id, 'cascade'),
    organisationId: organisationId(),
    /** The teacher paid, or (staffId) the staff member: exactly one of the two. */
    teacherId: integer('teacher_id').references(() => teachers.id),
    staffId: integer('staff_id').references(() => payStaff.id),
    /** The person's name as paid (a teacher's or a staff member's). */
    teacherName: varchar('teacher_name', { length: 100 }).notNull(),
    engagement: varchar('engagement', { length: 10 }).notNull(),
    daysInMonth: smallint('days_in_month').notNull(),
    /** Leave without pay (days): entered on the draft, kept when it is computed again. */
    lwpDays: smallint('lwp_days').notNull().default(0),
    /** What the leave without pay took off the salary and allowances (shown on the run and payslip). */
    lwpPaise: integer('lwp_paise').notNull().default(0),
    adjustments: jsonb('adjustments').$type<PayAdjustment[]>().notNull().default([]),
    lectures: jsonb('lectures').$type<PayLectureCount[]>().notNull().default([]),
    earnings: jsonb('earnings').$type<PayAmount[]>().notNull().default([]),
    deductions: jsonb('deductions').$type<PayAmount[]>().notNull().default([]),
    employer: jsonb('employer').$type<PayAmount[]>().notNull().default([]),
    grossPaise: integer('gross_paise').notNull(),
    deductionsPaise: integer('deductions_paise').notNull(),
    netPaise: integer('net_paise').notNull(),
    employerPaise: integer('employer_paise').notNull(),
    /** TDS (on professional fees, or on salary), summed over the financial year for the next month's. */
    tdsPaise: integer('tds_paise').notNull().default(0),
    previousNetPaise: integer('previous_net_paise'),
    flag: varchar('flag', { length: 200 }).notNull().default(''),
    accountName: varchar('account_name', { length: 100 }).notNull().default(''),
    accountNumber: varchar('account_number', { length: 20 }).notNull().default(''),
    ifsc: varchar('ifsc', { length: 11 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('pay_run_lines_run_idx').on(t.runId, t.teacherId),
    uniqueIndex('pay_run_lines_run_staff_idx').on(t.runId, t.staffId),
    check('pay_run_lines_one_payee', sql`num_nonnulls(${t.teacherId}, ${t.staffId}) = 1`),
    index('pay_run_lines_teacher_idx').on(t.teacherId, t.runId),
  ],
);
