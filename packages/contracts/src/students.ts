import { z } from 'zod';
import { emailAddress } from './account.ts';
import { calendarDate, changeOf, idParam, MAX_ID, pageFields, pageOf } from './common.ts';
import { MESSAGE_LANGUAGES } from './institute.ts';
import { mobileNumber } from './phone.ts';

/**
 * Students and their guardians (NewStudentEnrollment, ManageStudents, StudentProfile): the people
 * every later area hangs from — batches, fees, attendance, exams (DESIGN §8).
 */

export const studentMessages = {
  notFound: 'Student not found.',
  bornInFuture: 'A date of birth cannot be in the future.',
  admittedFarAhead: 'An admission date can be at most 31 days ahead. Check the month and the year.',
  guardianNotFound: 'Guardian not found.',
  centreNotFound: 'Please choose one of your centres.',
  classNotFound: 'Please choose one of your classes.',
  boardNotFound: 'Please choose one of your boards.',
  oneGuardian: 'Add at least one guardian.',
  onePrimary: 'Mark one guardian as the main contact.',
  documentType: 'A document must be a PDF, JPEG, PNG or WebP file.',
  documentTooLarge: 'A document can be at most 5 MB.',
  photoType: 'The photo must be a JPEG, PNG or WebP image of at most 1 MB.',
  illegalMove: (from: string, to: string) =>
    `A student who is ${statusLabel(from)} cannot be marked ${statusLabel(to)}.`,
} as const;

/** Whole years from a date of birth to a day (both YYYY-MM-DD). */
export function yearsOld(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The ages a desk usually admits; outside them a birth date is warned of, never refused (issue 65, bug 3). */
export const USUAL_AGES = { min: 3, max: 60 } as const;

/** The age a birth date gives today when it is unusual (a slip of the year, most likely); else null. */
export function unusualAge(dateOfBirth: string | null | undefined, today: string): number | null {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) || dateOfBirth > today) return null;
  const age = yearsOld(dateOfBirth, today);
  return age < USUAL_AGES.min || age > USUAL_AGES.max ? age : null;
}

/**
 * How far ahead an admission may be dated: a student joining at the start of next month may be
 * admitted now; months ahead is a slip of the month or year, refused (issue 65, bug 3).
 */
export const ADMISSION_AHEAD_DAYS = 31;

/**
 * The dates of an admission that cannot be true, by field (the form's and the import's): a birth
 * after today, an admission more than ADMISSION_AHEAD_DAYS ahead. `today` is the institute's.
 */
export function impossibleAdmissionDates(
  input: { dateOfBirth?: string | null; admissionDate?: string | null },
  today: string,
): Partial<Record<'dateOfBirth' | 'admissionDate', string>> {
  const errors: Partial<Record<'dateOfBirth' | 'admissionDate', string>> = {};
  if (input.dateOfBirth && input.dateOfBirth > today) errors.dateOfBirth = studentMessages.bornInFuture;
  if (input.admissionDate && daysBetween(today, input.admissionDate) > ADMISSION_AHEAD_DAYS)
    errors.admissionDate = studentMessages.admittedFarAhead;
  return errors;
}

/** Whole days from one calendar day to another (YYYY-MM-DD), negative when `to` is earlier. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const STUDENT_STATUSES = ['active', 'on_hold', 'left', 'alumni'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
export function statusLabel(status: string): string {
  return status === 'on_hold' ? 'On hold' : status.charAt(0).toUpperCase() + status.slice(1);
}
/**
 * Which status a student may move to from each (one function applies them, refusing the rest):
 * a student who left may come back; alumni stay alumni. A student is never deleted: admission numbers
 * are gapless, and fees and results will refer to them.
 */
export const STUDENT_MOVES: Record<StudentStatus, StudentStatus[]> = {
  active: ['on_hold', 'left', 'alumni'],
  on_hold: ['active', 'left'],
  left: ['active'],
  alumni: [],
};
/** A move that needs a reason (and its date). */
export const REASONED_STATUSES: StudentStatus[] = ['on_hold', 'left'];

export const GENDERS = ['female', 'male', 'other'] as const;
export const RELATIONS = ['mother', 'father', 'guardian', 'grandparent', 'sibling', 'other'] as const;
export const PREFERRED_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export const DOCUMENT_KINDS = [
  'birth_certificate',
  'report_card',
  'transfer_certificate',
  'id_proof',
  'other',
] as const;
export const STUDENT_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const STUDENT_PHOTO_MAX_BYTES = 1024 * 1024;

const name = (message: string) => z.string().trim().min(1, message).max(100);
const optional = (max: number) => z.string().trim().max(max).default('');
const optionalMobile = z.union([z.literal(''), mobileNumber]).default('');
const optionalEmail = z.union([z.literal('').transform(() => ''), emailAddress]).default('');
const optionalId = idParam.nullable().default(null);

// ---- guardians ----

