import { z } from 'zod';
import { calendarDate, idParam, pageFields, pageOf } from './common.ts';

/**
 * Students of a batch (StudentAlotment, DESIGN §8): a seat from a day to a day, or a place on the
 * batch's waitlist. A transfer or a leaving closes the row (the history stays) and the first on the
 * waitlist takes the freed seat.
 */

export const studentAllotmentMessages = {
  batchClosed: 'This batch is closed; choose a current batch.',
  afterEnd: (date: string) => `The batch ends on ${date}; choose a day before it ends.`,
  studentsNotFound: 'Please choose active students of your institute.',
  notInBatch: 'This student is not in the batch.',
  sameBatch: 'Choose another batch to transfer to.',
  targetFull: (name: string, capacity: number) =>
    `${name} is full (${capacity} of ${capacity} seats). Put the student on its waitlist, or free a seat first.`,
  alreadyThere: (name: string) => `The student is already in ${name}.`,
  beforeJoining: (date: string) => `The day must be after the student joined the batch (${date}).`,
  hasStudents: 'This batch has had students, so it cannot be deleted; close it instead.',
  waitlistedCannotTransfer: 'A student on the waitlist cannot be transferred; withdraw them instead.',
} as const;

/** allotted: holds a seat; waitlisted: waits for one (in order of joining the list). */
export const ALLOTMENT_STATUSES = ['allotted', 'waitlisted'] as const;
export type AllotmentStatus = (typeof ALLOTMENT_STATUSES)[number];
/** Why a row ended. */
/** How a row ended; `closed`: the batch was closed with the student still in it. */
export const ALLOTMENT_ENDINGS = ['transferred', 'left', 'withdrawn', 'closed'] as const;
export type AllotmentEnding = (typeof ALLOTMENT_ENDINGS)[number];

export const allotStudentsInput = z.object({
  studentIds: z
    .array(idParam)
    .min(1, 'Choose at least one student.')
    .max(200, 'At most 200 students at once.'),
  /** The first day in the batch. */
  fromDate: calendarDate('Please enter a valid date.'),
  /**
   * The fee plan the students are billed on when they take a seat (now, or later from the
   * waitlist): absent, the batch's first plan (GET /batches/:id/fee-plans); null, none.
   */
  feePlanId: idParam.nullable().optional(),
  /** A SpecialCoupon redeemed on the fees of each student seated now (the waitlist is not billed yet). */
  couponCode: z.string().trim().toUpperCase().max(20, 'A code is at most 20 characters.').default(''),
});
export type AllotStudentsInput = z.input<typeof allotStudentsInput>;

export const transferInput = z.object({
  toBatchId: idParam,
  /** The first day in the new batch; the last day in this one is the day before. */
  date: calendarDate('Please enter a valid date.'),
});
export type TransferInput = z.input<typeof transferInput>;

export const leaveBatchInput = z.object({
  /** The last day in the batch (or the day a waitlisted student withdrew). */
  date: calendarDate('Please enter a valid date.'),
  reason: z.string().trim().max(300).default(''),
});
export type LeaveBatchInput = z.input<typeof leaveBatchInput>;

export const allotmentParams = z.object({ id: idParam, studentId: idParam });

export const seats = z.object({
  capacity: z.number().int(),
  allotted: z.number().int(),
  waitlisted: z.number().int(),
});
export type Seats = z.infer<typeof seats>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** What an allotment, transfer or leaving did, in names staff can read back. */
export const allotmentResult = z.object({
  allotted: z.array(named),
  waitlisted: z.array(named),
  /** Already in the batch (or on its waitlist): left as they were. */
  already: z.array(named),
  /** Moved from the waitlist into a freed seat. */
  promoted: z.array(named),
  seats,
  /** The fee plan those seated now were billed on (null: none). */
  billedOn: z.string().nullable(),
  /** How many of them the coupon was redeemed for. */
  couponApplied: z.number().int().optional(),
});
export type AllotmentResult = z.infer<typeof allotmentResult>;

export const BATCH_STUDENT_VIEWS = ['allotted', 'waitlisted', 'past'] as const;
export type BatchStudentView = (typeof BATCH_STUDENT_VIEWS)[number];

export const batchStudentQuery = z.object({
  ...pageFields,
  view: z.enum(BATCH_STUDENT_VIEWS).default('allotted'),
});
export type BatchStudentQuery = z.input<typeof batchStudentQuery>;

export const batchStudent = z.object({
  studentId: z.number().int(),
  admissionNumber: z.string(),
  name: z.string(),
  className: z.string().nullable(),
  status: z.enum(ALLOTMENT_STATUSES),
  fromDate: z.string(),
  toDate: z.string().nullable(),
  /** A seat that came from the waitlist: the day the student first asked for (they waited since). */
  waitlistedFrom: z.string().nullable(),
  ending: z.enum(ALLOTMENT_ENDINGS).nullable(),
  reason: z.string(),
  /** For a transfer: where the student went. */
  transferredTo: z.string().nullable(),
  /** 1 for the first on the waitlist; null otherwise. */
  waitlistPosition: z.number().int().nullable(),
});
export type BatchStudent = z.infer<typeof batchStudent>;
export const batchStudentPage = pageOf(batchStudent).extend({ seats });
export type BatchStudentPage = z.infer<typeof batchStudentPage>;

/** Students who could join: active, not in the batch (nor on its waitlist), the batch's class first. */
export const allotmentCandidateQuery = z.object({
  q: z.string().trim().max(100).default(''),
});
export const allotmentCandidates = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      admissionNumber: z.string(),
      className: z.string().nullable(),
      sameClass: z.boolean(),
    }),
  ),
  /** More students match than are listed: type more of a name. */
  more: z.boolean(),
});
export type AllotmentCandidates = z.infer<typeof allotmentCandidates>;

/** A student's batches, now and before, for the profile. */
export const studentBatches = z.object({
  data: z.array(
    z.object({
      batchId: z.number().int(),
      code: z.string(),
      name: z.string(),
      batchStatus: z.string(),
      status: z.enum(ALLOTMENT_STATUSES),
      fromDate: z.string(),
      toDate: z.string().nullable(),
      ending: z.enum(ALLOTMENT_ENDINGS).nullable(),
      transferredTo: z.string().nullable(),
    }),
  ),
});
export type StudentBatches = z.infer<typeof studentBatches>;
