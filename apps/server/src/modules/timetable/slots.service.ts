import { batchMessages, formatCalendarDate, timetableMessages as say } from '@kaksha/contracts';
import type { BatchTimetable, Slot, SlotResult, slotInput } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { readTogether } from '../../db/together.ts';
import type { Caller } from '../../lib/caller.ts';
import { addDays, daysFrom, isoWeekday, laterDay } from '../../lib/calendar-days.ts';
import { AppError, notFound, refuseUnknown } from '../../lib/errors.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { changes, recordAudit } from '../audit/service.ts';
import { todayOf, zoneOf } from '../institute/service.ts';

import { bookingsOn, raceRefused, refuseClash } from './clash.ts';
import * as repo from './repository.ts';
import * as classes from './sessions.repository.ts';
import type { TimetableBatch } from './repository.ts';

const AREA = 'timetable';
type Input = z.output<typeof slotInput>;

/** The batch's timetable as TimeAllocation shows it: the batch, its slots and what a slot may name, one statement. */
export async function timetableOf(db: Db, caller: Caller, batchId: number): Promise<BatchTimetable> {
  const { organisationId } = caller;
  const today = await todayOf(db, organisationId);
  const read = await readTogether(db, 'batch-timetable', (d) => ({
    batch: repo.batchRead(d),
    slots: repo.slotsRead(d),
    ...repo.slotChoicesRead(d),
  })).execute({ batchId, organisationId, today });
  const [batch] = read.batch;
  if (!batch) throw notFound(batchMessages.notFound);
  return { batch, slots: read.slots, subjects: read.subjects, teachers: read.teachers, rooms: read.rooms };
}

/** Refuses a slot the batch cannot take: closed, days outside it, another organisation's ids. */
async function check(tx: Executor, organisationId: number, batch: TimetableBatch, input: Input) {
  if (batch.status === 'closed') throw new AppError('CONFLICT', say.batchClosed);
  const outside = say.outsideBatch(
    formatCalendarDate(batch.startsOn),
    batch.endsOn ? formatCalendarDate(batch.endsOn) : 'its end',
  );
  if (input.fromDate < batch.startsOn) throw new AppError('VALIDATION', outside, { fromDate: outside });
  if (batch.endsOn && input.toDate > batch.endsOn)
    throw new AppError('VALIDATION', outside, { toDate: outside });
  if (input.toDate > addDays(input.fromDate, 731))
    throw new AppError('VALIDATION', say.tooLong, { toDate: say.tooLong });
  const refs = await repo.slotRefs(tx, organisationId, batch, input);
  refuseUnknown({
    ...(refs.subject ? {} : { subjectId: say.subjectNotInBatch }),
    ...(refs.teacher ? {} : { teacherId: say.teacherNotFound }),
    ...(refs.room ? {} : { roomId: say.roomNotFound }),
  });
}

/**
 * Makes the slot's sessions from `from` to its last day, on its weekday, where it has none yet: those on
 * a holiday are made cancelled, naming it (the calendar shows why; deleting the holiday brings them
 * back), the rest must not clash.
 */
async function generate(
  tx: Executor,
  organisationId: number,
  batch: TimetableBatch,
  slotId: number,
  input: Input,
  from: string,
  timeZone: string,
) {
  const taken = await repo.sessionDaysOfSlot(tx, slotId, from, input.toDate);
  const days = [...daysFrom(from, input.toDate)].filter(
    (d) => isoWeekday(d) === input.weekday && !taken.has(d),
  );
  const closures = await repo.holidaysFor(tx, organisationId, batch, from, input.toDate);
  const closedBy = (day: string) => closures.find((h) => h.fromDate <= day && day <= h.toDate);
  const open = days.filter((d) => !closedBy(d));
  const bookings = bookingsOn(days, input.startTime, input.endTime, timeZone);
  const openBookings = bookings.filter((_, i) => !closedBy(days[i]!));
  const who = {
    kind: 'class' as const,
    teacherId: input.teacherId,
    roomId: input.roomId,
    batchId: batch.id,
    batchName: batch.name,
  };
  await refuseClash(tx, who, openBookings, timeZone);
  await classes.insertSessions(
    tx,
    days.map((day, i) => {
      const holiday = closedBy(day);
      return {
        organisationId,
        batchId: batch.id,
        slotId,
        day,
        startsAt: bookings[i]!.startsAt,
        endsAt: bookings[i]!.endsAt,
        subjectId: input.subjectId,
        teacherId: input.teacherId,
        roomId: input.roomId,
        ...(holiday
          ? { status: 'cancelled', holidayId: holiday.id, cancelReason: `Holiday: ${holiday.name}` }
          : {}),
      };
    }),
  );
  return { created: open.length, holidays: days.filter((d) => closedBy(d)) };
}

