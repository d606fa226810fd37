import { z } from 'zod';
import { emailAddress, phoneNumber } from './account.ts';
import { pageOf } from './common.ts';

/**
 * Teachers, their detail panels, KYC and centres. The spec calls (§7 "Teacher") keep their paths,
 * payload field names (with their casing) and response fields exactly; everything else lives under
 * /api/v1 in the house style.
 */

// ---- constants (spec §9 and the issue) ----

/** Every current Indian state (28) and union territory (8). */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export const DEFAULT_COUNTRY = 'India';
export const KYC_TYPES = ['PAN', 'Aadhar', 'Driving License', 'Passport', 'Voter ID'] as const;
export type KycType = (typeof KYC_TYPES)[number];
/** KYC attachments: PDF, JPEG or PNG, decided by their bytes, at most 5 MB. */
export const KYC_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const TEACHER_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The local-storage key the teacher detail screen reads its teacher id from (spec §2). */
export const TEACHER_ID_STORAGE_KEY = 'TeacherID';
/** Spec success codes: respCode/RespCode '0', submitKYC status 0. */
export const RESP_OK = '0';

/** Messages the server itself answers with; the screens' own messages live in the web catalogue. */
export const teacherServerMessages = {
  addressOnce: 'You can only add your address once. Please update your existing address if needed.',
  addressSaved: 'Address saved successfully.',
  experienceAdded: 'Experience added successfully',
  subjectAdded: 'Subject added successfully.',
  subjectExists: 'This subject is already assigned to the teacher.',
  centreAdded: 'Centre added successfully.',
  centreExists: 'The teacher is already assigned to this centre.',
  centreRequired: 'Please choose a centre.',
  noCentres: 'No centres found for this TeacherID.',
  kycSubmitted: 'KYC details submitted successfully.',
  kycExists: 'This teacher already has a document of this type. Remove it before adding a new one.',
  kycFileRequired: 'Please attach the document.',
  kycFileType: 'The document must be a PDF, JPEG or PNG file.',
  kycFileTooLarge: 'The document must be 5 MB or smaller.',
  photoType: 'Photo must be a JPEG, PNG or WebP image.',
  photoTooLarge: 'Photo must be 2 MB or smaller.',
  teacherNotFound: 'Teacher not found.',
  teacherIdRequired: 'A valid TeacherID is required.',
  otherAccount: 'These details belong to another account.',
  emailTaken: 'Another teacher in your institute already uses this email.',
  centreCodeTaken: 'Another centre in your institute already uses this code.',
  centreNotFound: 'Centre not found.',
} as const;

// ---- field rules, shared by the server and the web forms ----

const MAX_ID = 2_147_483_647;
/** A row id, as a number or as the digits local storage keeps. */
export const teacherIdValue = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, teacherServerMessages.teacherIdRequired),
  ])
  .transform(Number)
  .pipe(
    z
      .number(teacherServerMessages.teacherIdRequired)
      .int(teacherServerMessages.teacherIdRequired)
      .min(1, teacherServerMessages.teacherIdRequired)
      .max(MAX_ID, teacherServerMessages.teacherIdRequired),
  );
export const teacherRowParam = z.coerce.number().int().min(1).max(MAX_ID);

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
/** Codes of boards, classes, subjects and centres: letters, digits, dashes, dots, underscores. */
const codeValue = (what: string) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .min(1, `Please choose a ${what}.`)
        .max(30)
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, `Please enter a valid ${what} code.`),
    );

/** YYYY-MM-DD, a real calendar date. */
const isoDate = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, message);

/** The caller's identity, as the spec's teacher writes send it (UserType travels as CreatedBy). */
const creator = {
  SUCode: z.string().trim().min(1).max(20),
  CreatedBy: z.string().trim().min(1, 'CreatedBy is required.').max(40),
  EmailID: z.string().trim().toLowerCase().max(254),
};

// ---- KYC document numbers ----

// Verhoeff tables (dihedral group D5), as UIDAI uses for the Aadhaar check digit.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when a string of digits ends in a correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  const reversed = digits.split('').reverse();
  for (let i = 0; i < reversed.length; i++) c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![Number(reversed[i])]!]!;
  return c === 0;
}

/** The document number as stored: upper case, without the spaces and dashes people type. */
export function normaliseDocNumber(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]/g, '');
}

