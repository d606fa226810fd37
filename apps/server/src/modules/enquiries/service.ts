import {
  DEFAULT_LOST_REASONS,
  ENQUIRY_MOVES,
  STAGE_RANK,
  enquiryMessages,
  formatCalendarDate,
  sourceLabel,
  stageLabel,
  toE164,
} from '@kaksha/contracts';
import type {
  AdmissionDraft,
  DuplicateMatches,
  EnquiryChoices,
  EnquiryDetail,
  EnquiryRow,
  EnquirySource,
  EnquiryStage,
  duplicateQuery,
  enquiryUpdate,
  followUpInput,
  stageMove,
} from '@kaksha/contracts';

import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { todayOf } from '../institute/service.ts';
import { readTogether } from '../../db/together.ts';
import type { Caller } from '../../lib/caller.ts';

import { AppError, invalid, notFound } from '../../lib/errors.ts';

import { auditChanges, recordCallerAudit, writeWithAudit } from '../audit/service.ts';
import { timelineOf, timelineParts, timelineValues } from '../audit/timeline.ts';

import type { Courier } from '../messages/courier.ts';

import { checkRefs, thank } from './intake.ts';
import type { NewEnquiry } from './intake.ts';
import * as repo from './repository.ts';
import type { StoredRow } from './lists.repository.ts';

export const AREA = 'enquiries';

export async function choices(db: Executor, caller: Caller): Promise<EnquiryChoices> {
  const [lists, settings] = await Promise.all([
    repo.choices(db, caller.organisationId),
    repo.findSettings(db, caller.organisationId),
  ]);
  return { ...lists, lostReasons: settings?.lostReasons ?? DEFAULT_LOST_REASONS };
}

/** Records an enquiry at the front desk, with its first follow-up, the audit line and the thank-you. */
export async function create(
  db: Db,
  courier: Courier,
  caller: Caller,
  input: NewEnquiry,
): Promise<EnquiryDetail> {
  const { organisationId, userId } = caller;
  const { followUpOn, followUpNote, ownerId, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    if (followUpOn) await refusePastFollowUp(tx, organisationId, followUpOn, 'followUpOn');
    await checkRefs(tx, organisationId, { ...fields, ownerId });
    const [created] = await writeWithAudit(
      tx,
      repo.insertEnquiry(tx, { ...fields, organisationId, ownerId: ownerId ?? userId, createdBy: userId }),
      {
        organisationId,
        userId,
        action: 'create',
        area: AREA,
        entityColumn: 'id',
        summary: { studentName: fields.studentName, source: fields.source, followUpOn: followUpOn ?? null },
        ip: caller.ip,
      },
    );
    const enquiryId = created!.id;
    if (followUpOn) {
      await repo.insertFollowUp(tx, {
        organisationId,
        enquiryId,
        dueOn: followUpOn,
        note: followUpNote,
        createdBy: userId,
      });
      await repo.refreshNextFollowUp(tx, enquiryId);
    }
    await thank(tx, organisationId, enquiryId, fields, userId);
    return enquiryId;
  });
  courier.wake();
  return detail(db, caller, id);
}

// ---- one enquiry ----

function describeChange(action: string, summary: Record<string, unknown> | null): string {
  const s = summary ?? {};
  if (action === 'create') return `Enquiry received (${sourceLabel(String(s.source ?? ''))})`;
  if (action === 'stage')
    return `Moved from ${stageLabel(String(s.from))} to ${stageLabel(String(s.to))}${s.lostReason ? `: ${String(s.lostReason)}` : ''}`;
  if (action === 'update') return `Changed ${Object.keys((s.after as object | undefined) ?? {}).join(', ')}`;
  if (action === 'follow-up')
    return `Follow-up on ${formatCalendarDate(String(s.dueOn))}${s.note ? `: ${String(s.note)}` : ''}`;
  if (action === 'follow-up-done') return `Followed up${s.outcome ? `: ${String(s.outcome)}` : ''}`;
  if (action === 'admit') return `Admitted as ${String(s.admissionNumber ?? '')}`;
  return action;
}

const toRow = (row: StoredRow): EnquiryRow => ({
  ...row,
  source: row.source as EnquirySource,
  stage: row.stage as EnquiryStage,
  createdAt: row.createdAt.toISOString(),
});