/** A class outside its centre's hours is allowed (an early batch may have a key), but said. */
function warningsFor(batch: TimetableBatch, input: Input): string[] {
  const { opensAt, closesAt } = batch;
  if ((opensAt && input.startTime < opensAt) || (closesAt && input.endTime > closesAt))
    return [say.outsideHours(batch.centreName, opensAt ?? '00:00', closesAt ?? '24:00')];
  return [];
}

const slotValues = (input: Input) => ({
  weekday: input.weekday,
  startTime: input.startTime,
  endTime: input.endTime,
  subjectId: input.subjectId,
  teacherId: input.teacherId,
  roomId: input.roomId,
  fromDate: input.fromDate,
  toDate: input.toDate,
});

async function viewOf(db: Executor, organisationId: number, slotId: number, today: string): Promise<Slot> {
  const slots = await repo.slotsOf(db, (await repo.findSlot(db, organisationId, slotId))!.batchId, today);
  return slots.find((s) => s.id === slotId)!;
}

/** Adds a weekly slot to the batch and makes its sessions; a clash refuses the whole slot, naming it. */
export async function createSlot(db: Db, caller: Caller, batchId: number, input: Input): Promise<SlotResult> {
  const { organisationId, userId } = caller;
  const timeZone = await zoneOf(db, organisationId);
  const today = dayIn(new Date(), timeZone);
  return db
    .transaction(async (tx) => {
      const batch = await repo.lockBatch(tx, organisationId, batchId);
      if (!batch) throw notFound(batchMessages.notFound);
      await check(tx, organisationId, batch, input);
      const slotId = await repo.insertSlot(tx, { organisationId, batchId, ...slotValues(input) });
      const made = await generate(tx, organisationId, batch, slotId, input, input.fromDate, timeZone);
      if (made.created === 0 && made.holidays.length === 0)
        throw new AppError('VALIDATION', say.noDays, { weekday: say.noDays });
      await recordAudit(tx, {
        organisationId,
        userId,
        action: 'slot-create',
        area: AREA,
        entityId: batchId,
        summary: { slotId, ...slotValues(input), sessions: made.created },
        ip: caller.ip,
      });
      const view = await viewOf(tx, organisationId, slotId, today);
      return { slot: view, removed: 0, ...made, warnings: warningsFor(batch, input) };
    })
    .catch(raceRefused);
}

async function lockedSlot(tx: Executor, organisationId: number, slotId: number) {
  const slot = await repo.findSlot(tx, organisationId, slotId);
  if (!slot) throw notFound(say.slotNotFound);
  const batch = await repo.lockBatch(tx, organisationId, slot.batchId);
  return { slot, batch: batch! };
}

/**
 * Changes a slot from today on: its sessions to come that nobody changed by hand are made again with
 * the new day, time, teacher or room; those that happened stay as they were.
 */
export async function updateSlot(db: Db, caller: Caller, slotId: number, input: Input): Promise<SlotResult> {
  const { organisationId, userId } = caller;
  const timeZone = await zoneOf(db, organisationId);
  const today = dayIn(new Date(), timeZone);
  return db
    .transaction(async (tx) => {
      const { slot, batch } = await lockedSlot(tx, organisationId, slotId);
      await check(tx, organisationId, batch, input);
      const diff = changes(slot, slotValues(input));
      const removed = await repo.removeFutureSessions(tx, slotId, today);
      await repo.updateSlot(tx, slotId, slotValues(input));
      const from = laterDay(today, input.fromDate);
      const made =
        from <= input.toDate
          ? await generate(tx, organisationId, batch, slotId, input, from, timeZone)
          : { created: 0, holidays: [] };
      await recordAudit(tx, {
        organisationId,
        userId,
        action: 'slot-update',
        area: AREA,
        entityId: batch.id,
        summary: { slotId, before: diff.before, after: diff.after, from, removed, created: made.created },
        ip: caller.ip,
      });
      const view = await viewOf(tx, organisationId, slotId, today);
      return { slot: view, removed, ...made, warnings: warningsFor(batch, input) };
    })
    .catch(raceRefused);
}

/** Ends a slot today: its sessions to come go; a slot that has held classes stays, ending yesterday. */
export async function deleteSlot(db: Db, caller: Caller, slotId: number): Promise<{ removed: number }> {
  const { organisationId, userId } = caller;
  const today = await todayOf(db, organisationId);
  return db.transaction(async (tx) => {
    const { slot, batch } = await lockedSlot(tx, organisationId, slotId);
    const removed = await repo.removeFutureSessions(tx, slotId, today, true);
    if (await repo.slotHasSessions(tx, slotId))
      await repo.updateSlot(tx, slotId, { toDate: addDays(today, -1) });
    else await repo.deleteSlot(tx, slotId);
    await recordAudit(tx, {
      organisationId,
      userId,
      action: 'slot-delete',
      area: AREA,
      entityId: batch.id,
      summary: { slotId, weekday: slot.weekday, startTime: slot.startTime, removed },
      ip: caller.ip,
    });
    return { removed };
  });
}
