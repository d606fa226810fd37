import { z } from 'zod';
import { emailAddress } from './account.ts';
import { idParam, pageFields, pageOf, paise, requiredText } from './common.ts';
import { mobileNumber } from './phone.ts';

/*
 * Payroll (issue 68, decision 075): the organisation's payroll help video (PayrollVideo), pay
 * structures per teacher, statutory deductions as dated rows, monthly pay runs
 * (Draft → Approved → Paid, reversed by a new run), payslips and the bank transfer file.
 */

/** The spec's POST /api/video/{SUCode} (the Payroll screen's 'Go to Video'). */
export const videoResponse = z.object({ videoURL: z.string().nullable() });

/** GET /api/v1/payroll/video: the PayrollVideo screen; `canSet` only for the owner. */
export const payrollVideo = z.object({ videoURL: z.string().nullable(), canSet: z.boolean() });
export type PayrollVideo = z.infer<typeof payrollVideo>;

/** PUT /api/v1/payroll/video: the owner sets (or, with null, clears) the video. */
export const payrollVideoBody = z.object({
  videoURL: z
    .string()
    .trim()
    .max(500, 'Keep the address under 500 characters.')
    .refine((value) => {
      try {
        const { protocol } = new URL(value);
        return protocol === 'https:' || protocol === 'http:';
      } catch {
        return false;
      }
    }, 'Give a web address that starts with https://.')
    .nullable(),
});
export type PayrollVideoBody = z.infer<typeof payrollVideoBody>;

// ---- Money pieces kept on structures and lines (all in paise) ----

/** A named amount: an allowance or deduction of a structure, an earning or deduction of a line. */
export const payAmount = z.object({ label: requiredText(60, 'Name the amount.'), paise });
export type PayAmount = z.infer<typeof payAmount>;

/** A per-lecture rate for classes of a subject, a batch or a kind (each left out matches any). */
export const payLectureRate = z.object({
  subjectId: idParam.nullable().default(null),
  batchId: idParam.nullable().default(null),
  kind: z.string().max(10).nullable().default(null),
  paise,
});
export type PayLectureRate = z.infer<typeof payLectureRate>;

/** Lectures counted on a line: how many of one kind, at what rate. */
export const payLectureCount = z.object({
  label: z.string(),
  count: z.number().int(),
  ratePaise: z.number().int(),
  paise: z.number().int(),
  substitute: z.boolean(),
});
export type PayLectureCount = z.infer<typeof payLectureCount>;

/** An adjustment to one line of a draft: an amount (negative takes away) and why. */
export const payAdjustment = z.object({
  paise: z.number().int('Amounts are whole paise.').min(-100_000_000).max(100_000_000),
  reason: requiredText(200, 'Say why the pay is adjusted.'),
});
export type PayAdjustment = z.infer<typeof payAdjustment>;

// ---- Statutory rates: dated rows, basis points (1% = 100) and paise ----

export const STATUTORY_KINDS = [
  'epf',
  'esi',
  'pt',
  'tds_professional',
  'income_tax_new',
  'income_tax_old',
] as const;
export type StatutoryKind = (typeof STATUTORY_KINDS)[number];

export const epfParams = z.object({
  employeeBp: z.number().int(),
  employerBp: z.number().int(),
  /** Of the employer's share, this goes to the pension scheme (EPS)… */
  pensionBp: z.number().int(),
  /** …on at most these wages a month; the employee's and employer's shares are on them too. */
  wageCeilingPaise: z.number().int(),
});
export const esiParams = z.object({
  employeeBp: z.number().int(),
  employerBp: z.number().int(),
  /** Deducted only while the month's gross is at most this. */
  grossCeilingPaise: z.number().int(),
});
export const ptParams = z.object({
  /** Slabs by the month's gross, each from its lower edge; `februaryPaise` when February differs. */
  slabs: z.array(
    z.object({
      fromPaise: z.number().int(),
      monthlyPaise: z.number().int(),
      februaryPaise: z.number().int().optional(),
    }),
  ),
});
export const tdsProfessionalParams = z.object({
  rateBp: z.number().int(),
  /** TDS once the fees of the financial year pass this. */
  yearThresholdPaise: z.number().int(),
  /** The month the financial year begins (4: April). */
  yearStartMonth: z.number().int().min(1).max(12),
});
/**
 * A tax regime's rules for a financial year, from its row's day (TDS on salary, section 192): slabs of
 * taxable income, each from its lower edge; the standard deduction; the rebate (section 87A: tax up to
 * `maxPaise` forgiven while taxable income is at most `upToPaise`, and with `marginalRelief` the tax
 * just past it never more than the income past it); health and education cess on the tax.
 */