async function stored(db: Executor, organisationId: number, id: number, lock = false) {
  const enquiry = await repo.findEnquiry(db, organisationId, id, lock);
  if (!enquiry) throw notFound(enquiryMessages.notFound);
  return enquiry;
}

/** The enquiry as its screen shows it: its fields, follow-ups and timeline, read in one statement. */
export async function detail(db: Executor, caller: Caller, id: number): Promise<EnquiryDetail> {
  const read = await readTogether(db, 'enquiry-detail', (d) => ({
    enquiry: repo.enquiryRead(d),
    followUps: repo.followUpsRead(d),
    ...timelineParts(d),
  })).execute({
    id,
    enquiryId: id,
    ...timelineValues(caller.organisationId, { area: AREA, entityId: id, subjectRef: `enquiry:${id}` }),
  });
  const [found] = read.enquiry;
  if (!found) throw notFound(enquiryMessages.notFound);
  const { reached: _reached, ...enquiry } = found;
  return {
    ...toRow(enquiry),
    classId: enquiry.classId,
    boardId: enquiry.boardId,
    boardName: enquiry.boardName,
    subjectIds: enquiry.subjectIds,
    subjectNames: enquiry.subjectNames,
    centreId: enquiry.centreId,
    notes: enquiry.notes,
    studentId: enquiry.studentId,
    followUps: read.followUps.map((f) => ({ ...f, doneAt: f.doneAt?.toISOString() ?? null })),
    timeline: timelineOf(read, describeChange),
  };
}

export async function update(
  db: Db,
  caller: Caller,
  id: number,
  input: z.output<typeof enquiryUpdate>,
): Promise<EnquiryDetail> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    const before = await stored(tx, organisationId, id, true);
    await checkRefs(tx, organisationId, input);
    const diff = await auditChanges(tx, caller, before, input, {
      action: 'update',
      area: AREA,
      entityId: id,
    });
    if (diff) await repo.updateEnquiry(tx, organisationId, id, diff.after);
  });
  return detail(db, caller, id);
}

/**
 * The one way an enquiry changes stage (the board's drag, the detail's menu, and demo classes):
 * legal moves only (ENQUIRY_MOVES); lost needs one of the institute's reasons; the furthest stage
 * reached is kept for the funnel.
 */
export async function moveStage(
  tx: Executor,
  caller: Caller,
  id: number,
  move: z.output<typeof stageMove>,
): Promise<void> {
  const { organisationId } = caller;
  const enquiry = await stored(tx, organisationId, id, true);
  const from = enquiry.stage as EnquiryStage;
  if (from === move.stage) return;
  if (move.stage === 'admitted')
    throw invalid(enquiryMessages.admitThroughForm, { stage: enquiryMessages.admitThroughForm });
  if (!ENQUIRY_MOVES[from].includes(move.stage)) {
    const message =
      from === 'admitted' ? enquiryMessages.admittedAlready : enquiryMessages.illegalMove(from, move.stage);
    throw new AppError('CONFLICT', message, { stage: message });
  }
  if (move.stage === 'lost') {
    const settings = await repo.findSettings(tx, organisationId);
    if (!(settings?.lostReasons ?? DEFAULT_LOST_REASONS).includes(move.lostReason))
      throw invalid(enquiryMessages.lostReason, { lostReason: enquiryMessages.lostReason });
  }
  await repo.updateEnquiry(tx, organisationId, id, {
    stage: move.stage,
    lostReason: move.stage === 'lost' ? move.lostReason : '',
    reached: Math.max(enquiry.reached, STAGE_RANK[move.stage]),
  });
  await repo.refreshNextFollowUp(tx, id);
  await recordCallerAudit(tx, caller, {
    action: 'stage',
    area: AREA,
    entityId: id,
    summary: { from, to: move.stage, lostReason: move.lostReason || undefined },
  });
}

export async function move(db: Db, caller: Caller, id: number, input: z.output<typeof stageMove>) {
  await db.transaction((tx) => moveStage(tx, caller, id, input));
  return detail(db, caller, id);
}

/**
 * Called by admissions inside the admission's transaction: the enquiry becomes Admitted and points
 * at its student. Refuses an enquiry that is lost or admitted already (its student exists).
 */
