import { z } from 'zod';
import { emailAddress, phoneNumber } from '../account.ts';
import { centreRef } from '../centres.ts';
import { activeFilter, idParam, pageFields, pageOf } from '../common.ts';
import { isoDate, text } from './fields.ts';

/** The teacher directory (Manageteacher) and the detail screen's header, under /api/v1. */

export const teacherCard = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  active: z.boolean(),
});
export type TeacherCard = z.infer<typeof teacherCard>;

/**
 * Teachers' names only, for the screens that pick one (Teacher Calendar, Upcoming Classes): they
 * need no contact details, so they are not given the directory.
 */
export const teacherNameQuery = z.object({
  q: z.string().trim().max(100).default(''),
  /** A teacher to name even when the search does not list them (one opened by a link). */
  id: idParam.optional(),
});
export type TeacherNameQuery = z.input<typeof teacherNameQuery>;
export const TEACHER_NAMES_SHOWN = 100;
export const teacherNames = z.object({
  /** Active teachers matching `q` by name (the first hundred), then the one asked for by `id`. */
  data: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
  /** More match than are listed: a narrower search finds them. */
  more: z.boolean(),
});
export type TeacherNames = z.infer<typeof teacherNames>;

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
