import { describe, expect, it } from 'vitest';
import type {
  AttendanceDay,
  BatchReport,
  BelowThreshold,
  MonthGrid,
  Register,
  StudentReport,
} from '@kaksha/contracts';
import { addDays } from '../../lib/calendar-days.ts';
import { appPerFile, caller, countQueries, registerAndLogin } from '../../../test/harness.ts';
import { institute, openRegister } from '../../../test/helpers/attendance.ts';
import type { Institute } from '../../../test/helpers/attendance.ts';

const t = appPerFile();
const call = caller(t);
const R = '/api/v1/attendance/reports';

/**
 * A small register known by heart, three days before today (within the freeze), students A, B, C:
 *   d1 Physics 00:00   A P   B A   C L(5)
 *   d2 Physics 00:00   A H   B A   C P        and the batch without a timetable, by the day: A P
 *   d3 Physics 00:00   A V   B P   C E
 *   d3 Physics 01:00   A A   B P   C P
 */
async function knownRegister() {
  const inst = await institute(t, 3);
  const { owner, batch, students, today } = inst;
  const [a, b, c] = [students[0]!, students[1]!, students[2]!];
  const [d1, d2, d3] = [addDays(today, -3), addDays(today, -2), addDays(today, -1)];
  const save = async (ref: { sessionId: number | null; batchId: number; day: string }, codes: string[]) => {
    const register: Register = ref.sessionId
      ? await openRegister(t, owner, ref.sessionId)
      : (
          await call(owner, 'GET', `/api/v1/attendance/register?batchId=${ref.batchId}&day=${ref.day}`)
        ).json();
    const byId = new Map(
      [a, b, c].map((s, i) => [s.id, codes[i]!.split(':')] as const).filter(([, [code]]) => code),
    );
    const res = await call(owner, 'PUT', '/api/v1/attendance/register', {
      ...ref,
      marks: register.students.map((s) => ({
        studentId: s.studentId,
        code: byId.get(s.studentId)![0],
        lateMinutes: byId.get(s.studentId)![1] ? Number(byId.get(s.studentId)![1]) : null,
      })),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const session = async (day: string) => ({ sessionId: await inst.classOn(day), batchId: batch.id, day });
  await save(await session(d1), ['P', 'A', 'L:5']);
  await save(await session(d2), ['H', 'A', 'P']);
  // The later class first: classOn answers the day's first class of the batch.
  const late = await inst.classOn(d3, '01:00', '01:05');
  await save(await session(d3), ['V', 'P', 'E']);
  await save({ sessionId: late, batchId: batch.id, day: d3 }, ['A', 'P', 'P']);

  const loose = await inst.batchOf('No timetable');
  const seat = await call(owner, 'POST', `/api/v1/batches/${loose.id}/students`, {
    studentIds: [a.id],
    fromDate: addDays(today, -30),
    feePlanId: null,
  });
  expect(seat.statusCode, seat.body).toBeLessThan(300);
  await save({ sessionId: null, batchId: loose.id, day: d2 }, ['P', '', '']);
  return { ...inst, a, b, c, d1, d2, d3, loose };
}

const get = async <T>(inst: Institute, url: string) => {
  const res = await call(inst.owner, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('attendance reports', () => {
  it('counts a student, a batch, the month’s grid and the low list as worked out by hand, and says how', async () => {
    const inst = await knownRegister();
    const { a, b, c, d1, d2, d3, batch, loose, today } = inst;
    const span = `from=${d1}&to=${today}`;

    // A: P 1 + H 0.5 + V 0 + A 0 in Physics (1.5 of 4), P 1 by the day (1 of 1): 2.5 of 5.
    const student = await get<StudentReport>(inst, `${R}/students/${a.id}?${span}&month=${d1.slice(0, 7)}`);
    expect(student.overall).toEqual({ present: 2.5, marks: 5, percent: 50 });
    expect(student.bySubject).toEqual([
      { subject: 'Physics', present: 1.5, marks: 4, percent: 37.5 },
      { subject: null, present: 1, marks: 1, percent: 100 },
    ]);
    expect(student.threshold).toBe(75);
    const inMonth = (day: string) => day.slice(0, 7) === d1.slice(0, 7);
    expect(student.calendar).toEqual(
      [
        { day: d1, codes: ['P'] },
        { day: d2, codes: ['H', 'P'] },
        { day: d3, codes: ['V', 'A'] },
      ].filter((d) => inMonth(d.day)),
    );
    expect(student.counted).toContain(
      'Present: P Present, L Late, E Excused. Half a mark: H Half-day. Absent: A Absent, V Leave.',
    );

    // The batch by day: d1 1+0+1 of 3; d2 0.5+0+1 of 3; d3 (two classes) 0+1+1 and 0+1+1 of 6.
    const daily = await get<BatchReport>(inst, `${R}/batches/${batch.id}?${span}`);
    expect(daily.days).toEqual([
      { day: d1, registers: 1, present: 2, marks: 3, percent: 66.7 },
      { day: d2, registers: 1, present: 1.5, marks: 3, percent: 50 },
      { day: d3, registers: 2, present: 4, marks: 6, percent: 66.7 },
    ]);
    expect(daily.overall).toEqual({ present: 7.5, marks: 12, percent: 62.5 });

    // The month's grid: a column for every day of the month, the codes of each class in order.
    const month = d1.slice(0, 7);
    const grid = await get<MonthGrid>(inst, `${R}/batches/${batch.id}/grid?month=${month}`);
    expect(grid.days.length).toBeGreaterThanOrEqual(28);
    expect(grid.absentCodes).toEqual(['A', 'V']);
    expect(grid.days.filter((d) => d.marked).map((d) => d.day)).toEqual([d1, d2, d3].filter(inMonth));
    const cell = (row: MonthGrid['students']['data'][number], day: string) =>
      row.cells[grid.days.findIndex((d) => d.day === day)];
    const [rowA, rowB, rowC] = grid.students.data;
    expect(grid.students.total).toBe(3);
    if (inMonth(d3)) {
      expect(cell(rowA!, d3)).toBe('V/A');
      expect(cell(rowC!, d3)).toBe('E/P');
    }
    if (inMonth(d1)) expect(cell(rowB!, d1)).toBe('A');
    if ([d1, d2, d3].every(inMonth)) {
      expect(rowA!.tally).toEqual({ present: 1.5, marks: 4, percent: 37.5 });
      expect(rowB!.tally).toEqual({ present: 2, marks: 4, percent: 50 });
      expect(rowC!.tally).toEqual({ present: 4, marks: 4, percent: 100 });
    }
    const page2 = await get<MonthGrid>(
      inst,
      `${R}/batches/${batch.id}/grid?month=${month}&pageSize=2&page=2`,
    );
    expect(page2.students.data.map((s) => s.studentId)).toEqual([c.id]);
    expect(page2.students.total).toBe(3);

    // Below 75%: A 37.5% and B 50% in Physics' batch, lowest first; A by the day (100%) is not.
    const low = await get<BelowThreshold>(inst, `${R}/below?${span}`);
    expect(low.threshold).toBe(75);
    expect(low.students.data.map((s) => [s.studentId, s.batchId, s.present, s.marks, s.percent])).toEqual([
      [a.id, batch.id, 1.5, 4, 37.5],
      [b.id, batch.id, 2, 4, 50],
    ]);
    const second = await get<BelowThreshold>(inst, `${R}/below?${span}&pageSize=1&page=2`);
    expect([second.students.total, second.students.data.map((s) => s.studentId)]).toEqual([2, [b.id]]);
    const ofLoose = await get<BelowThreshold>(inst, `${R}/below?${span}&batchId=${loose.id}`);
    expect(ofLoose.students.data).toEqual([]);
  });

  it('gives each report as CSV, its counting under the rows', async () => {
    const inst = await knownRegister();
    const { a, d1, today, batch } = inst;
    const span = `from=${d1}&to=${today}`;
    const csv = async (url: string) => {
      const res = await call(inst.owner, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    const low = await csv(`${R}/below/export.csv?${span}`);
    expect(low.slice(0, 3)).toEqual([
      '"Student","Admission number","Batch","Present","Marks","Percent"',
      expect.stringMatching(/^"Pupil A \d+","[^"]+","Morning \d+","1.5","4","37.5"$/),
      expect.stringMatching(/^"Pupil B \d+","[^"]+","Morning \d+","2","4","50"$/),
    ]);
    expect(low.at(-1)).toContain('Present: P Present, L Late, E Excused.');

    const daily = await csv(`${R}/batches/${batch.id}/export.csv?${span}`);
    expect(daily.slice(0, 2)).toEqual([
      '"Date","Registers","Present","Marks","Percent"',
      `"${d1}","1","2","3","66.7"`,
    ]);

    const grid = await csv(`${R}/batches/${batch.id}/grid/export.csv?month=${d1.slice(0, 7)}`);
    expect(grid[0]).toMatch(/^"Student","Admission number","\d{4}-\d{2}-01",/);
    expect(grid).toHaveLength(1 + 3 + 2);

    const marks = await csv(`${R}/students/${a.id}/export.csv?${span}`);
    expect(marks[1]).toMatch(new RegExp(`^"${d1}","Morning \\d+","Physics","P","Present","present",""$`));
    expect(marks.filter((line) => line.startsWith('"2'))).toHaveLength(5);
  });

  it('reads each report in a fixed number of statements, whatever the size', async () => {
    const inst = await knownRegister();
    const { a, batch, d1, today } = inst;
    // Each read once before it is counted: the caller's session is then remembered (SESSION_CACHE_MS).
    const countAs = async (account: typeof inst.owner, url: string) => {
      await call(account, 'GET', url);
      // The report's own statements: the session and the institute's day are remembered for a
      // while (SESSION_CACHE_MS, the organisation's memory), so under load they may be read again.
      const { texts } = await countQueries(t.database, () => call(account, 'GET', url));
      return texts.filter((text) => /attendance_|from students|from batches/.test(text)).length;
    };
    const count = (url: string) => countAs(inst.owner, url);
    const small = [
      await count(`${R}/students/${a.id}?from=${d1}&to=${today}`),
      await count(`${R}/batches/${batch.id}/grid?month=${d1.slice(0, 7)}`),
      await count(`${R}/below?from=${d1}&to=${today}`),
    ];
    // The student or batch, the codes and settings, the figures: a handful each.
    expect(
      small.every((n) => n >= 2 && n <= 5),
      String(small),
    ).toBe(true);
    const more = await institute(t, 8);
    const sessionId = await more.classOn(d1);
    const register = await openRegister(t, more.owner, sessionId);
    const saved = await call(more.owner, 'PUT', '/api/v1/attendance/register', {
      sessionId,
      batchId: more.batch.id,
      day: d1,
      marks: register.students.map((s, i) => ({
        studentId: s.studentId,
        code: i % 2 ? 'A' : 'P',
        lateMinutes: null,
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const countMore = (url: string) => countAs(more.owner, url);
    expect([
      await countMore(`${R}/students/${more.students[0]!.id}?from=${d1}&to=${today}`),
      await countMore(`${R}/batches/${more.batch.id}/grid?month=${d1.slice(0, 7)}`),
      await countMore(`${R}/below?from=${d1}&to=${today}`),
    ]).toEqual(small);
  });

  it('another organisation sees none of it', async () => {
    const inst = await knownRegister();
    const stranger = await registerAndLogin(t.app);
    for (const url of [
      `${R}/students/${inst.a.id}`,
      `${R}/students/${inst.a.id}/export.csv`,
      `${R}/batches/${inst.batch.id}`,
      `${R}/batches/${inst.batch.id}/export.csv`,
      `${R}/batches/${inst.batch.id}/grid`,
      `${R}/batches/${inst.batch.id}/grid/export.csv`,
      `${R}/below?batchId=${inst.batch.id}`,
    ]) {
      const res = await call(stranger, 'GET', url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    const low = (await call(stranger, 'GET', `${R}/below?from=${inst.d1}`)).json() as BelowThreshold;
    expect(low.students).toEqual({ data: [], total: 0, totalCapped: false });
    const batches = (await call(stranger, 'GET', '/api/v1/attendance/batches')).json();
    expect(batches).toEqual({ data: [] });
    const day = (
      await call(stranger, 'GET', `/api/v1/attendance/day?day=${inst.d1}`)
    ).json() as AttendanceDay;
    expect(day.registers).toEqual([]);
  });
});