const docRules: Record<KycType, { pattern: RegExp; message: string; check?: (v: string) => boolean }> = {
  // Five letters (the fourth names the holder type), four digits, a letter.
  PAN: {
    pattern: /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/,
    message: 'Please enter a valid PAN (for example ABCPE1234F).',
  },
  // Twelve digits, not starting with 0 or 1, the last a Verhoeff check digit.
  Aadhar: {
    pattern: /^[2-9]\d{11}$/,
    message: 'Please enter a valid 12-digit Aadhaar number.',
    check: verhoeffValid,
  },
  // State code, two-digit RTO code, year of issue, seven-digit number: MH14 2011 0062821.
  'Driving License': {
    pattern: /^[A-Z]{2}\d{2}(19|20)\d{2}\d{7}$/,
    message: 'Please enter a valid driving licence number (for example MH14 20110062821).',
  },
  // One letter and seven digits.
  Passport: {
    pattern: /^[A-PR-WY][1-9]\d{5}[1-9]$/,
    message: 'Please enter a valid passport number (for example K1234567).',
  },
  // EPIC: three letters and seven digits.
  'Voter ID': {
    pattern: /^[A-Z]{3}\d{7}$/,
    message: 'Please enter a valid voter ID (for example ABC1234567).',
  },
};

/** The problem with a document number for its type, or null when it is valid. */
export function docNumberProblem(type: string, value: string): string | null {
  const rule = docRules[type as KycType];
  if (!rule) return 'Please choose a KYC type.';
  const v = normaliseDocNumber(value);
  if (v === '') return 'Please enter the document number.';
  if (!rule.pattern.test(v) || (rule.check && !rule.check(v))) return rule.message;
  return null;
}

/** Every list and response shows document numbers like this: only the last four characters. */
export function maskDocNumber(value: string): string {
  const v = normaliseDocNumber(value);
  return v.length <= 4 ? 'X'.repeat(v.length) : `${'X'.repeat(v.length - 4)}${v.slice(-4)}`;
}

// ---- spec calls (§7 Teacher) ----

/** POST /api/teacher/{teacherId}/address: the address list (at most one, spec §9). */
export const teacherAddress = z.object({
  id: z.number().int(),
  Add1: z.string(),
  Add2: z.string(),
  City: z.string(),
  State: z.string(),
  PinCode: z.string(),
  Country: z.string(),
  Landmark: z.string(),
});
export type TeacherAddress = z.infer<typeof teacherAddress>;
export const teacherAddressList = z.array(teacherAddress);

const addressShape = {
  Add1: text(200, 'Please enter the first address line.'),
  Add2: optionalText(200),
  City: text(100, 'Please enter the city.'),
  State: text(100, 'Please choose the state.'),
  PinCode: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^[1-9]\d{5}$/, 'Please enter a valid 6-digit PIN code.')),
  Country: z.string().trim().max(60).optional().default(DEFAULT_COUNTRY),
  Landmark: optionalText(200),
};
/** In India the state must be one of the list; the country defaults to India. */
function indianState(v: { State: string; Country: string }, ctx: z.RefinementCtx) {
  const country = v.Country || DEFAULT_COUNTRY;
  if (
    country.toLowerCase() === DEFAULT_COUNTRY.toLowerCase() &&
    !(INDIAN_STATES as readonly string[]).includes(v.State)
  ) {
    ctx.addIssue({ code: 'custom', path: ['State'], message: 'Please choose a state from the list.' });
  }
}

/** The address fields of a form, with their rules. */
export const teacherAddressFields = z
  .object(addressShape)
  .superRefine(indianState)
  .transform((v) => ({ ...v, Country: v.Country || DEFAULT_COUNTRY }));
export type TeacherAddressFields = z.input<typeof teacherAddressFields>;

/** POST /api/teacher/{teacherId}/address/update: adds the one address, or updates it (by id). */
export const teacherAddressUpdateBody = z
  .object({
    ...addressShape,
    ...creator,
    id: z
      .union([teacherIdValue, z.literal(''), z.null()])
      .optional()
      .transform((v) => v || null),
  })
  .superRefine(indianState)
  .transform((v) => ({ ...v, Country: v.Country || DEFAULT_COUNTRY }));
export type TeacherAddressUpdateBody = z.input<typeof teacherAddressUpdateBody>;
export const teacherRespReply = z.object({ respCode: z.string(), respMsg: z.string() });
export const teacherAddressUpdateResponse = teacherRespReply.extend({ id: z.number().int() });

