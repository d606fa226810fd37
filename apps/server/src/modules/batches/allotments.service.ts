import {
  batchMessages,
  couponMessages,
  formatCalendarDate,
  studentAllotmentMessages as say,
  studentMessages,
} from '@kaksha/contracts';
import type {
  AllotmentCandidates,
  AllotmentResult,
  BatchStudent,
  BatchStudentPage,
  StudentBatches,
  allotStudentsInput,
  batchStudentQuery,
  leaveBatchInput,
  transferInput,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { readTogether } from '../../db/together.ts';
import type { Caller } from '../../lib/caller.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';

import * as repo from './allotments.repository.ts';
import type { LockedBatch } from './allotments.repository.ts';
import { findBatch } from './repository.ts';
import { studentFoundRead } from '../students/service.ts';
import { billSeats, defaultPlanOf } from '../fees/billing.service.ts';
import { redeemIn } from '../fees/coupons.service.ts';
import type { Biller } from '../fees/billing.service.ts';

const AREA = 'batches';
const CANDIDATES_SHOWN = 20;
type Named = { id: number; name: string };

async function ownBatch(db: Executor, caller: Caller, batchId: number) {
  const batch = await findBatch(db, caller.organisationId, batchId);
  if (!batch) throw notFound(batchMessages.notFound);
  return batch;
}

/** A batch taking students is current, and `day` (its field: `dayField`) is not after its end. */
function refuseClosed(batch: LockedBatch, day: string, batchField: string, dayField: string) {
  if (batch.status === 'closed')
    throw new AppError('CONFLICT', say.batchClosed, { [batchField]: say.batchClosed });
  if (batch.endsOn && day > batch.endsOn) {
    const message = say.afterEnd(formatCalendarDate(batch.endsOn));
    throw new AppError('VALIDATION', message, { [dayField]: message });
  }
}

const seatsOf = async (tx: Executor, batch: LockedBatch) => ({
  capacity: batch.capacity,
  ...(await repo.seatsOf(tx, batch.id)),
});

/**
 * Fills free seats from the waitlist, in its order, from `fromDate`, billing each on the fee plan
 * chosen when they were allotted; returns who moved up.
 */
async function fillSeats(
  tx: Executor,
  biller: Biller,
  batch: LockedBatch,
  fromDate: string,
): Promise<Named[]> {
  const seats = await repo.seatsOf(tx, batch.id);
  if (batch.status === 'closed' || seats.waitlisted === 0) return [];
  const promoted = await repo.promoteWaitlisted(tx, batch.id, batch.capacity - seats.allotted, fromDate);
  for (const planId of new Set(promoted.flatMap((p) => p.feePlanId ?? [])))
    await billSeats(
      tx,
      biller,
      batch,
      planId,
      promoted.filter((p) => p.feePlanId === planId).map((p) => ({ studentId: p.id, fromDate: p.fromDate })),
    ).catch(skipRetiredPlan);
  return promoted.map(({ id, name }) => ({ id, name }));
}

/** A plan made inactive or removed since the student joined the waitlist bills nobody (staff bill by hand). */
const skipRetiredPlan = (err: unknown) => {
  if (err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'CONFLICT')) return;
  throw err;
};

const billerOf = (caller: Caller): Biller => ({
  organisationId: caller.organisationId,
  userId: caller.userId,
  ip: caller.ip,
});

/**
 * Allots students to a batch from a day: seats while there are any, in the order given, then the
 * waitlist. The batch row is locked, so two staff allotting at once cannot overfill it.
 */
export async function allot(
  db: Db,
  caller: Caller,
  batchId: number,
  input: z.output<typeof allotStudentsInput>,
): Promise<AllotmentResult> {
  return db.transaction((tx) => allotIn(tx, caller, batchId, input));
}