export const guardianInput = z.object({
  /** An existing guardian of this institute (a sibling's parent): linked, and updated with these details. */
  id: idParam.optional(),
  relation: z.enum(RELATIONS, 'Choose how they are related.'),
  name: name('Please enter the guardian’s name.'),
  mobile: mobileNumber,
  whatsapp: optionalMobile,
  email: optionalEmail,
  occupation: optional(100),
  preferredChannel: z.enum(PREFERRED_CHANNELS).nullable().default(null),
  /** The language the family reads (decision 096): null, the institute's message language. */
  language: z.enum(MESSAGE_LANGUAGES, 'Choose English or Hindi.').nullable().default(null),
  /** The main contact: messages and the list show this guardian. */
  primary: z.boolean().default(false),
});
export type GuardianInput = z.input<typeof guardianInput>;

export const guardian = z.object({
  id: z.number().int(),
  relation: z.enum(RELATIONS),
  name: z.string(),
  mobile: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  occupation: z.string(),
  preferredChannel: z.enum(PREFERRED_CHANNELS).nullable(),
  language: z.enum(MESSAGE_LANGUAGES).nullable(),
  primary: z.boolean(),
  /** Other students this guardian is a guardian of (siblings). */
  otherStudents: z.array(z.object({ id: z.number().int(), name: z.string(), admissionNumber: z.string() })),
});
export type Guardian = z.infer<typeof guardian>;

const guardianList = z
  .array(guardianInput)
  .min(1, studentMessages.oneGuardian)
  .max(4, 'At most four guardians.')
  .refine((list) => list.filter((g) => g.primary).length <= 1, studentMessages.onePrimary);

/** Guardians with this mobile number already in the institute (to link a sibling's parent). */
export const guardianLookupQuery = z.object({ mobile: mobileNumber });
export const guardianMatches = z.object({ data: z.array(guardian) });

// ---- students ----

const studentFields = {
  name: name('Please enter the student’s name.'),
  dateOfBirth: calendarDate('Please enter a valid date of birth.').nullable().default(null),
  gender: z.enum(GENDERS).nullable().default(null),
  classId: optionalId,
  boardId: optionalId,
  school: optional(150),
  address: optional(500),
};
export const admissionInput = z.object({
  ...studentFields,
  centreId: idParam,
  /** Unset: today in the institute's time zone. */
  admissionDate: calendarDate('Please enter a valid admission date.').optional(),
  guardians: guardianList,
  /** The enquiry this admission comes from: it moves to Admitted in the same transaction. */
  enquiryId: idParam.optional(),
});
export type AdmissionInput = z.input<typeof admissionInput>;

export const studentUpdate = changeOf({ ...studentFields, centreId: idParam });
export type StudentUpdate = z.input<typeof studentUpdate>;
export const guardiansInput = z.object({ guardians: guardianList });
export type GuardiansInput = z.input<typeof guardiansInput>;

export const statusChange = z
  .object({
    status: z.enum(STUDENT_STATUSES),
    reason: z.string().trim().max(300).default(''),
    /** Unset: today in the institute's time zone. */
    date: calendarDate().optional(),
  })
  .refine((v) => !REASONED_STATUSES.includes(v.status) || v.reason.length > 0, {
    path: ['reason'],
    message: 'Please give a reason.',
  });
export type StatusChange = z.input<typeof statusChange>;

/** The student list's bulk actions take at most this many students at once (a page and more). */
export const BULK_MAX = 500;
const bulkIds = z
  .array(idParam)
  .min(1, 'Choose at least one student.')
  .max(BULK_MAX, `Choose at most ${BULK_MAX} students at once.`);

/** Many students' status at once (the list's bulk action): one transaction, those who cannot move named. */
export const bulkStatusChange = z
  .object({
    studentIds: bulkIds,
    status: z.enum(STUDENT_STATUSES),
    reason: z.string().trim().max(300).default(''),
    date: calendarDate().optional(),
  })
  .refine((v) => !REASONED_STATUSES.includes(v.status) || v.reason.length > 0, {
    path: ['reason'],
    message: 'Please give a reason.',
  });
