import {
  STUDENT_MOVES,
  formatCalendarDate,
  formatMobile,
  impossibleAdmissionDates,
  statusLabel,
  studentMessages,
} from '@kaksha/contracts';
import type {
  Guardian,
  StudentProfile,
  StudentStatus,
  admissionInput,
  guardiansInput,
  statusChange,
  studentExportQuery,
  studentListQuery,
  studentUpdate,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { numberInStatement } from '../../db/sequences.ts';
import { readTogether } from '../../db/together.ts';
import type { Caller } from '../../lib/caller.ts';
import { invalid, notFound, refuseUnknown } from '../../lib/errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { CSV_BATCH, csvLines } from '../../lib/csv.ts';
import { auditChanges, recordCallerAudit } from '../audit/service.ts';
import { timelineOf, timelineParts, timelineValues } from '../audit/timeline.ts';
import { markAdmitted } from '../enquiries/service.ts';
import { instituteFacts, todayOf } from '../institute/service.ts';

import type { Courier } from '../messages/courier.ts';
import { notify } from '../messages/notify.ts';
import * as repo from './repository.ts';
import * as lists from './list.repository.ts';
import type { StudentSort } from './list.repository.ts';

export const AREA = 'students';

type Admission = z.output<typeof admissionInput>;
type GuardianList = z.output<typeof guardiansInput>['guardians'];

/** The organisation's student, or undefined: for other areas (fees) that hang from a student. */
export const studentOf = (db: Executor, organisationId: number, id: number) =>
  repo.findStudent(db, organisationId, id);
export { studentFoundRead } from './repository.ts';

export function choices(db: Executor, caller: Caller) {
  return repo.choices(db, caller.organisationId);
}

/**
 * Refuses ids of another organisation (or an inactive centre) as not found (the house rule: another
 * organisation's id is a 404), naming the fields they came in so a form can show them.
 */
/**
 * A date of birth after today (the institute's), or an admission dated months ahead, is a typing
 * slip, never true (issue 65): refused, by field.
 */
function refuseImpossibleDates(
  input: { dateOfBirth?: string | null; admissionDate?: string },
  today: string,
) {
  const errors = impossibleAdmissionDates(input, today);
  const first = Object.values(errors)[0];
  if (first) throw invalid(first, errors);
}

async function checkRefs(
  db: Executor,
  organisationId: number,
  ids: { centreId?: number; classId?: number | null; boardId?: number | null },
) {
  const own = await repo.ownRefs(db, organisationId, ids);
  const errors: Record<string, string> = {};
  if (ids.centreId && !own.centreCode) errors.centreId = studentMessages.centreNotFound;
  if (ids.classId && !own.classId) errors.classId = studentMessages.classNotFound;
  if (ids.boardId && !own.boardId) errors.boardId = studentMessages.boardNotFound;
  refuseUnknown(errors);
  return own;
}

/** The guardians as they will be stored: linked ones checked to be ours, one main contact. */
async function guardianRows(db: Executor, organisationId: number, list: GuardianList) {
  const linked = list.flatMap((g) => (g.id ? [g.id] : []));
  const own = await repo.ownGuardianIds(db, organisationId, linked);
  if (own.length !== new Set(linked).size) throw notFound(studentMessages.guardianNotFound);
  const primaryAt = Math.max(
    list.findIndex((g) => g.primary),
    0,
  );
  return list.map(({ preferredChannel, ...g }, i) => ({ ...g, preferredChannel, primary: i === primaryAt }));
}

/**
 * Admits a student: the admission number from the institute's gapless sequence, the student, the
 * guardians (a sibling's parent linked, not copied), the audit line and the welcome message to the
 * guardians, in one transaction.
 */
export async function admit(
  db: Db,
  courier: Courier,
  caller: Caller,
  input: Admission,
): Promise<StudentProfile> {
  const { id } = await db.transaction((tx) => admitIn(tx, caller, input));
  courier.wake();
  return profile(db, caller, id);
}

/** `admit`'s work inside the caller's transaction (the desk's admit-seat-collect too); wake the courier after. */
export async function admitIn(tx: Executor, caller: Caller, input: Admission) {
  const { organisationId, userId } = caller;
  const [institute, refs, rows] = await Promise.all([
    instituteFacts(tx, organisationId),
    checkRefs(tx, organisationId, input),
    guardianRows(tx, organisationId, input.guardians),
  ]);
  // Everything that needs no number comes first: the number locks every other admission out.
  const guardianIds = await repo.saveGuardians(tx, organisationId, rows);
  const today = dayIn(new Date(), institute.timeZone);
  refuseImpossibleDates(input, today);
  const admissionDate = input.admissionDate ?? today;
  const [year, month] = admissionDate.split('-').map(Number) as [number, number];
  const { guardians: _list, enquiryId, ...student } = input;
  const { id: studentId, admissionNumber } = await repo.insertNumberedStudent(
    tx,
    { ...student, organisationId, admissionDate, createdBy: userId },
    numberInStatement(
      tx,
      organisationId,
      institute.admissionNumberFormat,
      { year, month },
      { ...institute, centreCode: refs.centreCode! },
    ),
    rows.map((g, i) => ({ guardianId: guardianIds[i]!, relation: g.relation, primary: g.primary })),
  );
  if (enquiryId) await markAdmitted(tx, caller, enquiryId, { id: studentId, admissionNumber });
  await recordCallerAudit(tx, caller, {
    action: 'admit',
    area: AREA,
    entityId: studentId,
    summary: {
      admissionNumber,
      name: student.name,
      centre: refs.centreCode,
      guardians: rows.map((g) => g.name),
      enquiryId: enquiryId ?? undefined,
    },
  });
  await notify(tx, {
    organisationId,
    event: 'admission.confirmed',
    recipients: rows.map((g, i) => ({
      ref: `guardian:${guardianIds[i]}`,
      name: g.name,
      email: g.email || null,
      phone: g.mobile,
      whatsapp: g.whatsapp || null,
      channels: g.preferredChannel ? [g.preferredChannel] : null,
    })),
    data: { studentName: student.name, admissionNumber, date: admissionDate },
    subjectRef: `student:${studentId}`,
    createdBy: userId,
    institute,
  });
  return { id: studentId, admissionNumber, name: student.name, admissionDate };
}

// ---- the profile ----

function describeChange(action: string, summary: Record<string, unknown> | null): string {
  if (action === 'admit') return `Admitted as ${String(summary?.admissionNumber ?? '')}`;
  if (action === 'status')
    return `Marked ${statusLabel(String(summary?.to ?? ''))}${summary?.reason ? `: ${String(summary.reason)}` : ''}`;
  if (action === 'update')
    return `Changed ${Object.keys((summary?.after as object | undefined) ?? {}).join(', ')}`;
  if (action === 'guardians') return 'Changed the guardians';
  if (action === 'document') return `Added ${String(summary?.fileName ?? 'a document')}`;
  if (action === 'document-delete') return `Removed ${String(summary?.fileName ?? 'a document')}`;
  return action;
}

/** The student as the profile shows them: details, guardians, documents and timeline, read in one statement. */
export async function profile(db: Executor, caller: Caller, id: number): Promise<StudentProfile> {
  const read = await readTogether(db, 'student-profile', (d) => ({
    student: repo.studentRead(d),
    guardians: repo.guardiansRead(d),
    documents: repo.documentsRead(d),
    ...timelineParts(d),
  })).execute({
    id,
    studentId: id,
    ...timelineValues(caller.organisationId, { area: AREA, entityId: id, subjectRef: `student:${id}` }),
  });
  const [student] = read.student;
  if (!student) throw notFound(studentMessages.notFound);
  const { hasPhoto, updatedAt, ...rest } = student;
  return {
    ...rest,
    gender: rest.gender as StudentProfile['gender'],
    status: rest.status as StudentStatus,
    photoUrl: hasPhoto ? `/api/v1/students/${id}/photo?v=${updatedAt.getTime()}` : null,
    guardians: read.guardians as Guardian[],
    documents: read.documents.map((d) => ({
      ...d,
      kind: d.kind as StudentProfile['documents'][number]['kind'],
      uploadedAt: d.uploadedAt.toISOString(),
    })),
    timeline: timelineOf(read, describeChange),
    areas: { batches: null, fees: null, attendance: null, exams: null },
  };
}

// ---- changes ----

async function lockedStudent(tx: Executor, organisationId: number, id: number) {
  const student = await repo.findStudent(tx, organisationId, id, true);
  if (!student) throw notFound(studentMessages.notFound);
  return student;
}

export async function update(
  db: Db,
  caller: Caller,
  id: number,
  input: z.output<typeof studentUpdate>,
): Promise<StudentProfile> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    const before = await lockedStudent(tx, organisationId, id);
    refuseImpossibleDates(input, await todayOf(tx, organisationId));
    await checkRefs(tx, organisationId, input);
    const diff = await auditChanges(tx, caller, before, input, {
      action: 'update',
      area: AREA,
      entityId: id,
    });
    if (diff) await repo.updateStudent(tx, organisationId, id, diff.after);
  });
  return profile(db, caller, id);
}

