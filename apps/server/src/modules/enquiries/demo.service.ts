import { ENQUIRY_MOVES, demoMessages, formatClock, formatDate } from '@kaksha/contracts';
import type {
  Attendance,
  DemoChoices,
  DemoClassDetail,
  DemoClassRow,
  EnquiryStage,
  attendanceInput,
  demoClassInput,
  demoClassListQuery,
  demoClassUpdate,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, invalid, notFound, refuseUnknown } from '../../lib/errors.ts';
import { dayIn, instantAt, startOfDay, wallClock } from '../../lib/zoned-time.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { raceRefused, refuseClash } from '../timetable/clash.ts';
import { instituteFacts } from '../institute/service.ts';

import type { Courier } from '../messages/courier.ts';
import { notify } from '../messages/notify.ts';
import * as repo from './demo.repository.ts';
import { moveStage } from './service.ts';

const AREA = 'demo-classes';
type NewDemo = z.output<typeof demoClassInput>;

export async function choices(db: Executor, caller: Caller): Promise<DemoChoices> {
  return repo.choices(db, caller.organisationId);
}

/** "16:30" on a day in the institute's zone, as an instant. */
const at = (day: string, time: string, timeZone: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return instantAt(day, h + m / 60, timeZone);
};
const clock = (instant: Date, timeZone: string) => {
  const w = wallClock(instant, timeZone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};
/**
 * Refuses a teacher who is not ours (or not active), and a time the teacher already has anything on the
 * one calendar — a batch's class, another demo class, an exam, a meeting, leave — naming it in the
 * timetable's words (timetable/clash.ts). The database's clash rule holds it across nodes.
 */
async function bookTeacher(
  tx: Executor,
  organisationId: number,
  slot: { teacherId: number; startsAt: Date; endsAt: Date },
  timeZone: string,
) {
  const teacher = await repo.lockTeacher(tx, organisationId, slot.teacherId);
  if (!teacher)
    throw new AppError('NOT_FOUND', demoMessages.teacherNotFound, {
      teacherId: demoMessages.teacherNotFound,
    });
  const who = { kind: 'demo' as const, teacherId: slot.teacherId, roomId: null, batchId: null };
  await refuseClash(tx, who, [slot], timeZone);
  return teacher;
}

export async function schedule(db: Db, caller: Caller, input: NewDemo): Promise<DemoClassDetail> {
  const { organisationId, userId } = caller;
  const id = await db
    .transaction(async (tx) => {
      const { timeZone } = await instituteFacts(tx, organisationId);
      const refs = await repo.subjectAndCentre(tx, organisationId, input);
      const errors: Record<string, string> = {};
      if (!refs.subject) errors.subjectId = demoMessages.subjectNotFound;
      if (input.centreId && !refs.centre) errors.centreId = demoMessages.centreNotFound;
      refuseUnknown(errors);
      const startsAt = at(input.date, input.startTime, timeZone);
      const endsAt = at(input.date, input.endTime, timeZone);
      // Families would be invited to a class that has happened (issue 65).
      if (startsAt.getTime() < Date.now()) throw invalid(demoMessages.past, { date: demoMessages.past });
      await bookTeacher(tx, organisationId, { teacherId: input.teacherId, startsAt, endsAt }, timeZone);
      const demoId = await repo.insertDemoClass(tx, {
        organisationId,
        subjectId: input.subjectId,
        teacherId: input.teacherId,
        centreId: input.centreId,
        onlineLink: input.onlineLink,
        startsAt,
        endsAt,
        capacity: input.capacity,
        notes: input.notes,
        createdBy: userId,
      });
      await recordCallerAudit(tx, caller, {
        action: 'create',
        area: AREA,
        entityId: demoId,
        summary: { subject: refs.subject, teacherId: input.teacherId, startsAt: startsAt.toISOString() },
      });
      return demoId;
    })
    .catch(raceRefused);
  return detail(db, caller, id);
}

async function stored(db: Executor, organisationId: number, id: number, lock = false) {
  const demo = await repo.findDemoClass(db, organisationId, id, lock);
  if (!demo) throw notFound(demoMessages.notFound);
  return demo;
}

const toRow = <T extends { startsAt: Date; endsAt: Date; status: string }>(row: T) => ({
  ...row,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  status: row.status as DemoClassRow['status'],
});

export async function detail(db: Executor, caller: Caller, id: number): Promise<DemoClassDetail> {
  const [demo, invitations, { timeZone }] = await Promise.all([
    stored(db, caller.organisationId, id),
    repo.invitationsOf(db, id),
    instituteFacts(db, caller.organisationId),
  ]);
  return {
    ...toRow(demo),
    date: dayIn(demo.startsAt, timeZone),
    startTime: clock(demo.startsAt, timeZone),
    endTime: clock(demo.endsAt, timeZone),
    invitations: invitations.map(({ email: _email, ...i }) => ({
      ...i,
      stage: i.stage as EnquiryStage,
      attendance: i.attendance as Attendance,
    })),
  };
}

export async function list(db: Db, caller: Caller, query: z.output<typeof demoClassListQuery>) {
  const { timeZone } = await instituteFacts(db, caller.organisationId);
  const today = startOfDay(dayIn(new Date(), timeZone), timeZone);
  return repo.listDemoClasses(
    db,
    {
      organisationId: caller.organisationId,
      teacherId: query.teacherId,
      ...(query.when === 'upcoming' ? { upcomingFrom: today } : { pastBefore: today }),
    },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
}

/** Remarks after the class, or cancelling it (a cancelled class frees its teacher). */
export async function update(
  db: Db,
  caller: Caller,
  id: number,
  input: z.output<typeof demoClassUpdate>,
): Promise<DemoClassDetail> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    await stored(tx, organisationId, id, true);
    await repo.updateDemoClass(tx, organisationId, id, input);
    await recordCallerAudit(tx, caller, {
      action: 'update',
      area: AREA,
      entityId: id,
      summary: input,
    });
  });
  return detail(db, caller, id);
}