/** POST /getEducationDetails {teacherID} → the list. */
export const educationDetailsBody = z.object({ teacherID: teacherIdValue });
export const educationFields = z.object({
  certificate: text(120, 'Please enter the certificate.'),
  board: text(120, 'Please enter the board or university.'),
  year: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{4}$/, 'Please enter a valid year.'))
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1950, 'Please enter a valid year.')
        .max(new Date().getFullYear() + 1, 'Please enter a valid year.'),
    ),
  marks: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .max(20)
        .regex(
          /^$|^\d{1,4}(\.\d{1,2})?(\s?(%|\/\s?\d{1,4}|CGPA|cgpa))?$/,
          'Please enter marks such as 87.5%.',
        ),
    )
    .optional()
    .default(''),
  grade: optionalText(10),
});
export type EducationFields = z.input<typeof educationFields>;
export const education = z.object({
  id: z.number().int(),
  certificate: z.string(),
  board: z.string(),
  year: z.number().int(),
  marks: z.string(),
  grade: z.string(),
});
export type Education = z.infer<typeof education>;
export const educationList = z.array(education);

/** POST /getExperience {teacherID} → {respCode, experienceData, respMsg}. */
export const getExperienceBody = z.object({ teacherID: teacherIdValue });
export const experienceEntry = z
  .object({
    Organisation: text(200, 'Please enter the organisation.'),
    FromDate: isoDate('Please enter a valid from date.'),
    ToDate: z
      .union([isoDate('Please enter a valid to date.'), z.literal(''), z.null()])
      .optional()
      .transform((v) => v || null),
    Designation: text(120, 'Please enter the designation.'),
    Responsibilities: optionalText(1000),
    Remarks: optionalText(500),
  })
  .superRefine((v, ctx) => {
    const today = new Date().toISOString().slice(0, 10);
    if (v.FromDate > today)
      ctx.addIssue({ code: 'custom', path: ['FromDate'], message: 'The from date cannot be in the future.' });
    if (v.ToDate && v.ToDate < v.FromDate)
      ctx.addIssue({
        code: 'custom',
        path: ['ToDate'],
        message: 'The to date cannot be before the from date.',
      });
  });
export type ExperienceEntry = z.input<typeof experienceEntry>;
export const experience = z.object({
  id: z.number().int(),
  Organisation: z.string(),
  FromDate: z.string(),
  ToDate: z.string().nullable(),
  Designation: z.string(),
  Responsibilities: z.string(),
  Remarks: z.string(),
});
export type Experience = z.infer<typeof experience>;
export const getExperienceResponse = z.object({
  respCode: z.string(),
  experienceData: z.array(experience),
  respMsg: z.string(),
});

/** POST /addExperience {SUCode, CreatedBy, TeacherID, experienceData, EmailID}: one entry or a list. */
export const addExperienceBody = z.object({
  ...creator,
  TeacherID: teacherIdValue,
  experienceData: z
    .union([experienceEntry, z.array(experienceEntry).min(1).max(20)])
    .transform((v) => (Array.isArray(v) ? v : [v])),
});
export type AddExperienceBody = z.input<typeof addExperienceBody>;

/** POST /api/get-teacher-subjects {teacherID} → {respCode, subjectDetails}. */
export const teacherSubjectsBody = z.object({ teacherID: teacherIdValue });
export const teacherSubject = z.object({
  id: z.number().int(),
  BoardCode: z.string(),
  ClassCode: z.string(),
  SubjectCode: z.string(),
  BoardName: z.string().nullable(),
  ClassName: z.string().nullable(),
  SubjectName: z.string().nullable(),
});
export type TeacherSubject = z.infer<typeof teacherSubject>;
export const teacherSubjectsResponse = z.object({
  respCode: z.string(),
  subjectDetails: z.array(teacherSubject),
  respMsg: z.string().optional(),
});

/** POST /api/insert-teacher-subject → {RespCode, RespMsg}. */
export const insertTeacherSubjectBody = z.object({
  ...creator,
  TeacherID: teacherIdValue,
  BoardCode: codeValue('board'),
  SubjectCode: codeValue('subject'),
  ClassCode: codeValue('class'),
  CreaterSUCode: z.string().trim().min(1).max(20),
  CreaterFormName: z.string().trim().min(1).max(60),
  CreaterEmailID: z.string().trim().toLowerCase().max(254),
});
export type InsertTeacherSubjectBody = z.input<typeof insertTeacherSubjectBody>;
export const teacherRespCapsReply = z.object({ RespCode: z.string(), RespMsg: z.string() });