export async function setGuardians(
  db: Db,
  caller: Caller,
  id: number,
  list: GuardianList,
): Promise<StudentProfile> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    await lockedStudent(tx, organisationId, id);
    const rows = await guardianRows(tx, organisationId, list);
    await repo.replaceGuardians(tx, organisationId, id, rows);
    await recordCallerAudit(tx, caller, {
      action: 'guardians',
      area: AREA,
      entityId: id,
      summary: { guardians: rows.map((g) => ({ name: g.name, relation: g.relation, mobile: g.mobile })) },
    });
  });
  return profile(db, caller, id);
}

/** The one way a student's status changes: legal moves only (STUDENT_MOVES), with reason and date. */
export async function changeStatus(
  db: Db,
  caller: Caller,
  id: number,
  input: z.output<typeof statusChange>,
): Promise<StudentProfile> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    const student = await lockedStudent(tx, organisationId, id);
    const from = student.status as StudentStatus;
    if (!STUDENT_MOVES[from].includes(input.status))
      throw invalid(studentMessages.illegalMove(from, input.status), {
        status: studentMessages.illegalMove(from, input.status),
      });
    const { timeZone } = await instituteFacts(tx, organisationId);
    const date = input.date ?? dayIn(new Date(), timeZone);
    await repo.updateStudent(tx, organisationId, id, {
      status: input.status,
      statusReason: input.reason,
      statusDate: input.status === 'active' ? null : date,
    });
    await recordCallerAudit(tx, caller, {
      action: 'status',
      area: AREA,
      entityId: id,
      summary: { from, to: input.status, reason: input.reason, date },
    });
  });
  return profile(db, caller, id);
}

