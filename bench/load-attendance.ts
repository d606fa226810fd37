import type { AttendanceDay, MonthGrid } from '@kaksha/contracts';
import { SAVE_BATCH, attendanceWanted } from './dataset-attendance.ts';
import type { Account, LoadArea } from './load-measure.ts';
import { compare, measureEach, merged } from './load-measure.ts';

// Attendance (issue 66): saving a 60-student register at 50 connections (one transaction: the marks
// replaced, delivery, alerts, audit), read against the baseline; the month's register grid of a batch
// and a student's percentage over the half year, big (~5.2 million marks) against small (~52,000).

const todayInKolkata = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

async function json<T>(url: string, account: Account, path: string): Promise<T> {
  const res = await fetch(`${url}${path}`, { headers: { cookie: account.cookie } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The month grid of the organisation's first batch, and a student of it, as paths. */
async function readsOf(url: string, account: Account, day: string) {
  const list = await json<AttendanceDay>(url, account, `/api/v1/attendance/day?day=${day}`);
  const batch = list.registers.find((r) => r.batchName === 'Batch 1')!;
  const month = day.slice(0, 7);
  const grid = `/api/v1/attendance/reports/batches/${batch.batchId}/grid?month=${month}&page=1&pageSize=50`;
  const student = (await json<MonthGrid>(url, account, grid)).students.data[0]!.studentId;
  const from = new Date(Date.parse(day) - 182 * 86_400_000).toISOString().slice(0, 10);
  return { grid, student: `/api/v1/attendance/reports/students/${student}?from=${from}&to=${day}`, list };
}

export const attendanceLoad: LoadArea = {
  name: 'attendance',
  async measure({ url, big, small, get }) {
    if (!attendanceWanted()) return { calls: [] };
    const day = todayInKolkata();
    const [b, s] = [await readsOf(url, big, day), await readsOf(url, small, day)];
    const register = b.list.registers.find((r) => r.batchName === SAVE_BATCH)!;
    const open = await json<{ students: { studentId: number }[] }>(
      url,
      big,
      `/api/v1/attendance/register?sessionId=${register.sessionId}`,
    );
    // Every save the same whole register (no client key, no version: each one saves), none absent.
    const body = JSON.stringify({
      sessionId: register.sessionId,
      batchId: register.batchId,
      day,
      marks: open.students.map((st, i) => ({
        studentId: st.studentId,
        code: i % 7 ? 'P' : 'E',
        lateMinutes: null,
      })),
    });
    const save = {
      url: `${url}/api/v1/attendance/register`,
      method: 'PUT' as const,
      headers: { cookie: big.cookie, 'content-type': 'application/json' },
      body,
    };
    return merged([
      {
        calls: await measureEach([
          [`PUT /api/v1/attendance/register (${open.students.length} students, big)`, save],
        ]),
      },
      await compare(
        'GET /api/v1/attendance/reports/batches/:id/grid (a month)',
        get(small, s.grid),
        get(big, b.grid),
      ),
      await compare(
        'GET /api/v1/attendance/reports/students/:id (half a year)',
        get(small, s.student),
        get(big, b.student),
      ),
    ]);
  },
};
