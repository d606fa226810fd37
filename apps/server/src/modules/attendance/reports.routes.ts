import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  attendanceBatches,
  batchReport,
  batchReportQuery,
  belowThreshold,
  belowThresholdQuery,
  idParams,
  monthGrid,
  monthGridQuery,
  studentReport,
  studentReportQuery,
  unmarkedPage,
  unmarkedQuery,
  type AttendanceTally,
} from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import { csvRow, sendCsv } from '../../lib/csv.ts';
import { callerOf } from '../../plugins/auth.ts';
import { csvFile, errorReplies } from '../../plugins/openapi.ts';
import * as reports from './reports.service.ts';
import { unmarked } from './unmarked.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['attendance'];
const view = { access: { menu: 'Attendance', level: 'view' as const } };

/** A small CSV, read in one statement: the byte-order mark, the header, the rows, the counting. */
async function* csvOf(header: string[], rows: unknown[][], counted: string) {
  yield `\uFEFF${csvRow(header)}${rows.map(csvRow).join('')}${csvRow([])}${csvRow([counted])}`;
}
const tallyCells = (t: AttendanceTally) => [t.present, t.marks, t.percent ?? ''];
const TALLY = ['Present', 'Marks', 'Percent'];

type Params = { Params: z.output<typeof idParams> };

/** The Attendance screen's reports (decision 080): a student, a batch, the month's grid, the low list. */
export async function attendanceReportRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const csv = (reply: FastifyReply, name: string, lines: AsyncIterable<string>) =>
    sendCsv(reply, name, lines);

  app.get(
    '/api/v1/attendance/batches',
    {
      config: view,
      schema: {
        operationId: 'attendanceBatches',
        summary: 'The batches a report can be asked of (not closed), by name',
        tags,
        response: { 200: attendanceBatches, ...listErrors },
      },
    },
    async (request) => reports.batches(db, callerOf(request)),
  );

  app.get(
    '/api/v1/attendance/unmarked',
    {
      config: view,
      schema: {
        operationId: 'unmarkedRegisters',
        summary: 'Classes of the last 7 days that have ended with no register saved, latest first',
        tags,
        querystring: unmarkedQuery,
        response: { 200: unmarkedPage, ...listErrors },
      },
    },
    async (request) => unmarked(db, callerOf(request), request.query),
  );

  app.get(
    '/api/v1/attendance/reports/students/:id',
    {
      config: view,
      schema: {
        operationId: 'studentAttendance',
        summary: 'A student’s attendance: % overall and by subject over a span, a month of codes',
        tags,
        params: idParams,
        querystring: studentReportQuery,
        response: { 200: studentReport, ...errors },
      },
    },
    async (request) => reports.student(db, callerOf(request), request.params.id, request.query),
  );

  api.get<Params & { Querystring: z.output<typeof studentReportQuery> }>(
    '/api/v1/attendance/reports/students/:id/export.csv',
    {
      config: view,
      schema: {
        operationId: 'exportStudentAttendance',
        summary: 'Every mark of a student over a span, as CSV',
        tags,
        params: idParams,
        querystring: studentReportQuery,
        response: { 200: csvFile, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { student, marks, counted } = await reports.studentMarks(
        db,
        caller,
        request.params.id,
        request.query,
      );
      return csv(
        reply,
        `attendance-${student.admissionNumber.replace(/[^\w-]+/g, '-')}`,
        csvOf(
          ['Date', 'Batch', 'Subject', 'Code', 'Meaning', 'Counts as', 'Late by (minutes)'],
          marks.map((m) => [
            m.day,
            m.batchName,
            m.subject ?? '',
            m.code,
            m.codeName,
            m.counts,
            m.lateMinutes ?? '',
          ]),
          counted,
        ),
      );
    },
  );

  app.get(
    '/api/v1/attendance/reports/batches/:id',
    {
      config: view,
      schema: {
        operationId: 'batchAttendance',
        summary: 'A batch’s attendance by day over a span (the chart), and over the whole span',
        tags,
        params: idParams,
        querystring: batchReportQuery,
        response: { 200: batchReport, ...errors },
      },
    },
    async (request) => reports.batch(db, callerOf(request), request.params.id, request.query),
  );

  api.get<Params & { Querystring: z.output<typeof batchReportQuery> }>(
    '/api/v1/attendance/reports/batches/:id/export.csv',
    {
      config: view,
      schema: {
        operationId: 'exportBatchAttendance',
        summary: 'A batch’s attendance by day, as CSV',
        tags,
        params: idParams,
        querystring: batchReportQuery,
        response: { 200: csvFile, ...errors },
      },
    },
    async (request, reply) => {
      const report = await reports.batch(db, callerOf(request), request.params.id, request.query);
      return csv(
        reply,
        `attendance-daily-${report.batch.code}`,
        csvOf(
          ['Date', 'Registers', ...TALLY],
          report.days.map((d) => [d.day, d.registers, ...tallyCells(d)]),
          report.counted,
        ),
      );
    },
  );

  app.get(
    '/api/v1/attendance/reports/batches/:id/grid',
    {
      config: view,
      schema: {
        operationId: 'attendanceGrid',
        summary: 'A month’s register grid of a batch: its students (a page) × the days, with each one’s %',
        tags,
        params: idParams,
        querystring: monthGridQuery,
        response: { 200: monthGrid, ...errors },
      },
    },
    async (request) => reports.grid(db, callerOf(request), request.params.id, request.query),
  );

  api.get<Params & { Querystring: z.output<typeof monthGridQuery> }>(
    '/api/v1/attendance/reports/batches/:id/grid/export.csv',
    {
      config: view,
      schema: {
        operationId: 'exportAttendanceGrid',
        summary: 'A month’s register grid of a batch (every student), as CSV',
        tags,
        params: idParams,
        querystring: monthGridQuery,
        response: { 200: csvFile, ...errors },
      },
    },
    async (request, reply) => {
      const grid = await reports.grid(db, callerOf(request), request.params.id, request.query, true);
      return csv(
        reply,
        `attendance-${grid.batch.code}-${grid.month}`,
        csvOf(
          ['Student', 'Admission number', ...grid.days.map((d) => d.day), ...TALLY],
          grid.students.data.map((s) => [s.name, s.admissionNumber, ...s.cells, ...tallyCells(s.tally)]),
          grid.counted,
        ),
      );
    },
  );

  app.get(
    '/api/v1/attendance/reports/below',
    {
      config: view,
      schema: {
        operationId: 'attendanceBelowThreshold',
        summary: 'Students whose attendance in a batch is below the low-attendance line, lowest first',
        tags,
        querystring: belowThresholdQuery,
        response: { 200: belowThreshold, ...listErrors },
      },
    },
    async (request) => reports.below(db, callerOf(request), request.query),
  );

  api.get<{ Querystring: z.output<typeof belowThresholdQuery> }>(
    '/api/v1/attendance/reports/below/export.csv',
    {
      config: view,
      schema: {
        operationId: 'exportAttendanceBelowThreshold',
        summary: 'The students below the low-attendance line, as CSV',
        tags,
        querystring: belowThresholdQuery,
        response: { 200: csvFile, ...listErrors },
      },
    },
    async (request, reply) => {
      const below = await reports.below(db, callerOf(request), request.query, true);
      return csv(
        reply,
        'attendance-below',
        csvOf(
          ['Student', 'Admission number', 'Batch', ...TALLY],
          below.students.data.map((s) => [s.name, s.admissionNumber, s.batchName, ...tallyCells(s)]),
          below.counted,
        ),
      );
    },
  );
}
