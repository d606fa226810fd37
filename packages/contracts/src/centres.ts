import { z } from 'zod';
import { MAX_ID, activeFilter, clockTime, pageFields, pageOf, requiredText } from './common.ts';

/** Centres (the Center screen) and which teachers and staff serve each (CentreAsignment). */

/** Messages the server answers with. */
export const centreMessages = {
  codeTaken: 'Another centre in your institute already uses this code.',
  notFound: 'Centre not found.',
} as const;

/** A centre as the spec's calls list it. */
export const centreRef = z.object({ CentreCode: z.string(), CentreName: z.string() });
export type CentreRef = z.infer<typeof centreRef>;

// ---- /api/v1: centres ----

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
  /** Opening hours (HH:MM), when set: classes outside them are flagged. */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
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

const hours = {
  opensAt: clockTime('Please enter an opening time like 08:00.').nullable(),
  closesAt: clockTime('Please enter a closing time like 20:00.').nullable(),
};
const hoursInOrder = (v: { opensAt?: string | null; closesAt?: string | null }) =>
  !v.opensAt || !v.closesAt || v.closesAt > v.opensAt;
const hoursMessage = { path: ['closesAt'], message: 'The centre must close after it opens.' };

export const centreInput = z
  .object({
    CentreCode: centreCode,
    CentreName: requiredText(120, 'Please enter the centre name.'),
    address: z.string().trim().max(500).default(''),
    phone: optionalPhone.default(''),
    active: z.boolean().default(true),
    opensAt: hours.opensAt.default(null),
    closesAt: hours.closesAt.default(null),
  })
  .refine(hoursInOrder, hoursMessage);
export type CentreInput = z.input<typeof centreInput>;
/** The code is the centre's identity (staff and teachers are placed by it): it does not change. */
export const centreUpdate = z
  .object({
    CentreName: requiredText(120, 'Please enter the centre name.'),
    address: z.string().trim().max(500),
    phone: optionalPhone,
    active: z.boolean(),
    ...hours,
  })
  .partial()
  .refine(hoursInOrder, hoursMessage);
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