/**
 * Invites open enquiries, within the class's capacity: each moves to Demo scheduled (where its stage
 * allows) and gets the invitation on its channel — all in one transaction.
 */
export async function invite(
  db: Db,
  courier: Courier,
  caller: Caller,
  id: number,
  enquiryIds: number[],
): Promise<DemoClassDetail> {
  const { organisationId, userId } = caller;
  await db.transaction(async (tx) => {
    const demo = await stored(tx, organisationId, id, true);
    if (demo.status === 'cancelled') throw new AppError('CONFLICT', demoMessages.cancelled);
    if (demo.endsAt.getTime() < Date.now()) throw new AppError('CONFLICT', demoMessages.over);
    const wanted = [...new Set(enquiryIds)];
    const open = await repo.openEnquiries(tx, organisationId, wanted);
    if (open.length !== wanted.length)
      throw new AppError('NOT_FOUND', demoMessages.notOpen, { enquiryIds: demoMessages.notOpen });
    const added = await repo.addInvitations(tx, id, wanted);
    if (demo.invited + added.length > demo.capacity)
      throw new AppError('CONFLICT', demoMessages.full(demo.capacity), {
        enquiryIds: demoMessages.full(demo.capacity),
      });
    const { timeZone } = await instituteFacts(tx, organisationId);
    const invitees = open.filter((e) => added.includes(e.id));
    for (const enquiry of invitees) {
      if (ENQUIRY_MOVES[enquiry.stage as EnquiryStage].includes('demo_scheduled'))
        await moveStage(tx, caller, enquiry.id, { stage: 'demo_scheduled', lostReason: '' });
    }
    // One notification for all of them: each family's own student's name.
    await notify(tx, {
      organisationId,
      event: 'demo.invited',
      recipients: invitees.map((enquiry) => ({
        ref: `enquiry:${enquiry.id}`,
        name: enquiry.guardianName || enquiry.studentName,
        email: enquiry.email || null,
        phone: enquiry.mobile,
        whatsapp: null,
        channels: null,
        data: { studentName: enquiry.studentName },
        subjectRef: `enquiry:${enquiry.id}`,
      })),
      data: {
        subjectName: demo.subjectName,
        teacherName: demo.teacherName,
        date: formatDate(demo.startsAt, timeZone),
        time: `${formatClock(demo.startsAt, timeZone)}–${formatClock(demo.endsAt, timeZone)}`,
        venue: demo.centreName ?? demo.onlineLink,
      },
      subjectRef: `demo-class:${id}`,
      createdBy: userId,
    });
    await recordCallerAudit(tx, caller, {
      action: 'invite',
      area: AREA,
      entityId: id,
      summary: { enquiryIds: added },
    });
  });
  courier.wake();
  return detail(db, caller, id);
}

/** Attended moves the enquiry to Demo attended; a no-show sends it back to Contacted for another try. */
export async function markAttendance(
  db: Db,
  caller: Caller,
  id: number,
  enquiryId: number,
  input: z.output<typeof attendanceInput>,
): Promise<DemoClassDetail> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    await stored(tx, organisationId, id, true);
    const marked = await repo.setAttendance(tx, id, enquiryId, input);
    if (!marked) throw new AppError('NOT_FOUND', demoMessages.notInvited);
    const [enquiry] = await repo.openEnquiries(tx, organisationId, [enquiryId]);
    const to: EnquiryStage = input.attendance === 'attended' ? 'demo_attended' : 'contacted';
    if (enquiry && ENQUIRY_MOVES[enquiry.stage as EnquiryStage].includes(to))
      await moveStage(tx, caller, enquiryId, { stage: to, lostReason: '' });
    await recordCallerAudit(tx, caller, {
      action: 'attendance',
      area: AREA,
      entityId: id,
      summary: { enquiryId, ...input },
    });
  });
  return detail(db, caller, id);
}
