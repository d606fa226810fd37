import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { gateMessages as say, type ArrivalPage, type ArrivalResult } from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import { institute } from '../../../test/helpers/attendance.ts';
import { makeStaff } from '../../../test/helpers/teachers.ts';
import type { Account } from '../../../test/harness.ts';

const t = appPerFile();
const call = caller(t);
const ARRIVALS = '/api/v1/attendance/arrivals';

/** The QR text printed on a student's ID card (printing the card makes its code). */
async function cardOf(account: Account, studentId: number) {
  const pdf = await call(account, 'GET', `/api/v1/students/${studentId}/id-card.pdf`);
  expect(pdf.statusCode, pdf.body).toBe(200);
  const [row] = await rowsOf<{ code: string }>(
    t.database,
    sql`select card_code as code from students where id = ${studentId}`,
  );
  return `kaksha-card:${row!.code}`;
}

describe('the gate', () => {
  it('records a scanned card’s arrival once (a repeat within minutes says so), by typed number too, and lists the day', async () => {
    const { owner, students, centre, today } = await institute(t, 2);
    const [asha, bala] = students;
    const guard = await makeStaff(t, owner, { Attendance: 'view' });
    const card = await cardOf(owner, asha!.id);

    const first = await call(guard, 'POST', ARRIVALS, { card });
    expect(first.statusCode, first.body).toBe(201);
    const recorded = first.json() as ArrivalResult;
    expect(recorded).toMatchObject({
      repeat: false,
      arrival: {
        studentId: asha!.id,
        studentName: asha!.name,
        centreName: centre.CentreName,
        day: today,
        source: 'scan',
        recordedBy: expect.any(String),
      },
    });

    // The same card again a moment later: the first arrival, told as a repeat; nothing new recorded.
    const again = await call(guard, 'POST', ARRIVALS, { card });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ arrival: recorded.arrival, repeat: true });

    // Typed admission number (the fallback) for Bala.
    const typed = await call(guard, 'POST', ARRIVALS, { admissionNumber: bala!.admissionNumber });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().arrival).toMatchObject({ studentId: bala!.id, source: 'typed' });

    // Past the repeat window, a scan is a new arrival (Asha went out and came back).
    await t.database.db.execute(
      sql`update attendance_arrivals set arrived_at = arrived_at - interval '6 minutes' where student_id = ${asha!.id}`,
    );
    expect((await call(guard, 'POST', ARRIVALS, { card })).statusCode).toBe(201);

    const day = (await call(guard, 'GET', ARRIVALS)).json() as ArrivalPage;
    expect(day.total).toBe(3);
    expect(day.data.map((a) => a.studentId)).toEqual([asha!.id, bala!.id, asha!.id]);
    expect((await call(guard, 'GET', `${ARRIVALS}?day=2020-01-01`)).json().total).toBe(0);
  });

  it('refuses a forged or unknown code, another institute’s card, a student who has left, a number no one has', async () => {
    const { owner, students } = await institute(t, 2);
    const [asha, bala] = students;
    const card = await cardOf(owner, asha!.id);
    const refused = async (account: Account, body: object, status: number, message: string) => {
      const res = await call(account, 'POST', ARRIVALS, body);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    };

    // A code edited by hand, a bare id, some other QR code: none names a student.
    const code = card.slice('kaksha-card:'.length);
    const edited = `kaksha-card:${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    await refused(owner, { card: edited }, 400, say.unknownCard);
    await refused(owner, { card: `kaksha-card:${asha!.id}` }, 400, say.unknownCard);
    await refused(owner, { card: 'https://example.com/' }, 400, say.unknownCard);
    await refused(owner, { admissionNumber: 'NOPE-1' }, 404, say.noSuchNumber('NOPE-1'));
    // Neither or both: a clear 400.
    await refused(owner, {}, 400, say.oneOf);

    // Another institute scanning this card: refused in words, nothing recorded for either.
    const other = await registerAndLogin(t.app);
    await refused(other, { card }, 400, say.otherOrganisation);
    const none = await call(other, 'GET', ARRIVALS);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().total).toBe(0);
    // …nor does the other institute see this one's arrivals.
    expect((await call(owner, 'POST', ARRIVALS, { admissionNumber: bala!.admissionNumber })).statusCode).toBe(
      201,
    );
    expect((await call(other, 'GET', ARRIVALS)).json().total).toBe(0);
    expect((await call(other, 'POST', ARRIVALS, { admissionNumber: bala!.admissionNumber })).statusCode).toBe(
      404,
    );

    // A student who has left: the card no longer lets them in.
    await t.database.db.execute(sql`update students set status = 'left' where id = ${asha!.id}`);
    await refused(owner, { card }, 400, say.left(asha!.name, 'left'));

    // Someone without the Attendance menu cannot record.
    const clerk = await makeStaff(t, owner, { TimeAllocation: 'view' });
    expect((await call(clerk, 'POST', ARRIVALS, { card })).statusCode).toBe(403);
    expect(
      await rowsOf(t.database, sql`select 1 from attendance_arrivals where student_id = ${asha!.id}`),
    ).toEqual([]);
  });
});