export async function markAdmitted(
  tx: Executor,
  caller: Caller,
  id: number,
  student: { id: number; admissionNumber: string },
): Promise<void> {
  const { organisationId } = caller;
  const enquiry = await stored(tx, organisationId, id, true);
  if (enquiry.stage === 'admitted')
    throw new AppError('CONFLICT', enquiryMessages.admittedAlready, {
      enquiryId: enquiryMessages.admittedAlready,
    });
  if (enquiry.stage === 'lost') {
    const message = enquiryMessages.illegalMove('lost', 'admitted');
    throw new AppError('CONFLICT', message, { enquiryId: message });
  }
  await repo.updateEnquiry(tx, organisationId, id, {
    stage: 'admitted',
    reached: STAGE_RANK.admitted,
    studentId: student.id,
    admittedAt: new Date(),
  });
  await repo.refreshNextFollowUp(tx, id);
  await recordCallerAudit(tx, caller, {
    action: 'admit',
    area: AREA,
    entityId: id,
    summary: { studentId: student.id, admissionNumber: student.admissionNumber },
  });
}

/** The admission form filled from an enquiry. */
export async function admissionDraft(db: Executor, caller: Caller, id: number): Promise<AdmissionDraft> {
  const enquiry = await stored(db, caller.organisationId, id);
  if (enquiry.stage === 'admitted') throw new AppError('CONFLICT', enquiryMessages.admittedAlready);
  return {
    enquiryId: id,
    name: enquiry.studentName,
    classId: enquiry.classId,
    boardId: enquiry.boardId,
    centreId: enquiry.centreId,
    guardian: { name: enquiry.guardianName, mobile: enquiry.mobile, email: enquiry.email },
  };
}

// ---- follow-ups ----

/** A call-back before today (the institute's) cannot be made (issue 65). */
async function refusePastFollowUp(tx: Executor, organisationId: number, day: string, field: string) {
  if (day < (await todayOf(tx, organisationId)))
    throw invalid(enquiryMessages.followUpPast, { [field]: enquiryMessages.followUpPast });
}

export async function addFollowUp(db: Db, caller: Caller, id: number, input: z.output<typeof followUpInput>) {
  const { organisationId, userId } = caller;
  await db.transaction(async (tx) => {
    const enquiry = await stored(tx, organisationId, id, true);
    if (enquiry.stage === 'admitted' || enquiry.stage === 'lost') {
      const message = `An enquiry that is ${stageLabel(enquiry.stage)} needs no follow-up.`;
      throw new AppError('CONFLICT', message, { dueOn: message });
    }
    await refusePastFollowUp(tx, organisationId, input.dueOn, 'dueOn');
    await repo.insertFollowUp(tx, { organisationId, enquiryId: id, ...input, createdBy: userId });
    await repo.refreshNextFollowUp(tx, id);
    await recordCallerAudit(tx, caller, {
      action: 'follow-up',
      area: AREA,
      entityId: id,
      summary: input,
    });
  });
  return detail(db, caller, id);
}

export async function completeFollowUp(
  db: Db,
  caller: Caller,
  id: number,
  followUpId: number,
  outcome: string,
) {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    await stored(tx, organisationId, id, true);
    const done = await repo.completeFollowUp(tx, organisationId, id, followUpId, outcome);
    if (!done) throw notFound(enquiryMessages.followUpNotFound);
    await repo.refreshNextFollowUp(tx, id);
    await recordCallerAudit(tx, caller, {
      action: 'follow-up-done',
      area: AREA,
      entityId: id,
      summary: { dueOn: done.dueOn, outcome },
    });
  });
  return detail(db, caller, id);
}

// ---- duplicates ----

export async function duplicates(
  db: Executor,
  caller: Caller,
  query: z.output<typeof duplicateQuery>,
): Promise<DuplicateMatches> {
  const mobile = query.mobile ? (toE164(query.mobile) ?? undefined) : undefined;
  const email = query.email?.toLowerCase() || undefined;
  if (!mobile && !email) return { data: [] };
  const rows = await repo.duplicates(db, caller.organisationId, { mobile, email, exceptId: query.exceptId });
  return {
    data: rows.map((r) => ({ ...r, stage: r.stage as EnquiryStage, createdAt: r.createdAt.toISOString() })),
  };
}
