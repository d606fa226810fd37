import {
  DEFAULT_LOST_REASONS,
  ENQUIRY_MOVES,
  STAGE_RANK,
  enquiryMessages,
  formatCalendarDate,
  formatMobile,
  sourceLabel,
  stageLabel,
  toE164,
} from '@kaksha/contracts';
import type {
  AdmissionDraft,
  DuplicateMatches,
  EnquiryChoices,
  EnquiryDetail,
  EnquiryFunnel,
  EnquiryRow,
  EnquirySettings,
  EnquirySource,
  EnquiryStage,
  EnquirySummary,
  duplicateQuery,
  enquiryBoardQuery,
  enquiryExportQuery,
  enquiryInput,
  enquiryListQuery,
  enquirySettingsInput,
  enquiryUpdate,
  followUpInput,
  funnelQuery,
  publicEnquiryInput,
  stageMove,
} from '@kaksha/contracts';
import { BOARD_CARDS } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { readTogether } from '../../db/together.ts';
import type { Caller } from '../../lib/caller.ts';
import { randomToken } from '../../lib/crypto.ts';
import { CSV_BATCH, csvLines, csvRow } from '../../lib/csv.ts';
import { AppError, invalid, notFound, refuseUnknown } from '../../lib/errors.ts';
import { dayIn, startOfDay } from '../../lib/zoned-time.ts';
import { changes, recordAudit, writeWithAudit } from '../audit/service.ts';
import { timelineOf, timelineParts, timelineValues } from '../audit/timeline.ts';
import { instituteFacts } from '../institute/service.ts';

import type { Courier } from '../messages/courier.ts';
import { notify } from '../messages/notify.ts';
import * as repo from './repository.ts';
import type { EnquiryFilter, EnquirySort, StoredRow } from './repository.ts';

export const AREA = 'enquiries';

type NewEnquiry = z.output<typeof enquiryInput>;
type Refs = Parameters<typeof repo.ownRefs>[2];

export async function choices(db: Executor, caller: Caller): Promise<EnquiryChoices> {
  const [lists, settings] = await Promise.all([
    repo.choices(db, caller.organisationId),
    repo.findSettings(db, caller.organisationId),
  ]);
  return { ...lists, lostReasons: settings?.lostReasons ?? DEFAULT_LOST_REASONS };
}

/** Refuses another organisation's ids (or a departed staff member) as not found, naming the fields. */
async function checkRefs(db: Executor, organisationId: number, ids: Refs) {
  const own = await repo.ownRefs(db, organisationId, ids);
  const errors: Record<string, string> = {};
  if (ids.centreId && !own.centreId) errors.centreId = 'Please choose one of your centres.';
  if (ids.classId && !own.classId) errors.classId = 'Please choose one of your classes.';
  if (ids.boardId && !own.boardId) errors.boardId = 'Please choose one of your boards.';
  if (ids.ownerId && !own.ownerId) errors.ownerId = enquiryMessages.ownerNotFound;
  if (ids.subjectIds?.length && own.subjects !== new Set(ids.subjectIds).size)
    errors.subjectIds = enquiryMessages.subjectNotFound;
  refuseUnknown(errors);
}

