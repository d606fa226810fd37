import { z } from 'zod';
import { centreRef } from '../centres.ts';
import { DEFAULT_COUNTRY, INDIAN_STATES, teacherIdValue, teacherServerMessages } from './constants.ts';
import { codeValue, creator, isoDate, optionalText, text } from './fields.ts';

/**
 * The teacher detail's panels (Panels): address, education, experience, subjects and centres. The
 * spec calls (§7 Teacher) keep their paths, payload field names (with their casing) and response
 * fields exactly.
 */

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
