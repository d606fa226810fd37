import {
  REPORT_DAYS,
  formatCalendarDate,
  rangeBackwards,
  type AttendanceBatches,
  type AttendanceCode,
  type BatchReport,
  type BelowThreshold,
  type MonthGrid,
  type StudentReport,
  type batchReportQuery,
  type belowThresholdQuery,
  type monthGridQuery,
  type studentReportQuery,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { addDays, daysFrom } from '../../lib/calendar-days.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { todayOf } from '../institute/service.ts';
import * as repo from './reports.repository.ts';
import type { Span } from './reports.repository.ts';
import { settingsOf } from './settings.service.ts';

/*
 * Attendance reports (issue 66, decision 080): reading what registers saved. Each answer says how its
 * figures were counted (`counted`): which codes count present, half or absent, over which days.
 */

const noStudent = 'There is no such student.';
const noBatch = 'There is no such batch.';

/** The words of how a figure was counted, from the organisation's codes. */
export function countingOf(codes: AttendanceCode[], span: Span): string {
  const named = (counts: string) =>
    codes
      .filter((c) => c.counts === counts)
      .map((c) => `${c.code} ${c.name}`)
      .join(', ') || 'none';
  return (
    `From ${formatCalendarDate(span.from)} to ${formatCalendarDate(span.to)}, each class marked is one mark ` +
    `(a batch marked by the day: one a day). Present: ${named('present')}. Half a mark: ${named('half')}. ` +
    `Absent: ${named('absent')}. The percentage is present marks out of all marks.`
  );
}

/** The span asked for, or the last REPORT_DAYS days to today. */
async function spanOf(db: Db, caller: Caller, range: { from?: string; to?: string }): Promise<Span> {
  const today = await todayOf(db, caller.organisationId);
  const to = range.to ?? (range.from && range.from > today ? range.from : today);
  const from = range.from ?? addDays(to, 1 - REPORT_DAYS);
  if (from > to) throw new AppError('VALIDATION', rangeBackwards, { to: rangeBackwards });
  return { from, to };
}

/** A month's first and last day. */
function monthSpan(month: string): Span {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
const monthOf = async (db: Db, caller: Caller, month?: string) =>
  month ?? (await todayOf(db, caller.organisationId)).slice(0, 7);

export async function batches(db: Db, caller: Caller): Promise<AttendanceBatches> {
  return { data: await repo.reportBatches(db, caller.organisationId) };
}

export async function student(
  db: Db,
  caller: Caller,
  studentId: number,
  query: z.output<typeof studentReportQuery>,
): Promise<StudentReport> {
  const { organisationId } = caller;
  const found = await repo.studentOf(db, organisationId, studentId);
  if (!found) throw notFound(noStudent);
  const [span, month, settings] = await Promise.all([
    spanOf(db, caller, query),
    monthOf(db, caller, query.month),
    settingsOf(db, organisationId),
  ]);
  const [tallies, calendar] = await Promise.all([
    repo.studentTallies(db, organisationId, studentId, span),
    repo.studentCalendar(db, organisationId, studentId, monthSpan(month)),
  ]);
  return {
    ...span,
    counted: countingOf(settings.codes, span),
    student: found,
    threshold: settings.lowAttendancePercent,
    ...tallies,
    month,
    calendar,
  };
}

/** Every mark of the student over the span, for the CSV. */
export async function studentMarks(
  db: Db,
  caller: Caller,
  studentId: number,
  query: z.output<typeof studentReportQuery>,
) {
  const found = await repo.studentOf(db, caller.organisationId, studentId);
  if (!found) throw notFound(noStudent);
  const [span, settings] = await Promise.all([
    spanOf(db, caller, query),
    settingsOf(db, caller.organisationId),
  ]);
  const marks = await repo.studentMarks(db, caller.organisationId, studentId, span);
  return { student: found, marks, counted: countingOf(settings.codes, span) };
}

export async function batch(
  db: Db,
  caller: Caller,
  batchId: number,
  query: z.output<typeof batchReportQuery>,
): Promise<BatchReport> {
  const { organisationId } = caller;
  const found = await repo.batchOf(db, organisationId, batchId);
  if (!found) throw notFound(noBatch);
  const [span, settings] = await Promise.all([spanOf(db, caller, query), settingsOf(db, organisationId)]);
  const { overall, days } = await repo.batchDays(db, organisationId, batchId, span);
  return { ...span, counted: countingOf(settings.codes, span), batch: found, overall, days };
}

/** The month's grid; `all` reads every student (the CSV) instead of a page. */
export async function grid(
  db: Db,
  caller: Caller,
  batchId: number,
  query: z.output<typeof monthGridQuery>,
  all = false,
): Promise<MonthGrid> {
  const { organisationId } = caller;
  const found = await repo.batchOf(db, organisationId, batchId);
  if (!found) throw notFound(noBatch);
  const month = await monthOf(db, caller, query.month);
  const span = monthSpan(month);
  const page = all
    ? { limit: null, offset: 0 }
    : { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [settings, marked, rows] = await Promise.all([
    settingsOf(db, organisationId),
    repo.registerDays(db, organisationId, batchId, span),
    repo.gridRows(db, organisationId, batchId, span, page),
  ]);
  const days = [...daysFrom(span.from, span.to)];
  return {
    ...span,
    counted: countingOf(settings.codes, span),
    batch: found,
    month,
    absentCodes: settings.codes.filter((c) => c.counts === 'absent').map((c) => c.code),
    days: days.map((day) => ({ day, marked: marked.has(day) })),
    students: {
      data: rows.map((r) => ({
        studentId: r.studentId,
        name: r.name,
        admissionNumber: r.admissionNumber,
        cells: days.map((day) => r.cells?.[day] ?? ''),
        tally: r.tally?.marks ? r.tally : { present: 0, marks: 0, percent: null },
      })),
      total: rows[0]?.total ?? 0,
      totalCapped: false,
    },
  };
}

/** Students below the low-attendance line; `all` reads every one (the CSV) instead of a page. */
export async function below(
  db: Db,
  caller: Caller,
  query: z.output<typeof belowThresholdQuery>,
  all = false,
): Promise<BelowThreshold> {
  const { organisationId } = caller;
  if (query.batchId && !(await repo.batchOf(db, organisationId, query.batchId))) throw notFound(noBatch);
  const [span, settings] = await Promise.all([spanOf(db, caller, query), settingsOf(db, organisationId)]);
  const threshold = settings.lowAttendancePercent;
  const rows = await repo.belowRows(
    db,
    organisationId,
    { ...span, batchId: query.batchId, threshold },
    all ? { limit: null, offset: 0 } : { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return {
    ...span,
    counted: countingOf(settings.codes, span),
    threshold,
    students: {
      data: rows.map(({ total: _total, ...row }) => row),
      total: rows[0]?.total ?? 0,
      totalCapped: false,
    },
  };
}
