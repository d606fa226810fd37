import { z } from 'zod';
import { calendarDate, idParam, pageFields, pageOf } from './common.ts';
import { ENQUIRY_STAGES } from './enquiries.ts';

/**
 * Demo classes (DemoClassManagementSystem): a free class an enquiry is invited to. Inviting moves the
 * enquiry to Demo scheduled and sends the invitation on the family's channel; marking them attended
 * (or not) moves it on (or back) — the enquiry's stage follows the demo on its own.
 */

export const demoMessages = {
  notFound: 'Demo class not found.',
  teacherNotFound: 'Please choose one of your active teachers.',
  subjectNotFound: 'Please choose one of your subjects.',
  centreNotFound: 'Please choose one of your centres.',
  placeNeeded: 'Choose a centre or give the online link.',
  endAfterStart: 'The class must end after it starts.',
  full: (capacity: number) => `The demo class is full: it has room for ${capacity}.`,
  notOpen: 'Only open enquiries (not admitted or lost) can be invited.',
  cancelled: 'This demo class is cancelled.',
  // Dates nobody means (issue 65).
  past: 'A demo class cannot be in the past: choose a day and time still to come.',
  over: 'This demo class is over: nobody can be invited to it now.',
  notInvited: 'This enquiry is not invited to this demo class.',
} as const;

export const DEMO_STATUSES = ['scheduled', 'cancelled'] as const;
export const ATTENDANCE = ['invited', 'attended', 'no_show'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 16:30.');
const optionalText = (max: number) => z.string().trim().max(max).default('');

const demoFields = z.object({
  subjectId: idParam,
  teacherId: idParam,
  centreId: idParam.nullable().default(null),
  onlineLink: z
    .union([z.literal(''), z.url({ protocol: /^https$/, error: 'Give an https:// link.' })])
    .default(''),
  date: calendarDate('Please enter a valid date.'),
  startTime: time,
  endTime: time,
  capacity: z.coerce.number().int().min(1, 'At least one place.').max(500).default(20),
  notes: optionalText(500),
});
export const demoClassInput = demoFields
  .refine((v) => v.centreId !== null || v.onlineLink !== '', {
    path: ['centreId'],
    message: demoMessages.placeNeeded,
  })
  .refine((v) => v.endTime > v.startTime, { path: ['endTime'], message: demoMessages.endAfterStart });
export type DemoClassInput = z.input<typeof demoClassInput>;

/** Remarks after the class, or cancelling it. */
export const demoClassUpdate = z.object({
  teacherRemarks: z.string().trim().max(1000).optional(),
  status: z.enum(DEMO_STATUSES).optional(),
});
export type DemoClassUpdate = z.input<typeof demoClassUpdate>;

export const invitationInput = z.object({
  enquiryIds: z.array(idParam).min(1, 'Choose at least one enquiry.').max(100),
});
export const attendanceInput = z.object({
  attendance: z.enum(['attended', 'no_show']),
  feedback: optionalText(500),
});
export type AttendanceInput = z.input<typeof attendanceInput>;
export const invitationParams = z.object({ id: idParam, enquiryId: idParam });

export const demoClassRow = z.object({
  id: z.number().int(),
  subjectName: z.string(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  centreName: z.string().nullable(),
  onlineLink: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  invited: z.number().int(),
  attended: z.number().int(),
  status: z.enum(DEMO_STATUSES),
});
export type DemoClassRow = z.infer<typeof demoClassRow>;
export const demoClassPage = pageOf(demoClassRow);

export const demoClassListQuery = z.object({
  ...pageFields,
  /** upcoming: from today on, soonest first; past: before today, latest first. */
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  teacherId: idParam.optional(),
});
export type DemoClassListQuery = z.input<typeof demoClassListQuery>;

export const demoInvitation = z.object({
  enquiryId: z.number().int(),
  studentName: z.string(),
  guardianName: z.string(),
  mobile: z.string(),
  stage: z.enum(ENQUIRY_STAGES),
  attendance: z.enum(ATTENDANCE),
  feedback: z.string(),
});
export type DemoInvitation = z.infer<typeof demoInvitation>;

export const demoClassDetail = demoClassRow.extend({
  subjectId: z.number().int(),
  centreId: z.number().int().nullable(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  notes: z.string(),
  teacherRemarks: z.string(),
  invitations: z.array(demoInvitation),
});
export type DemoClassDetail = z.infer<typeof demoClassDetail>;

const choice = z.object({ id: z.number().int(), name: z.string() });
export const demoChoices = z.object({
  subjects: z.array(choice),
  teachers: z.array(choice),
  centres: z.array(choice),
});
export type DemoChoices = z.infer<typeof demoChoices>;
