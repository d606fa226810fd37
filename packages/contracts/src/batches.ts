import { z } from 'zod';
import { calendarDate, idParam, pageFields, pageOf } from './common.ts';

/**
 * Batches (Batch) and the rooms of each centre: the groups students are allotted to and the timetable
 * schedules (DESIGN §8). A batch is closed, never deleted once it has students.
 */

export const batchMessages = {
  notFound: 'Batch not found.',
  roomNotFound: 'Room not found.',
  codeTaken: 'A batch with this code already exists.',
  roomTaken: 'This centre already has a room with this name.',
  centreNotFound: 'Please choose one of your centres.',
  classNotFound: 'Please choose one of your classes.',
  boardNotFound: 'Please choose one of your boards.',
  subjectNotFound: 'Please choose subjects your institute teaches.',
  roomElsewhere: 'Choose a room of the batch’s centre.',
  endBeforeStart: 'The batch must end after it starts.',
  linkNeeded: 'An online or hybrid batch needs its meeting link.',
} as const;

export const BATCH_MODES = ['classroom', 'online', 'hybrid'] as const;
export type BatchMode = (typeof BATCH_MODES)[number];
export const BATCH_STATUSES = ['planned', 'active', 'closed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

const optionalId = idParam.nullable().default(null);

const batchFields = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Please enter a code.')
    .max(20)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Use letters, digits, - and _ only.')
    .transform((v) => v.toUpperCase()),
  name: z.string().trim().min(1, 'Please enter the batch’s name.').max(100),
  boardId: optionalId,
  classId: optionalId,
  subjectIds: z.array(idParam).max(20, 'At most twenty subjects.').default([]),
  centreId: idParam,
  roomId: optionalId,
  capacity: z.coerce.number().int().min(1, 'At least one seat.').max(1000, 'At most 1,000 seats.'),
  startsOn: calendarDate('Please enter a valid start date.'),
  endsOn: calendarDate('Please enter a valid end date.').nullable().default(null),
  mode: z.enum(BATCH_MODES).default('classroom'),
  meetingLink: z
    .union([z.literal(''), z.url({ protocol: /^https$/, error: 'Give an https:// link.' })])
    .default(''),
  status: z.enum(BATCH_STATUSES).default('planned'),
});
export const batchInput = batchFields
  .refine((v) => !v.endsOn || v.endsOn >= v.startsOn, {
    path: ['endsOn'],
    message: batchMessages.endBeforeStart,
  })
  .refine((v) => v.mode === 'classroom' || Boolean(v.meetingLink), {
    path: ['meetingLink'],
    message: batchMessages.linkNeeded,
  });
export type BatchInput = z.input<typeof batchInput>;

export const batchRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  className: z.string().nullable(),
  boardName: z.string().nullable(),
  centreName: z.string(),
  roomName: z.string().nullable(),
  capacity: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  mode: z.enum(BATCH_MODES),
  status: z.enum(BATCH_STATUSES),
});
export type BatchRow = z.infer<typeof batchRow>;
export const batchPage = pageOf(batchRow);

export const batchDetail = batchRow.extend({
  boardId: z.number().int().nullable(),
  classId: z.number().int().nullable(),
  subjectIds: z.array(z.number().int()),
  subjectNames: z.array(z.string()),
  centreId: z.number().int(),
  roomId: z.number().int().nullable(),
  meetingLink: z.string(),
});
export type BatchDetail = z.infer<typeof batchDetail>;

export const batchListQuery = z.object({
  ...pageFields,
  /** `current`: planned and active. */
  status: z.enum([...BATCH_STATUSES, 'current', 'all']).default('current'),
  centreId: idParam.optional(),
  classId: idParam.optional(),
});
export type BatchListQuery = z.input<typeof batchListQuery>;
export const batchExportQuery = batchListQuery.omit({ page: true, pageSize: true });

export const roomInput = z.object({
  centreId: idParam,
  name: z.string().trim().min(1, 'Please enter the room’s name.').max(60),
  capacity: z.coerce.number().int().min(1).max(1000).nullable().default(null),
  active: z.boolean().default(true),
});
export type RoomInput = z.input<typeof roomInput>;
export const room = z.object({
  id: z.number().int(),
  centreId: z.number().int(),
  centreName: z.string(),
  name: z.string(),
  capacity: z.number().int().nullable(),
  active: z.boolean(),
});
export type Room = z.infer<typeof room>;
export const roomList = z.object({ data: z.array(room) });

const choice = z.object({ id: z.number().int(), name: z.string() });
/** Everything the batch form chooses from; rooms carry their centre. */
export const batchChoices = z.object({
  centres: z.array(choice),
  rooms: z.array(choice.extend({ centreId: z.number().int() })),
  boards: z.array(choice),
  classes: z.array(choice),
  subjects: z.array(choice),
});
export type BatchChoices = z.infer<typeof batchChoices>;

// ---- teachers of a batch (TeacherAlotment) ----

export const allotmentMessages = {
  subjectNotInBatch: 'Choose one of the batch’s subjects.',
  teacherNotFound: 'Please choose one of your active teachers.',
  beforeCurrent: (date: string) => `The change must start after the current teacher’s first day (${date}).`,
} as const;

export const teacherAllotmentInput = z.object({
  subjectId: idParam,
  teacherId: idParam,
  /** The new teacher's first day; the previous one's last day is the day before. */
  fromDate: calendarDate('Please enter a valid date.'),
});
export type TeacherAllotmentInput = z.input<typeof teacherAllotmentInput>;

export const teacherAllotment = z.object({
  subjectId: z.number().int(),
  subjectName: z.string(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  fromDate: z.string(),
  toDate: z.string().nullable(),
});
export type TeacherAllotment = z.infer<typeof teacherAllotment>;
/** Each subject of the batch with its teacher now (null: none yet), and every change, newest first. */
export const batchTeachers = z.object({
  subjects: z.array(
    z.object({ subjectId: z.number().int(), subjectName: z.string(), current: teacherAllotment.nullable() }),
  ),
  history: z.array(teacherAllotment),
  teachers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type BatchTeachers = z.infer<typeof batchTeachers>;