/** The thank-you to whoever enquired, on their channel (Messages → templates: "Enquiry received"). */
function thank(
  tx: Executor,
  organisationId: number,
  id: number,
  e: Pick<NewEnquiry, 'studentName' | 'guardianName' | 'mobile' | 'email'>,
  userId: number | null,
) {
  return notify(tx, {
    organisationId,
    event: 'enquiry.received',
    recipients: [
      {
        ref: `enquiry:${id}`,
        name: e.guardianName || e.studentName,
        email: e.email || null,
        phone: e.mobile,
        whatsapp: null,
        channels: null,
      },
    ],
    data: { studentName: e.studentName },
    subjectRef: `enquiry:${id}`,
    createdBy: userId,
  });
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

// ---- the public form ----

async function openForm(db: Executor, key: string) {
  const owner = await repo.formOwner(db, key);
  if (!owner) throw notFound(enquiryMessages.formNotFound);
  return owner;
}

export async function publicForm(db: Executor, key: string) {
  const owner = await openForm(db, key);
  const lists = await repo.choices(db, owner.organisationId);
  return { institute: owner.name, centres: lists.centres, classes: lists.classes };
}

/**
 * An enquiry from the institute's website. A filled honeypot is answered like a success and saved
 * nowhere, so a bot learns nothing; the route's rate limit stops floods.
 */
export async function receivePublic(
  db: Db,
  courier: Courier,
  key: string,
  input: z.output<typeof publicEnquiryInput>,
  ip?: string,
): Promise<{ message: string }> {
  const owner = await openForm(db, key);
  if (input.website) return { message: enquiryMessages.received };
  const { website: _honeypot, ...fields } = input;
  await db.transaction(async (tx) => {
    const { organisationId } = owner;
    await checkRefs(tx, organisationId, fields);
    const [created] = await writeWithAudit(
      tx,
      repo.insertEnquiry(tx, { ...fields, organisationId, source: 'website' }),
      {
        organisationId,
        userId: null,
        action: 'create',
        area: AREA,
        entityColumn: 'id',
        summary: { studentName: fields.studentName, source: 'website' },
        ip,
      },
    );
    await thank(tx, organisationId, created!.id, fields, null);
  });
  courier.wake();
  return { message: enquiryMessages.received };
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
  const { organisationId, userId } = caller;
  await db.transaction(async (tx) => {
    const before = await stored(tx, organisationId, id, true);
    await checkRefs(tx, organisationId, input);
    const diff = changes(before, input);
    if (!diff.changed) return;
    await repo.updateEnquiry(tx, organisationId, id, diff.after);
    await recordAudit(tx, {
      organisationId,
      userId,
      action: 'update',
      area: AREA,
      entityId: id,
      summary: { before: diff.before, after: diff.after },
      ip: caller.ip,
    });
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
  const { organisationId, userId } = caller;
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
  await recordAudit(tx, {
    organisationId,
    userId,
    action: 'stage',
    area: AREA,
    entityId: id,
    summary: { from, to: move.stage, lostReason: move.lostReason || undefined },
    ip: caller.ip,
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
  const { organisationId, userId } = caller;
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
  await recordAudit(tx, {
    organisationId,
    userId,
    action: 'admit',
    area: AREA,
    entityId: id,
    summary: { studentId: student.id, admissionNumber: student.admissionNumber },
    ip: caller.ip,
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

export async function addFollowUp(db: Db, caller: Caller, id: number, input: z.output<typeof followUpInput>) {
  const { organisationId, userId } = caller;
  await db.transaction(async (tx) => {
    const enquiry = await stored(tx, organisationId, id, true);
    if (enquiry.stage === 'admitted' || enquiry.stage === 'lost') {
      const message = `An enquiry that is ${stageLabel(enquiry.stage)} needs no follow-up.`;
      throw new AppError('CONFLICT', message, { dueOn: message });
    }
    await repo.insertFollowUp(tx, { organisationId, enquiryId: id, ...input, createdBy: userId });
    await repo.refreshNextFollowUp(tx, id);
    await recordAudit(tx, {
      organisationId,
      userId,
      action: 'follow-up',
      area: AREA,
      entityId: id,
      summary: input,
      ip: caller.ip,
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
  const { organisationId, userId } = caller;
  await db.transaction(async (tx) => {
    await stored(tx, organisationId, id, true);
    const done = await repo.completeFollowUp(tx, organisationId, id, followUpId, outcome);
    if (!done) throw notFound(enquiryMessages.followUpNotFound);
    await repo.refreshNextFollowUp(tx, id);
    await recordAudit(tx, {
      organisationId,
      userId,
      action: 'follow-up-done',
      area: AREA,
      entityId: id,
      summary: { dueOn: done.dueOn, outcome },
      ip: caller.ip,
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

// ---- the list, the board, the counts ----

type Filters = z.output<typeof enquiryBoardQuery> & { stage?: string };

/** The list's filter, with the institute's time zone it was made in (days are the institute's). */
async function filterOf(
  db: Executor,
  caller: Caller,
  query: Filters,
): Promise<{ filter: EnquiryFilter; timeZone: string }> {
  const { timeZone } = await instituteFacts(db, caller.organisationId);
  const today = dayIn(new Date(), timeZone);
  // Each field by name: an object rest (`...rest`) costs V8 2–3 µs a call (docs/ARCHITECTURE.md).
  const { q, source, ownerId, centreId, from, to, followUp, stage } = query;
  const filter = repo.enquiryFilter({
    organisationId: caller.organisationId,
    q,
    source,
    ownerId,
    centreId,
    stage: stage === 'open' || stage === 'all' ? undefined : stage,
    // Only an open enquiry has a next follow-up (repo.refreshNextFollowUp clears it once admitted or
    // lost), so a follow-up filter says "open" itself; written twice, PostgreSQL read the open
    // enquiries newest first and each one's row to count the overdue (5.5 ms for the big
    // organisation's page), where the follow-up index alone counts them (0.6 ms).
    open: stage === 'open' && followUp === undefined ? true : undefined,
    from: from ? startOfDay(from, timeZone) : undefined,
    to: to ? startOfDay(to, timeZone, 1) : undefined,
    dueOn: followUp === 'due_today' ? today : undefined,
    overdueBefore: followUp === 'overdue' ? today : undefined,
  });
  return { filter, timeZone };
}

export async function list(db: Db, caller: Caller, query: z.output<typeof enquiryListQuery>) {
  const { filter } = await filterOf(db, caller, query);
  return repo.enquiryListJson(db, filter, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    sort: query.sort as EnquirySort,
  });
}

/**
 * The board: each stage's newest cards and how many it holds (exact when unfiltered, else counted up to
 * LIST_COUNT_CAP), one statement.
 */
export async function board(db: Db, caller: Caller, query: z.output<typeof enquiryBoardQuery>) {
  // The board's query has no stage: its filter's is unset (each column is a stage).
  const { filter } = await filterOf(db, caller, query);
  return repo.enquiryBoardJson(db, filter, BOARD_CARDS);
}

export async function summary(db: Db, caller: Caller): Promise<EnquirySummary> {
  const { timeZone } = await instituteFacts(db, caller.organisationId);
  const today = dayIn(new Date(), timeZone);
  // The week starts on Monday, as Indian calendars print it.
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const { open, dueToday, overdue, newThisWeek } = await repo.summary(
    db,
    caller.organisationId,
    today,
    startOfDay(today, timeZone, -weekday),
  );
  // Every count is exact (kept by the database), so none is shown capped.
  return {
    open,
    dueToday,
    overdue,
    newThisWeek,
    capped: { open: false, dueToday: false, overdue: false, newThisWeek: false },
  };
}

const CSV_HEADER = [
  'Received',
  'Student',
  'Guardian',
  'Mobile',
  'Email',
  'Class',
  'Centre',
  'Source',
  'Sub-source',
  'Stage',
  'Lost reason',
  'Owner',
  'Next follow-up',
];

export async function csv(db: Executor, caller: Caller, query: z.output<typeof enquiryExportQuery>) {
  const { filter, timeZone } = await filterOf(db, caller, query);
  return csvLines<Awaited<ReturnType<typeof repo.findEnquiries>>[number]>(
    CSV_HEADER,
    (after) => repo.findEnquiries(db, filter, { limit: CSV_BATCH, afterId: after?.id }),
    (r) => [
      formatCalendarDate(dayIn(r.createdAt, timeZone)),
      r.studentName,
      r.guardianName,
      formatMobile(r.mobile),
      r.email,
      r.className,
      r.centreName,
      sourceLabel(r.source),
      r.subSource,
      stageLabel(r.stage),
      r.lostReason,
      r.ownerName,
      r.nextFollowUp ? formatCalendarDate(r.nextFollowUp) : '',
    ],
  );
}

// ---- the funnel ----

/** Enquiries received in the period (default: the last 90 days) by source, and in all. */
export async function funnel(
  db: Executor,
  caller: Caller,
  query: z.output<typeof funnelQuery>,
): Promise<EnquiryFunnel> {
  const { timeZone } = await instituteFacts(db, caller.organisationId);
  const today = dayIn(new Date(), timeZone);
  const to = query.to ?? today;
  const from = query.from ?? dayIn(startOfDay(to, timeZone, -89), timeZone);
  if (from > to)
    throw invalid('The period must start before it ends.', { from: 'The period must start before it ends.' });
  const rows = await repo.funnel(
    db,
    caller.organisationId,
    startOfDay(from, timeZone),
    startOfDay(to, timeZone, 1),
  );
  const counts = (r: Omit<(typeof rows)[number], 'source'>) => ({
    total: r.total,
    contacted: r.contacted,
    demoScheduled: r.demoScheduled,
    demoAttended: r.demoAttended,
    admitted: r.admitted,
    lost: r.lost,
    conversionRate: r.total ? r.admitted / r.total : 0,
    daysToConvert: r.admitted ? Math.round((r.daysToConvertSum / r.admitted) * 10) / 10 : null,
  });
  const sum = (key: keyof Omit<(typeof rows)[number], 'source'>) => rows.reduce((n, r) => n + r[key], 0);
  const totals = counts({
    total: sum('total'),
    contacted: sum('contacted'),
    demoScheduled: sum('demoScheduled'),
    demoAttended: sum('demoAttended'),
    admitted: sum('admitted'),
    lost: sum('lost'),
    daysToConvertSum: sum('daysToConvertSum'),
  });
  return {
    from,
    to,
    sources: rows
      .map((r) => ({ source: r.source as EnquirySource, ...counts(r) }))
      .sort((a, b) => b.total - a.total),
    totals,
  };
}

const FUNNEL_HEADER = [
  'Source',
  'Enquiries',
  'Contacted',
  'Demo scheduled',
  'Demo attended',
  'Admitted',
  'Lost',
  'Conversion %',
  'Days to admit',
];

export async function* funnelCsv(db: Executor, caller: Caller, query: z.output<typeof funnelQuery>) {
  const report = await funnel(db, caller, query);
  const line = (name: string, r: EnquiryFunnel['totals']) => [
    name,
    r.total,
    r.contacted,
    r.demoScheduled,
    r.demoAttended,
    r.admitted,
    r.lost,
    (r.conversionRate * 100).toFixed(1),
    r.daysToConvert ?? '',
  ];
  yield `\uFEFF${csvRow(FUNNEL_HEADER)}`;
  for (const r of report.sources) yield csvRow(line(sourceLabel(r.source), r));
  yield csvRow(line('All sources', report.totals));
}

// ---- settings ----

export async function settings(db: Executor, caller: Caller): Promise<EnquirySettings> {
  const row = await repo.findSettings(db, caller.organisationId);
  return {
    lostReasons: row?.lostReasons ?? DEFAULT_LOST_REASONS,
    formPath: row?.formKey ? `/enquire/${row.formKey}` : null,
  };
}

export async function saveSettings(db: Db, caller: Caller, input: z.output<typeof enquirySettingsInput>) {
  const { organisationId, userId } = caller;
  await db.transaction(async (tx) => {
    const before = await repo.findSettings(tx, organisationId);
    await repo.saveSettings(tx, organisationId, {
      lostReasons: input.lostReasons,
      formKey: before?.formKey ?? null,
    });
    await recordAudit(tx, {
      organisationId,
      userId,
      action: 'settings',
      area: AREA,
      entityId: null,
      summary: input,
      ip: caller.ip,
    });
  });
  return settings(db, caller);
}

/** Opens the public form at a fresh address (an old link stops working) or closes it. */
export async function setForm(db: Db, caller: Caller, open: boolean) {
  const { organisationId, userId } = caller;
  await db.transaction(async (tx) => {
    const before = await repo.findSettings(tx, organisationId);
    await repo.saveSettings(tx, organisationId, {
      lostReasons: before?.lostReasons ?? DEFAULT_LOST_REASONS,
      formKey: open ? randomToken(18) : null,
    });
    await recordAudit(tx, {
      organisationId,
      userId,
      action: open ? 'form-open' : 'form-close',
      area: AREA,
      ip: caller.ip,
    });
  });
  return settings(db, caller);
}