export const incomeTaxParams = z.object({
  slabs: z.array(z.object({ fromPaise: z.number().int(), rateBp: z.number().int() })).min(1),
  standardDeductionPaise: z.number().int(),
  rebate: z.object({
    upToPaise: z.number().int(),
    maxPaise: z.number().int(),
    marginalRelief: z.boolean(),
  }),
  cessBp: z.number().int(),
  /** Professional tax paid is deducted from salary (section 16(iii)): the old regime only. */
  deductsProfessionalTax: z.boolean(),
  /** Deductions the employee declares (80C, 80D…) count: the old regime only. */
  allowsDeclared: z.boolean(),
  /** The month the financial year begins (4: April). */
  yearStartMonth: z.number().int().min(1).max(12),
});
export type IncomeTaxParams = z.infer<typeof incomeTaxParams>;
export const TAX_REGIMES = ['new', 'old'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

export type EpfParams = z.infer<typeof epfParams>;
export type EsiParams = z.infer<typeof esiParams>;
export type PtParams = z.infer<typeof ptParams>;
export type TdsProfessionalParams = z.infer<typeof tdsProfessionalParams>;
export type StatutoryParams = EpfParams | EsiParams | PtParams | TdsProfessionalParams | IncomeTaxParams;

export const statutoryRate = z.object({
  id: z.number().int(),
  kind: z.enum(STATUTORY_KINDS),
  state: z.string(),
  fromDate: z.string(),
  params: z.record(z.string(), z.unknown()),
  note: z.string(),
});
export const statutoryRateList = z.object({ data: z.array(statutoryRate) });
export type StatutoryRate = z.infer<typeof statutoryRate>;

// ---- Pay structures ----

export const ENGAGEMENTS = ['employee', 'visiting'] as const;
export type Engagement = (typeof ENGAGEMENTS)[number];

export const payStructureBody = z.object({
  engagement: z.enum(ENGAGEMENTS).default('employee'),
  monthlyPaise: paise.default(0),
  allowances: z.array(payAmount).max(20).default([]),
  deductions: z.array(payAmount).max(20).default([]),
  lectureRatePaise: paise.nullable().default(null),
  substitutionRatePaise: paise.nullable().default(null),
  lectureRates: z.array(payLectureRate).max(50).default([]),
  epf: z.boolean().default(false),
  esi: z.boolean().default(false),
  /** The regime whose slabs TDS on salary follows (an employee's choice; the new one unless told). */
  taxRegime: z.enum(TAX_REGIMES).default('new'),
  /** Deductions declared for the year under the old regime (80C with EPF, 80D…), in paise. */
  taxDeclaredPaise: paise.default(0),
  ptState: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'Use a state code like MH, or leave it empty.')
    .default(''),
  accountName: z.string().trim().max(100).default(''),
  accountNumber: z
    .string()
    .trim()
    .regex(/^(\d{6,18})?$/, 'An account number is 6 to 18 digits.')
    .default(''),
  ifsc: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{4}0[A-Z0-9]{6})?$/, 'An IFSC is like SBIN0001234.')
    .default(''),
});
export type PayStructureBody = z.input<typeof payStructureBody>;
export type PayStructureInput = z.output<typeof payStructureBody>;

export const payStructure = payStructureBody.required().extend({ updatedAt: z.string() });
export type PayStructure = z.infer<typeof payStructure>;

/** A teacher or staff member on the structures list, with their structure (null: not on the payroll yet). */
export const payStructureItem = z.object({
  /** Exactly one of teacherId and staffId. */
  teacherId: z.number().int().nullable(),
  staffId: z.number().int().nullable(),
  name: z.string(),
  /** 'Teacher' for a teacher; a staff member's own (Accountant, Peon…). */
  designation: z.string(),
  active: z.boolean(),
  structure: payStructure.nullable(),
});
export type PayStructureItem = z.infer<typeof payStructureItem>;
export const payStructurePage = pageOf(payStructureItem);
export const PAYEE_KINDS = ['teacher', 'staff'] as const;
export const payStructureQuery = z.object({ ...pageFields, who: z.enum(PAYEE_KINDS).optional() });
export type PayStructureQuery = z.input<typeof payStructureQuery>;

// ---- Staff who are not teachers (decision 087) ----

export const payStaffBody = z.object({
  name: requiredText(100, 'Give the name.'),
  designation: requiredText(60, 'Say what they do: Accountant, Office staff, Peon…'),
  email: z.union([z.literal(''), emailAddress]).default(''),
  mobile: z.union([z.literal(''), mobileNumber]).default(''),
  active: z.boolean().default(true),
});
export type PayStaffBody = z.input<typeof payStaffBody>;
export const payStaffPatch = payStaffBody.partial();
export const payStaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  designation: z.string(),
  email: z.string(),
  mobile: z.string(),
  active: z.boolean(),
});
export type PayStaffMember = z.infer<typeof payStaffMember>;
export const payStaffPage = pageOf(payStaffMember);
export const payStaffQuery = z.object({ ...pageFields });

// ---- Pay runs ----

export const PAY_RUN_STATUSES = ['draft', 'approved', 'paid'] as const;
export type PayRunStatus = (typeof PAY_RUN_STATUSES)[number];
export const PAY_RUN_KINDS = ['regular', 'reversal'] as const;