export async function lookupGuardians(db: Executor, caller: Caller, mobile: string): Promise<Guardian[]> {
  const rows = await repo.guardiansByMobile(db, caller.organisationId, mobile);
  // Not any student's link yet: relation and main contact are the form's to choose.
  return rows.map((g) => ({ ...g, relation: 'guardian', primary: false }) as Guardian);
}

// ---- the list ----

export function list(db: Db, caller: Caller, query: z.output<typeof studentListQuery>) {
  return lists.listStudents(db, lists.studentFilter({ organisationId: caller.organisationId, ...query }), {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    sort: query.sort as StudentSort,
  });
}

const CSV_HEADER = [
  'Admission no.',
  'Name',
  'Class',
  'Board',
  'Centre',
  'Status',
  'Admitted',
  'Guardian',
  'Mobile',
];
/** Every matching student as CSV (dates as 24 Nov 2026); read in batches so memory stays flat. */
export function csv(db: Executor, caller: Caller, query: z.output<typeof studentExportQuery>) {
  const filter = lists.studentFilter({ organisationId: caller.organisationId, ...query });
  return csvLines<Awaited<ReturnType<typeof lists.findStudents>>[number]>(
    CSV_HEADER,
    (after) => lists.findStudents(db, filter, { limit: CSV_BATCH, afterId: after?.id }),
    (r) => [
      r.admissionNumber,
      r.name,
      r.className,
      r.boardName,
      r.centreName,
      statusLabel(r.status),
      formatCalendarDate(r.admissionDate),
      r.guardianName,
      r.guardianMobile ? formatMobile(r.guardianMobile) : '',
    ],
  );
}

// ---- the ID card ----

/** What an ID card's QR code carries: this prefix and the student's random card code. */
export const CARD_PREFIX = 'kaksha-card:';

/**
 * The student's card code (random, made on the first print and kept, so a reprint scans the same):
 * the card carries it in place of the student's id.
 */
export async function cardCodeOf(db: Executor, organisationId: number, id: number): Promise<string> {
  const code = await repo.ensureCardCode(db, organisationId, id, randomToken(12));
  if (!code) throw notFound(studentMessages.notFound);
  return code;
}

/**
 * The student a scanned card names (its QR text, `kaksha-card:<code>`, or the code alone), in the
 * caller's organisation; undefined when no student of theirs has it. For attendance at the gate.
 */
export function studentByCard(db: Executor, organisationId: number, scanned: string) {
  const code = scanned.startsWith(CARD_PREFIX) ? scanned.slice(CARD_PREFIX.length) : scanned;
  return repo.studentByCardCode(db, organisationId, code);
}