/** `allot`'s work inside the caller's transaction (the desk's admit-seat-collect too). */
export async function allotIn(
  tx: Executor,
  caller: Caller,
  batchId: number,
  input: z.output<typeof allotStudentsInput>,
): Promise<AllotmentResult> {
  const { organisationId } = caller;
  const ids = [...new Set(input.studentIds)];
  const [batch] = await repo.lockBatches(tx, organisationId, [batchId]);
  if (!batch) throw notFound(batchMessages.notFound);
  refuseClosed(batch, input.fromDate, 'batchId', 'fromDate');
  const found = await repo.activeStudents(tx, organisationId, ids);
  if (found.length !== ids.length)
    throw new AppError('NOT_FOUND', say.studentsNotFound, { studentIds: say.studentsNotFound });
  const present = await repo.openStudentIds(tx, batchId, ids);
  const joining = found.filter((s) => !present.has(s.id));
  const { allotted: taken } = await repo.seatsOf(tx, batchId);
  const free = Math.max(0, batch.capacity - taken);
  const allotted = joining.slice(0, free);
  const waitlisted = joining.slice(free);
  // The batch's first plan unless another (or none: null) was chosen; it is checked even if
  // everyone waits, as it bills them when they are seated.
  const feePlanId =
    input.feePlanId === undefined ? await defaultPlanOf(tx, organisationId, batch) : input.feePlanId;
  const row = (s: Named, status: 'allotted' | 'waitlisted') => ({
    organisationId,
    batchId,
    studentId: s.id,
    status,
    fromDate: input.fromDate,
    feePlanId,
  });
  await repo.insertRows(tx, [
    ...allotted.map((s) => row(s, 'allotted')),
    ...waitlisted.map((s) => row(s, 'waitlisted')),
  ]);
  const billed = feePlanId
    ? await billSeats(
        tx,
        billerOf(caller),
        batch,
        feePlanId,
        allotted.map((s) => ({ studentId: s.id, fromDate: input.fromDate })),
      )
    : null;
  if (input.couponCode) {
    if (!billed?.billed.length)
      throw new AppError('CONFLICT', couponMessages.nobodyBilled, {
        couponCode: couponMessages.nobodyBilled,
      });
    for (const studentId of billed.billed)
      await redeemIn(tx, billerOf(caller), studentId, batchId, input.couponCode, 'couponCode');
  }
  if (joining.length)
    await recordCallerAudit(tx, caller, {
      action: 'allot',
      area: AREA,
      entityId: batchId,
      summary: {
        fromDate: input.fromDate,
        allotted: allotted.map((s) => s.id),
        waitlisted: waitlisted.map((s) => s.id),
      },
    });
  const already = found.filter((s) => present.has(s.id));
  return {
    allotted,
    waitlisted,
    already,
    promoted: [],
    seats: await seatsOf(tx, batch),
    billedOn: billed?.billed.length ? billed.planName : null,
    couponApplied: input.couponCode ? billed?.billed.length : undefined,
  };
}

async function openRowOf(tx: Executor, batchId: number, studentId: number) {
  const row = await repo.openRow(tx, batchId, studentId);
  if (!row) throw notFound(say.notInBatch);
  return row;
}

function refuseBeforeJoining(fromDate: string, day: string, field: string) {
  if (day <= fromDate) {
    const message = say.beforeJoining(formatCalendarDate(fromDate));
    throw new AppError('VALIDATION', message, { [field]: message });
  }
}

/**
 * Moves a seated student to another batch from a day: the seat here ends the day before (kept as
 * history, naming the new batch), the new batch must have a seat, and the first on this batch's
 * waitlist takes the freed one. Both batches are locked.
 */
export async function transfer(
  db: Db,
  caller: Caller,
  batchId: number,
  studentId: number,
  input: z.output<typeof transferInput>,
): Promise<AllotmentResult> {
  const { organisationId } = caller;
  return db.transaction(async (tx) => {
    const locked = await repo.lockBatches(tx, organisationId, [batchId, input.toBatchId]);
    const from = locked.find((b) => b.id === batchId);
    const to = locked.find((b) => b.id === input.toBatchId);
    // Another organisation's batch is not found, whatever the body says.
    if (!from) throw notFound(batchMessages.notFound);
    if (input.toBatchId === batchId)
      throw new AppError('VALIDATION', say.sameBatch, { toBatchId: say.sameBatch });
    if (!to) throw new AppError('NOT_FOUND', batchMessages.notFound, { toBatchId: batchMessages.notFound });
    refuseClosed(to, input.date, 'toBatchId', 'date');
    const seat = await openRowOf(tx, batchId, studentId);
    if (seat.status !== 'allotted')
      throw new AppError('CONFLICT', say.waitlistedCannotTransfer, {
        toBatchId: say.waitlistedCannotTransfer,
      });
    refuseBeforeJoining(seat.fromDate, input.date, 'date');
    if ((await repo.openStudentIds(tx, to.id, [studentId])).size)
      throw new AppError('CONFLICT', say.alreadyThere(to.name), { toBatchId: say.alreadyThere(to.name) });
    if ((await repo.seatsOf(tx, to.id)).allotted >= to.capacity) {
      const message = say.targetFull(to.name, to.capacity);
      throw new AppError('CONFLICT', message, { toBatchId: message });
    }
    await repo.endRow(tx, seat.id, {
      toDate: addDays(input.date, -1),
      ending: 'transferred',
      transferredTo: to.id,
    });
    await repo.insertRows(tx, [
      { organisationId, batchId: to.id, studentId, status: 'allotted', fromDate: input.date },
    ]);
    const promoted = await fillSeats(tx, billerOf(caller), from, input.date);
    await recordCallerAudit(tx, caller, {
      action: 'transfer',
      area: AREA,
      entityId: batchId,
      summary: { studentId, toBatchId: to.id, date: input.date, promoted: promoted.map((p) => p.id) },
    });
    const moved = { id: studentId, name: seat.name };
    return {
      allotted: [moved],
      waitlisted: [],
      already: [],
      promoted,
      seats: await seatsOf(tx, from),
      billedOn: null,
    };
  });
}

