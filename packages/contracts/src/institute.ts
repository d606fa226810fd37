import { z } from 'zod';
import { emailAddress, portalLanguage } from './account.ts';
import { calendarDate } from './common.ts';

/**
 * Institute settings (FrmName InstituteSettings): who the institute is (name, logo, address, tax
 * numbers) and how it counts (time zone, academic and financial years, receipt and admission
 * numbers). Receipts, admissions, timetables and messages read them.
 */

export const INSTITUTE_LOGO_MAX_BYTES = 1024 * 1024;
export const INSTITUTE_LOGO_TOO_LARGE = 'The logo must be an image of at most 1 MB.';
export const INSTITUTE_LOGO_TYPE = 'The logo must be a PNG, JPEG or WebP image.';
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
export const CURRENCIES = ['INR'] as const;
export const MESSAGE_LANGUAGES = ['en', 'hi'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

// ---- Indian tax numbers ----

const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's last character: a base-36 check over the first fourteen (GSTN's published method). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** State code (01–38 or 97), the holder's PAN, entity number, 'Z', check character. */
export function isGstin(value: string): boolean {
  if (!/^\d{2}[A-Z0-9]{10}[1-9A-Z]Z[0-9A-Z]$/.test(value)) return false;
  const state = Number(value.slice(0, 2));
  if (!((state >= 1 && state <= 38) || state === 97)) return false;
  if (!PAN_PATTERN.test(value.slice(2, 12))) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

const upperNoSpaces = (v: string) => v.trim().toUpperCase().replace(/[\s-]/g, '');
export const GSTIN_INVALID = 'Please enter a valid 15-character GSTIN (for example 27AAPFU0939F1ZV).';
export const PAN_INVALID = 'Please enter a valid PAN (for example ABCPE1234F).';
export const GSTIN_PAN_MISMATCH = 'The GSTIN must contain the institute’s PAN (characters 3 to 12).';

const optionalGstin = z
  .string()
  .max(20)
  .transform(upperNoSpaces)
  .refine((v) => v === '' || isGstin(v), GSTIN_INVALID);
const optionalPan = z
  .string()
  .max(12)
  .transform(upperNoSpaces)
  .refine((v) => v === '' || PAN_PATTERN.test(v), PAN_INVALID);

// ---- numbering ----

/**
 * A receipt or admission number format: fixed text and tokens. `{SEQ}` (or `{SEQ:5}`, zero-padded to
 * five digits) is the running number and must appear once; `{FY}` the financial year (2026-27),
 * `{AY}` the academic year, `{YYYY}`, `{YY}` and `{MM}` the date of issue, `{CENTRE}` the centre's
 * code. The running number counts per everything else the number shows: with `{CENTRE}` each centre
 * counts on its own, with `{AY}` it starts again each academic year.
 */
export const NUMBER_FORMAT_TOKENS = /\{(SEQ(?::[1-9])?|FY|AY|YYYY|YY|MM|CENTRE)\}/g;
export const NUMBER_FORMAT_INVALID =
  'Use letters, digits, / - _ . and the tokens {SEQ} (or {SEQ:5}), {FY}, {AY}, {YYYY}, {YY}, {MM}, {CENTRE}; {SEQ} exactly once.';

export function isNumberFormat(format: string): boolean {
  const tokens = [...format.matchAll(NUMBER_FORMAT_TOKENS)].map((m) => m[1]!);
  if (tokens.filter((t) => t.startsWith('SEQ')).length !== 1) return false;
  return /^[A-Za-z0-9/_.\- ]*$/.test(format.replace(NUMBER_FORMAT_TOKENS, ''));
}

/** The year (e.g. "2026-27") that `date` falls in, for a year starting on the first of `startMonth`. */
export function yearLabel(date: { year: number; month: number }, startMonth: number): string {
  const first = date.month >= startMonth ? date.year : date.year - 1;
  return startMonth === 1 ? String(first) : `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/** A number in `format` for running number `seq`, issued on `date` (the institute's calendar date). */
export function formatNumber(
  format: string,
  seq: number,
  date: { year: number; month: number },
  years: { financialYearStartMonth: number; academicYearStartMonth: number; centreCode?: string },
): string {
  return format.replace(NUMBER_FORMAT_TOKENS, (_token, name: string) => {
    if (name.startsWith('SEQ')) return String(seq).padStart(Number(name.split(':')[1] ?? 1), '0');
    if (name === 'CENTRE') return years.centreCode ?? 'CENTRE';
    if (name === 'FY') return yearLabel(date, years.financialYearStartMonth);
    if (name === 'AY') return yearLabel(date, years.academicYearStartMonth);
    if (name === 'YYYY') return String(date.year);
    if (name === 'YY') return String(date.year % 100).padStart(2, '0');
    return String(date.month).padStart(2, '0');
  });
}

const numberFormat = z.string().trim().min(1).max(40).refine(isNumberFormat, NUMBER_FORMAT_INVALID);

// ---- the settings ----

const month = z.coerce.number().int().min(1, 'Choose a month.').max(12, 'Choose a month.');

/** Whether this runtime knows the zone (IANA names, e.g. Asia/Kolkata). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

export const instituteSettingsBody = z
  .object({
    name: z.string().trim().min(1, 'Please enter the institute’s name.').max(200, 'At most 200 characters.'),
    address: optionalText(500),
    phone: z
      .string()
      .trim()
      .max(20)
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => v === '' || /^(\+91|0)?[1-9]\d{9}$/.test(v), 'Please enter a valid phone number.'),
    email: z.union([z.literal(''), emailAddress]),
    website: z
      .string()
      .trim()
      .max(300)
      .refine(
        (v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
        'Please enter a web address starting with https://.',
      ),
    gstin: optionalGstin,
    pan: optionalPan,
    upiId: z
      .string()
      .trim()
      .max(60)
      .refine(
        (v) => v === '' || /^[\w.-]{2,40}@[a-z][a-z0-9]{1,19}$/i.test(v),
        'Please enter a UPI ID like institute@okaxis.',
      ),
    timeZone: z.string().trim().min(1).max(64).refine(isTimeZone, 'Please choose a time zone.'),
    academicYearStartMonth: month,
    financialYearStartMonth: month,
    receiptNumberFormat: numberFormat,
    admissionNumberFormat: numberFormat,
    currency: z.enum(CURRENCIES),
    messageLanguage: z.enum(MESSAGE_LANGUAGES),
    /** For staff who chose no language; null: the sign-in page's choice. Left out: not changed. */
    portalLanguage: z
      .union([z.literal(''), portalLanguage])
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
  })
  .refine((s) => s.gstin === '' || s.pan === '' || s.gstin.slice(2, 12) === s.pan, {
    path: ['gstin'],
    message: GSTIN_PAN_MISMATCH,
  });
export type InstituteSettingsBody = z.input<typeof instituteSettingsBody>;

export const instituteSettings = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  gstin: z.string(),
  pan: z.string(),
  upiId: z.string(),
  timeZone: z.string(),
  academicYearStartMonth: z.number().int(),
  financialYearStartMonth: z.number().int(),
  receiptNumberFormat: z.string(),
  admissionNumberFormat: z.string(),
  currency: z.enum(CURRENCIES),
  messageLanguage: z.enum(MESSAGE_LANGUAGES),
  portalLanguage: portalLanguage.nullable(),
  /** Where the logo is served (changes with the logo), or null without one. */
  logoUrl: z.string().nullable(),
  /** The next receipt and admission numbers would look like this today. */
  receiptNumberExample: z.string(),
  admissionNumberExample: z.string(),
  updatedAt: z.string(),
});
export type InstituteSettings = z.infer<typeof instituteSettings>;

/** What every signed-in screen shows of the institute, and the first-run steps still open. */
export const instituteBrand = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** Every date and time on screen is written in this zone (IANA name). */
  timeZone: z.string(),
  /** A GSTIN is saved: the institute's receipts may charge GST (an unregistered one cannot). */
  gstRegistered: z.boolean(),
  /**
   * The portal's language for the caller (decision 086): theirs from My Profile, else the institute's
   * default; null when neither is set (the browser keeps the sign-in page's choice).
   */
  language: portalLanguage.nullable(),
  onboarding: z.object({
    /** The owner finished or skipped it; the dashboard still lists `left` until it is empty. */
    dismissed: z.boolean(),
    left: z.array(z.enum(['name', 'logo', 'centre', 'academicYear'])),
  }),
});
export type InstituteBrand = z.infer<typeof instituteBrand>;
export type OnboardingStep = InstituteBrand['onboarding']['left'][number];

// ---- the books (decision 069) ----

/**
 * When money may be written with a date (a receipt's, or a receipt taken back): days up to
 * `closedUpTo` are closed, and so are days more than `backdateDays` before today. Only a user who
 * manages the institute's settings may write in a closed day, giving a reason (audited). Receipts'
 * links sent to families open for `receiptLinkDays`.
 */
export const booksMessages = {
  closedFuture: 'The books can be closed up to today at most.',
  days: 'A whole number of days from 0 to 366.',
  linkDays: 'A whole number of days from 1 to 366.',
  reasonNeeded: 'Give the reason for writing into closed books.',
} as const;

/** A cashier's refusal: which day is closed and from when they can date it. */
export const booksClosedMessage = (day: string, firstOpenDay: string) =>
  `The books for ${day} are closed: receipts can be dated from ${firstOpenDay} on. Ask a manager to enter it.`;
/** A manager's: the same day can be written with a reason. */
export const booksClosedManagerMessage = (day: string) =>
  `The books for ${day} are closed. To write into them anyway, give a reason; it is kept in the audit log.`;

const wholeDays = (min: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(366, message);

export const instituteBooksBody = z.object({
  closedUpTo: calendarDate('Please enter a valid date.').nullable().default(null),
  backdateDays: wholeDays(0, booksMessages.days),
  receiptLinkDays: wholeDays(1, booksMessages.linkDays),
});
export type InstituteBooksBody = z.input<typeof instituteBooksBody>;

export const instituteBooks = z.object({
  closedUpTo: z.string().nullable(),
  backdateDays: z.number().int(),
  receiptLinkDays: z.number().int(),
  /** The institute's today, and the earliest day money can be dated without a manager's reason. */
  today: z.string(),
  firstOpenDay: z.string(),
});
export type InstituteBooks = z.infer<typeof instituteBooks>;