/** The curriculum the Subject panel chooses from (GET /api/v1/teacher-details/curriculum). */
const curriculumOption = z.object({ code: z.string(), name: z.string() });
export const teacherCurriculum = z.object({
  /** false while the organisation has no curriculum: the panel then takes plain codes. */
  available: z.boolean(),
  boards: z.array(curriculumOption),
  classes: z.array(curriculumOption),
  subjects: z.array(curriculumOption),
});
export type TeacherCurriculum = z.infer<typeof teacherCurriculum>;

/** A centre as the spec's calls list it. */
export const centreRef = z.object({ CentreCode: z.string(), CentreName: z.string() });
export type CentreRef = z.infer<typeof centreRef>;

/** POST /api/teacher-centre {teacherID} → {respCode, centreDetails}. */
export const teacherCentreBody = z.object({ teacherID: teacherIdValue });
export const teacherCentreResponse = z.object({
  respCode: z.string(),
  centreDetails: z.array(centreRef),
  respMsg: z.string().optional(),
});
/** POST /api/get-all-centres (no body) → {respCode, centres}. */
export const allCentresResponse = z.object({ respCode: z.string(), centres: z.array(centreRef) });
/** POST /api/teacher-centre-add {teacherId, CentreCode, SUCode, CreatedBy, EmailID} → {RespCode, RespMsg}. */
export const teacherCentreAddBody = z.object({
  ...creator,
  teacherId: teacherIdValue,
  CentreCode: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, teacherServerMessages.centreRequired).max(20)),
});
export type TeacherCentreAddBody = z.input<typeof teacherCentreAddBody>;

/** POST /api/getKYCDetails {TeacherID} → {respCode, kycDetails, respMsg}; numbers masked. */
export const kycDetailsBody = z.object({ TeacherID: teacherIdValue });
export const kycDetail = z.object({
  id: z.number().int(),
  KYCType: z.string(),
  /** Masked: only the last four characters show. */
  DocNumber: z.string(),
  FileType: z.string(),
  FileSize: z.number().int(),
  Remarks: z.string(),
  CreatedBy: z.string(),
  CreatedOn: z.string(),
});
export type KycDetail = z.infer<typeof kycDetail>;
export const kycDetailsResponse = z.object({
  respCode: z.string(),
  kycDetails: z.array(kycDetail),
  respMsg: z.string(),
});

/** POST /api/submitKYC (multipart): these text fields plus the file field `attachment`. */
export const submitKycFields = z
  .object({
    ...creator,
    teacherID: teacherIdValue,
    KYCType: z.enum(KYC_TYPES, 'Please choose a KYC type.'),
    DocNumber: z.string().max(40, 'Please enter a valid document number.'),
    Remarks: text(500, 'Please enter remarks.'),
  })
  .superRefine((v, ctx) => {
    const problem = docNumberProblem(v.KYCType, v.DocNumber);
    if (problem) ctx.addIssue({ code: 'custom', path: ['DocNumber'], message: problem });
  })
  .transform((v) => ({ ...v, DocNumber: normaliseDocNumber(v.DocNumber) }));
export const submitKycResponse = z.object({ status: z.number().int(), message: z.string() });

/** POST /api/v1/teachers/{id}/kyc/{kycId}/reveal → the whole number, written to the audit log. */
export const kycRevealResponse = z.object({
  id: z.number().int(),
  KYCType: z.string(),
  DocNumber: z.string(),
});

// ---- /api/v1: the teacher detail's header, education saves ----

export const teacherCard = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  active: z.boolean(),
});
export type TeacherCard = z.infer<typeof teacherCard>;

// ---- /api/v1: centres ----

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
};
const activeFilter = z
  .enum(['true', 'false', 'all'])
  .optional()
  .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined));

export const CENTRE_SORTS = ['CentreCode', '-CentreCode', 'CentreName', '-CentreName'] as const;
export const centreListQuery = z.object({
  ...pageFields,
  sort: z.enum(CENTRE_SORTS).default('CentreName'),
  active: activeFilter,
});
export type CentreListQuery = z.input<typeof centreListQuery>;