/** YYYY-MM. */
export const payMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-11.')
  .refine((v) => !v.startsWith('0000'), 'Use a month like 2026-11.');

export const payRunCreate = z.object({
  month: payMonth,
  flagPercent: z.number().int().min(1).max(100).default(10),
});
export type PayRunCreate = z.input<typeof payRunCreate>;

export const payRunItem = z.object({
  id: z.number().int(),
  month: payMonth,
  kind: z.enum(PAY_RUN_KINDS),
  status: z.enum(PAY_RUN_STATUSES),
  reversesRunId: z.number().int().nullable(),
  reversed: z.boolean(),
  reason: z.string(),
  flagPercent: z.number().int(),
  people: z.number().int(),
  flagged: z.number().int(),
  grossPaise: z.number().int(),
  deductionsPaise: z.number().int(),
  netPaise: z.number().int(),
  employerPaise: z.number().int(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  paidReference: z.string(),
  createdAt: z.string(),
});
export type PayRunItem = z.infer<typeof payRunItem>;
export const payRunPage = pageOf(payRunItem);
export const payRunQuery = z.object({
  ...pageFields,
  status: z.enum(PAY_RUN_STATUSES).optional(),
});
export type PayRunQuery = z.input<typeof payRunQuery>;

export const payRunLine = z.object({
  id: z.number().int(),
  /** Exactly one of teacherId and staffId. */
  teacherId: z.number().int().nullable(),
  staffId: z.number().int().nullable(),
  name: z.string(),
  engagement: z.enum(ENGAGEMENTS),
  daysInMonth: z.number().int(),
  lwpDays: z.number().int(),
  /** What the leave without pay took off the salary and allowances. */
  lwpPaise: z.number().int(),
  adjustments: z.array(payAdjustment),
  lectures: z.array(payLectureCount),
  earnings: z.array(z.object({ label: z.string(), paise: z.number().int() })),
  deductions: z.array(z.object({ label: z.string(), paise: z.number().int() })),
  employer: z.array(z.object({ label: z.string(), paise: z.number().int() })),
  grossPaise: z.number().int(),
  deductionsPaise: z.number().int(),
  netPaise: z.number().int(),
  employerPaise: z.number().int(),
  previousNetPaise: z.number().int().nullable(),
  flag: z.string(),
});
export type PayRunLine = z.infer<typeof payRunLine>;
export const payRunDetail = payRunItem.extend({ lines: z.array(payRunLine) });
export type PayRunDetail = z.infer<typeof payRunDetail>;

/** A line of a run, by its id (kept when a draft is computed again). */
export const payLineParams = z.object({ id: idParam, lineId: idParam });
export const payLineBody = z.object({
  lwpDays: z.number().int('Whole days, please.').min(0, 'Days cannot be negative.').max(31).default(0),
  adjustments: z.array(payAdjustment).max(20).default([]),
});
export type PayLineBody = z.input<typeof payLineBody>;
export const payRunPaidBody = z.object({ reference: z.string().trim().max(100).default('') });
export const payRunReverseBody = z.object({ reason: requiredText(300, 'Say why the run is reversed.') });
export const payslipsSent = z.object({ queued: z.number().int(), withoutEmail: z.array(z.string()) });
export type PayslipsSent = z.infer<typeof payslipsSent>;

const STATUS_WORDS: Record<PayRunStatus, string> = { draft: 'a draft', approved: 'approved', paid: 'paid' };

export const payrollMessages = {
  noVideo: 'No video found!',
  ownerOnly: "Only the organisation's owner sets the payroll video.",
  teacherNotFound: 'There is no such teacher.',
  staffNotFound: 'There is no such staff member.',
  runNotFound: 'There is no such pay run.',
  lineNotFound: 'This person is not on the pay run.',
  monthTaken: (month: string) =>
    `There is already a pay run for ${month}. Reverse it first to run the month again.`,
  futureMonth: 'That month has not begun yet: a pay run is made for a month that has begun.',
  noStructures: 'Nobody is on the payroll yet: set a pay structure for a teacher or staff member first.',
  lwpTooMany: (days: number) => `Leave without pay cannot be more than the ${days} days of the month.`,
  notDraft: (status: PayRunStatus) =>
    `This pay run is ${STATUS_WORDS[status]}: only a draft is changed. An approved run is reversed by a new one.`,
  cannotApprove: (status: PayRunStatus) =>
    `This pay run is ${STATUS_WORDS[status]}: only a draft is approved.`,
  cannotPay: (status: PayRunStatus) =>
    `This pay run is ${STATUS_WORDS[status]}: only an approved run is marked paid.`,
  cannotReverse: 'Only an approved or paid regular run is reversed.',
  alreadyReversed: 'This pay run has been reversed already.',
  reversalNotPaid: 'A reversal is not paid out: it takes back a run.',
  draftNotSent: 'Approve the pay run first: a draft has no payslips or bank file.',
};
