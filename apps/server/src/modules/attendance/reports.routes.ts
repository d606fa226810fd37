import type { FastifyInstance } from 'fastify';
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
import type { Caller } from '../../lib/caller.ts';
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

interface CsvTable {
  name: string;
  header: string[];
  rows: unknown[][];
  counted: string;
}

/** The Attendance screen's reports (decision 080): a student, a batch, the month's grid, the low list. */
export async function attendanceReportRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  /**
   * A report's CSV (each the same: view access, a CSV answer, the table read then sent with how it was
   * counted). A path with `:id` names its record (404 for another organisation's); `make` reads the table.
   */
  const csvRoute = <Q extends z.ZodType>(
    url: string,
    doc: { operationId: string; summary: string },
    querystring: Q,
    make: (caller: Caller, query: z.output<Q>, id?: number) => Promise<CsvTable>,
  ) => {
    const byId = url.includes('/:id/');
    api.get<{ Params: Partial<z.output<typeof idParams>>; Querystring: z.output<Q> }>(
      url,
      {
        config: view,
        schema: {
          ...doc,
          tags,
          ...(byId && { params: idParams }),
          querystring,
          response: { 200: csvFile, ...(byId ? errors : listErrors) },
        },
      },
      async (request, reply) => {
        const table = await make(callerOf(request), request.query as z.output<Q>, request.params.id);
        return sendCsv(reply, table.name, csvOf(table.header, table.rows, table.counted));
      },
    );
  };

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

  csvRoute(
    '/api/v1/attendance/reports/students/:id/export.csv',
    { operationId: 'exportStudentAttendance', summary: 'Every mark of a student over a span, as CSV' },
    studentReportQuery,
    async (caller, query, id) => {
      const { student, marks, counted } = await reports.studentMarks(db, caller, id!, query);
      return {
        name: `attendance-${student.admissionNumber.replace(/[^\w-]+/g, '-')}`,
        header: ['Date', 'Batch', 'Subject', 'Code', 'Meaning', 'Counts as', 'Late by (minutes)'],
        rows: marks.map((m) => [
          m.day,
          m.batchName,
          m.subject ?? '',
          m.code,
          m.codeName,
          m.counts,
          m.lateMinutes ?? '',
        ]),
        counted,
      };
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

  csvRoute(
    '/api/v1/attendance/reports/batches/:id/export.csv',
    { operationId: 'exportBatchAttendance', summary: 'A batch’s attendance by day, as CSV' },
    batchReportQuery,
    async (caller, query, id) => {
      const report = await reports.batch(db, caller, id!, query);
      return {
        name: `attendance-daily-${report.batch.code}`,
        header: ['Date', 'Registers', ...TALLY],
        rows: report.days.map((d) => [d.day, d.registers, ...tallyCells(d)]),
        counted: report.counted,
      };
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

  csvRoute(
    '/api/v1/attendance/reports/batches/:id/grid/export.csv',
    {
      operationId: 'exportAttendanceGrid',
      summary: 'A month’s register grid of a batch (every student), as CSV',
    },
    monthGridQuery,
    async (caller, query, id) => {
      const grid = await reports.grid(db, caller, id!, query, true);
      return {
        name: `attendance-${grid.batch.code}-${grid.month}`,
        header: ['Student', 'Admission number', ...grid.days.map((d) => d.day), ...TALLY],
        rows: grid.students.data.map((s) => [s.name, s.admissionNumber, ...s.cells, ...tallyCells(s.tally)]),
        counted: grid.counted,
      };
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

  csvRoute(
    '/api/v1/attendance/reports/below/export.csv',
    {
      operationId: 'exportAttendanceBelowThreshold',
      summary: 'The students below the low-attendance line, as CSV',
    },
    belowThresholdQuery,
    async (caller, query) => {
      const below = await reports.below(db, caller, query, true);
      return {
        name: 'attendance-below',
        header: ['Student', 'Admission number', 'Batch', ...TALLY],
        rows: below.students.data.map((s) => [s.name, s.admissionNumber, s.batchName, ...tallyCells(s)]),
        counted: below.counted,
      };
    },
  );
}