export const centre = z.object({
  id: z.number().int(),
  CentreCode: z.string(),
  CentreName: z.string(),
  address: z.string(),
  phone: z.string(),
  active: z.boolean(),
  teacherCount: z.number().int(),
  staffCount: z.number().int(),
});
export type Centre = z.infer<typeof centre>;
export const centrePage = pageOf(centre);

const centreCode = z
  .string()
  .trim()
  .min(1, 'Please enter the centre code.')
  .max(20, 'The centre code can be at most 20 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Use letters, digits, dots, dashes or underscores.')
  .transform((v) => v.toUpperCase());
const optionalPhone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^$|^(\+91|0)?[1-9]\d{9}$/, 'Please enter a valid phone number.'));

export const centreInput = z.object({
  CentreCode: centreCode,
  CentreName: text(120, 'Please enter the centre name.'),
  address: z.string().trim().max(500).default(''),
  phone: optionalPhone.default(''),
  active: z.boolean().default(true),
});
export type CentreInput = z.input<typeof centreInput>;
/** The code is the centre's identity (staff and teachers are placed by it): it does not change. */
export const centreUpdate = z
  .object({
    CentreName: text(120, 'Please enter the centre name.'),
    address: z.string().trim().max(500),
    phone: optionalPhone,
    active: z.boolean(),
  })
  .partial();
export type CentreUpdate = z.input<typeof centreUpdate>;

// ---- /api/v1: centre assignment (CentreAsignment) ----

export const centreAssignee = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  assigned: z.boolean(),
});
export type CentreAssignee = z.infer<typeof centreAssignee>;
export const centreAssignments = z.object({
  centre: centre,
  teachers: z.array(centreAssignee),
  staff: z.array(centreAssignee),
});
export type CentreAssignments = z.infer<typeof centreAssignments>;
export const centreAssignmentsSave = z.object({
  teacherIds: z.array(z.number().int().min(1).max(MAX_ID)).max(5000),
  staffIds: z.array(z.number().int().min(1).max(MAX_ID)).max(5000),
});
export type CentreAssignmentsSave = z.infer<typeof centreAssignmentsSave>;

// ---- /api/v1: the teacher directory (Manageteacher) ----

export const TEACHER_SORTS = [
  'name',
  '-name',
  'joiningDate',
  '-joiningDate',
  'createdAt',
  '-createdAt',
] as const;
export const teacherListQuery = z.object({
  ...pageFields,
  sort: z.enum(TEACHER_SORTS).default('name'),
  active: activeFilter,
  centre: z.string().trim().max(20).optional(),
  subject: z.string().trim().max(30).optional(),
});
export type TeacherListQuery = z.input<typeof teacherListQuery>;

export const teacher = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  whatsapp: z.string(),
  joiningDate: z.string().nullable(),
  active: z.boolean(),
  hasPhoto: z.boolean(),
  centres: z.array(centreRef),
  subjects: z.array(z.string()),
});
export type Teacher = z.infer<typeof teacher>;
export const teacherPage = pageOf(teacher);

const whatsapp = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
  .pipe(z.string().regex(/^$|^[6-9]\d{9}$/, 'Please enter a valid 10-digit WhatsApp number.'));
const joiningDate = isoDate('Please enter a valid joining date.').refine(
  (v) => v >= '1950-01-01' && v <= `${new Date().getFullYear() + 1}-12-31`,
  'Please enter a valid joining date.',
);
export const teacherInput = z.object({
  name: text(100, 'Please enter the teacher’s name.'),
  email: emailAddress,
  mobile: phoneNumber,
  whatsapp: whatsapp.default(''),
  joiningDate,
  active: z.boolean().default(true),
});
export type TeacherInput = z.input<typeof teacherInput>;
export const teacherUpdate = z
  .object({
    name: text(100, 'Please enter the teacher’s name.'),
    email: emailAddress,
    mobile: phoneNumber,
    whatsapp,
    joiningDate,
    active: z.boolean(),
  })
  .partial();
export type TeacherUpdate = z.input<typeof teacherUpdate>;

/** The directory's filter choices: the organisation's centres and the subjects its teachers teach. */
export const teacherFilters = z.object({
  centres: z.array(centreRef),
  subjects: z.array(z.string()),
});
export type TeacherFilters = z.infer<typeof teacherFilters>;