/**
 * A student leaves the batch after a day (or withdraws from its waitlist); the first on the waitlist
 * takes a freed seat from the next day.
 */
export async function leave(
  db: Db,
  caller: Caller,
  batchId: number,
  studentId: number,
  input: z.output<typeof leaveBatchInput>,
): Promise<AllotmentResult> {
  const { organisationId } = caller;
  return db.transaction(async (tx) => {
    const [batch] = await repo.lockBatches(tx, organisationId, [batchId]);
    if (!batch) throw notFound(batchMessages.notFound);
    const seat = await openRowOf(tx, batchId, studentId);
    if (seat.status === 'allotted' && input.date < seat.fromDate) {
      const message = say.beforeJoining(formatCalendarDate(seat.fromDate));
      throw new AppError('VALIDATION', message, { date: message });
    }
    const waiting = seat.status === 'waitlisted';
    await repo.endRow(tx, seat.id, {
      toDate: waiting && input.date < seat.fromDate ? seat.fromDate : input.date,
      ending: waiting ? 'withdrawn' : 'left',
      reason: input.reason,
    });
    const moved = waiting ? [] : await fillSeats(tx, billerOf(caller), batch, addDays(input.date, 1));
    await recordCallerAudit(tx, caller, {
      action: waiting ? 'withdraw' : 'leave',
      area: AREA,
      entityId: batchId,
      summary: { studentId, date: input.date, reason: input.reason, promoted: moved.map((p) => p.id) },
    });
    return {
      allotted: [],
      waitlisted: [],
      already: [],
      promoted: moved,
      seats: await seatsOf(tx, batch),
      billedOn: null,
    };
  });
}

/** After a batch's seats grow, the waitlist moves up (called inside the batch's update). */
export async function afterCapacityChange(tx: Executor, caller: Caller, batchId: number, today: string) {
  const [batch] = await repo.lockBatches(tx, caller.organisationId, [batchId]);
  return batch ? fillSeats(tx, billerOf(caller), batch, today) : [];
}

/**
 * A batch being closed (inside its update) ends its open seats and waitlist on `day`, so no student
 * stays in a closed batch: the profile shows it as history, and leaving it again is refused.
 */
export async function afterClosing(tx: Executor, batchId: number, day: string) {
  return (await repo.endOpenRows(tx, batchId, day)).length;
}

export const everHadStudents = repo.everHadStudents;

export async function students(
  db: Db,
  caller: Caller,
  batchId: number,
  query: z.output<typeof batchStudentQuery>,
): Promise<BatchStudentPage> {
  const batch = await ownBatch(db, caller, batchId);
  const offset = (query.page - 1) * query.pageSize;
  const [page, counts] = await Promise.all([
    repo.listBatchStudents(
      db,
      { organisationId: caller.organisationId, batchId, view: query.view, q: query.q },
      { limit: query.pageSize, offset },
    ),
    repo.seatsOf(db, batchId),
  ]);
  // The waitlist's order is its list order; a search shows positions within what matched.
  const data = page.data.map((row, index) => ({
    ...row,
    waitlistPosition: row.status === 'waitlisted' && row.toDate === null ? offset + index + 1 : null,
  })) as BatchStudent[];
  return { ...page, data, seats: { capacity: batch.capacity, ...counts } };
}

export async function candidates(
  db: Db,
  caller: Caller,
  batchId: number,
  q: string,
): Promise<AllotmentCandidates> {
  const batch = await ownBatch(db, caller, batchId);
  // One more than shown says whether a narrower search would find others.
  const found = await repo.candidates(db, caller.organisationId, batch, q, CANDIDATES_SHOWN + 1);
  return { data: found.slice(0, CANDIDATES_SHOWN), more: found.length > CANDIDATES_SHOWN };
}

export async function batchesOfStudent(db: Db, caller: Caller, studentId: number): Promise<StudentBatches> {
  // The student found among the organisation's and their batches, in one statement (decision 052).
  const read = await readTogether(db, 'student-batches', (d) => ({
    student: studentFoundRead(d),
    batches: repo.batchesOfStudentRead(d),
  })).execute({ studentId, organisationId: caller.organisationId });
  if (read.student.length === 0) throw notFound(studentMessages.notFound);
  return { data: read.batches as StudentBatches['data'] };
}