export type BulkStatusChange = z.input<typeof bulkStatusChange>;
export const bulkStatusResult = z.object({
  changed: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Each student left as they were, and why ("A student who is Left cannot be marked On hold."). */
  refused: z.array(z.object({ id: z.number().int(), name: z.string(), reason: z.string() })),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResult>;

export const studentRow = z.object({
  id: z.number().int(),
  admissionNumber: z.string(),
  name: z.string(),
  className: z.string().nullable(),
  boardName: z.string().nullable(),
  centreName: z.string(),
  status: z.enum(STUDENT_STATUSES),
  admissionDate: z.string(),
  guardianName: z.string().nullable(),
  guardianMobile: z.string().nullable(),
});
export type StudentRow = z.infer<typeof studentRow>;
export const studentPage = pageOf(studentRow);
export type StudentPage = z.infer<typeof studentPage>;

export const STUDENT_SORTS = [
  'name',
  '-name',
  'admissionNumber',
  '-admissionNumber',
  '-admissionDate',
  'admissionDate',
] as const;
export const studentListQuery = z.object({
  ...pageFields,
  sort: z.enum(STUDENT_SORTS).default('-admissionDate'),
  status: z.enum([...STUDENT_STATUSES, 'all']).default('active'),
  classId: idParam.optional(),
  centreId: idParam.optional(),
  /** Admitted on or after / on or before these days (the dashboard's admissions this month). */
  admittedFrom: calendarDate().optional(),
  admittedTo: calendarDate().optional(),
});
export type StudentListQuery = z.input<typeof studentListQuery>;
export const studentExportQuery = studentListQuery.omit({ page: true, pageSize: true, sort: true }).extend({
  /** Only these students (the list's selection), as "12,15,31". */
  ids: z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,499}$/, 'Name the students as 12,15,31.')
    .transform((v) => v.split(',').map(Number))
    // Each an id the database can hold (ten digits may pass 2^31).
    .pipe(z.array(z.number().int().max(MAX_ID, 'Name the students as 12,15,31.')))
    .optional(),
});

export const studentDocument = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type StudentDocument = z.infer<typeof studentDocument>;

export const timelineEntry = z.object({
  at: z.string(),
  /** `audit`: a change by staff; `message`: a message to a guardian. */
  kind: z.enum(['audit', 'message']),
  action: z.string(),
  by: z.string().nullable(),
  detail: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** An area of the profile that is not built yet says so (null), never a made-up figure. */
export const studentProfile = z.object({
  id: z.number().int(),
  admissionNumber: z.string(),
  name: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  boardId: z.number().int().nullable(),
  boardName: z.string().nullable(),
  school: z.string(),
  address: z.string(),
  centreId: z.number().int(),
  centreName: z.string(),
  admissionDate: z.string(),
  status: z.enum(STUDENT_STATUSES),
  statusReason: z.string(),
  statusDate: z.string().nullable(),
  photoUrl: z.string().nullable(),
  guardians: z.array(guardian),
  documents: z.array(studentDocument),
  timeline: z.array(timelineEntry),
  /** Filled as those areas land (batches, fees, attendance, exams); null until then. */
  areas: z.object({
    batches: z.null(),
    fees: z.null(),
    attendance: z.null(),
    exams: z.null(),
  }),
});
export type StudentProfile = z.infer<typeof studentProfile>;

export const documentParams = z.object({ id: idParam, documentId: idParam });

const choice = z.object({ id: z.number().int(), name: z.string() });
/** The centres (active), classes and boards a student can be admitted to. */
export const studentChoices = z.object({
  centres: z.array(choice.extend({ code: z.string() })),
  classes: z.array(choice),
  boards: z.array(choice),
});
export type StudentChoices = z.infer<typeof studentChoices>;

// ---- bulk import (ManageStudents → Import) ----

/** The import file's columns, in the template's order; headers are matched without regard to case. */
export const STUDENT_IMPORT_COLUMNS = [
  'Name',
  'Date of birth',
  'Gender',
  'Class',
  'Board',
  'School',
  'Address',
  'Centre',
  'Admission date',
  'Guardian name',
  'Guardian relation',
  'Guardian mobile',
  'Guardian email',
] as const;
export const STUDENT_IMPORT_MAX_ROWS = 2000;
export const STUDENT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const importMessages = {
  fileType: 'Send a CSV file or an Excel workbook (.xlsx).',
  tooLarge: 'An import file can be at most 2 MB.',
  empty: 'The file has no rows to import.',
  tooMany: `At most ${STUDENT_IMPORT_MAX_ROWS} students in one file: split it into smaller files.`,
  /** A workbook that unpacks to far more than a list of students (a zip bomb, or sheets of other data). */
  unpacksTooLarge:
    'This workbook holds too much to import: keep only the students’ sheet, or save it as CSV, and import again.',
  busy: 'Other files are being read just now: try again in a minute.',
  missingColumns: (columns: string[]) =>
    `The file has no ${columns.join(', ')} column. Start from the template.`,
  notSaved: (rows: number) =>
    `Nothing was saved: ${rows} ${rows === 1 ? 'row has' : 'rows have'} problems. Check the file, fix them, and import again.`,
} as const;

export const importMode = z.object({ mode: z.enum(['check', 'save']).default('check') });

export const importRow = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  centre: z.string(),
  guardian: z.string(),
  mobile: z.string(),
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRow>;
export const importResult = z.object({
  rows: z.array(importRow),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** True once every row is saved (mode `save`). */
  saved: z.boolean(),
  /** The admission numbers given, first and last (when saved). */
  firstNumber: z.string().nullable(),
  lastNumber: z.string().nullable(),
});
export type ImportResult = z.infer<typeof importResult>;
