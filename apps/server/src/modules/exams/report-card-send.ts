import { sql } from 'drizzle-orm';
import { examMessages as say, reportCardMessages as words } from '@kaksha/contracts';
import type { ReportCardDeliveries, ReportCardDelivery, ReportCardsSent } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { guardians, messages, studentGuardians, students } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import type { MailAttachment } from '../messages/attachments.ts';
import { notify } from '../messages/notify.ts';
import { reportCardPdf } from './report-card.ts';
import * as repo from './repository.ts';

/*
 * Report cards to guardians (issue 67): one notification (`exam.report_card`) whose every email
 * carries its own student's card (`report-card:<exam>-<student>`, made by this area when the courier
 * sends it, so the queue holds no bytes and the card is what the marks are at that moment). Each
 * guardian of a student with an email address is sent one, once a day; the delivery report reads the
 * messages back from the delivery log.
 */

export const REPORT_CARD_ATTACHMENT = 'report-card';
const EVENT = 'exam.report_card';
/** The message's subject: the student's card of the exam (so once a day is per exam and student). */
const subjectOf = (examId: number, studentId: number) => `card:${examId}-${studentId}`;

/** The email's attachment (`report-card:<exam>-<student>`), or null when the exam or student is gone. */
export async function reportCardAttachment(
  db: Executor,
  organisationId: number,
  key: string,
): Promise<MailAttachment | null> {
  const [examId, studentId] = key.split('-').map(Number);
  if (!examId || !studentId) return null;
  try {
    const { fileName, pdf } = await reportCardPdf(db, organisationId, examId, studentId);
    return { fileName, contentType: 'application/pdf', content: pdf };
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}

interface Family {
  studentId: number;
  studentName: string;
  guardianId: number | null;
  guardianName: string | null;
  email: string | null;
}

/** The exam's students (one batch's, or all) with each guardian who has an email: one statement. */
function familiesOf(tx: Executor, examId: number, batchName: string | null) {
  return rowsOf<Family>(
    tx,
    sql`select st.student_id as "studentId", s.name as "studentName", g.id as "guardianId",
          g.name as "guardianName", g.email
        from (${repo.examStudents(examId)}) st
        join ${students} s on s.id = st.student_id
        left join ${studentGuardians} sg on sg.student_id = st.student_id
        left join ${guardians} g on g.id = sg.guardian_id and g.email <> ''
        where ${batchName}::text is null or st.batch_name = ${batchName}
        order by s.name, s.id, sg.is_primary desc, g.id`,
  );
}

/** Emails each guardian their student's card (one batch's students, or all); the caller wakes the courier. */
export async function sendReportCards(
  db: Db,
  caller: Caller,
  examId: number,
  input: { batchId?: number | null },
): Promise<ReportCardsSent> {
  return db.transaction(async (tx) => {
    const exam = await repo.examDetail(tx, caller.organisationId, examId);
    if (!exam) throw notFound(say.notFound);
    if (exam.status !== 'held' && exam.status !== 'published') throw new AppError('CONFLICT', words.sendWhen);
    const batch = input.batchId ? exam.batches.find((b) => b.id === input.batchId) : null;
    if (input.batchId && !batch)
      throw new AppError('VALIDATION', words.batchNotInExam, { batchId: words.batchNotInExam });
    const families = await familiesOf(tx, examId, batch?.name ?? null);
    const reachable = families.filter((f) => f.guardianId !== null && f.email);
    const reached = new Set(reachable.map((f) => f.studentId));
    const withoutEmail = [
      ...new Set(families.filter((f) => !reached.has(f.studentId)).map((f) => f.studentName)),
    ];
    if (reachable.length === 0) throw new AppError('CONFLICT', words.noneToSend);
    const { messages: written } = await notify(tx, {
      organisationId: caller.organisationId,
      event: EVENT,
      recipients: reachable.map((f) => ({
        ref: `guardian:${f.guardianId}`,
        name: f.guardianName!,
        email: f.email,
        data: { studentName: f.studentName },
        subjectRef: subjectOf(examId, f.studentId),
        attachment: `${REPORT_CARD_ATTACHMENT}:${examId}-${f.studentId}`,
      })),
      data: { examName: exam.name },
      channels: ['email'],
      once: 'day',
      createdBy: caller.userId,
    });
    const queued = written.filter((m) => m.status !== 'not_sent').length;
    await recordCallerAudit(tx, caller, {
      action: 'send',
      area: 'exams',
      entityId: examId,
      summary: { reportCards: queued, batch: batch?.name ?? null },
    });
    return { queued, withoutEmail };
  });
}

/** What became of each report card emailed for the exam (newest first, a page), and how many are in each state. */
export async function deliveries(
  db: Db,
  caller: Caller,
  examId: number,
  query: { page: number; pageSize: number },
): Promise<ReportCardDeliveries> {
  if (!(await repo.findExam(db, caller.organisationId, examId))) throw notFound(say.notFound);
  const { page, pageSize: size } = query;
  const mine = sql`m.organisation_id = ${caller.organisationId} and m.event = ${EVENT}
    and m.subject_ref like ${`card:${examId}-%`}`;
  const [rows, counts] = await Promise.all([
    rowsOf<ReportCardDelivery>(
      db,
      sql`select s.name as "studentName", m.recipient_name as "recipientName", m.address, m.channel,
            m.status, m.reason,
            to_char(coalesce(m.attempted_at, m.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
          from ${messages} m
          join ${students} s on s.id = split_part(m.subject_ref, '-', 2)::int
          where ${mine}
          order by m.id desc limit ${size} offset ${(page - 1) * size}`,
    ),
    rowsOf<{ status: string; n: number }>(
      db,
      sql`select m.status, count(*)::int as n from ${messages} m where ${mine} group by m.status`,
    ),
  ]);
  const total = counts.reduce((sum, c) => sum + c.n, 0);
  return {
    data: rows,
    total,
    totalCapped: false,
    counts: Object.fromEntries(counts.map((c) => [c.status, c.n])),
  };
}
