import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payrollMessages as say, type PayRunDetail, type PayRunLine } from '@kaksha/contracts';
import { appPerFile, caller, countQueries, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { institute, marksOf, openRegister } from '../../../test/helpers/attendance.ts';
import { staffWith } from '../../../test/helpers/learning.ts';
import { makeTeacher } from '../../../test/helpers/teachers.ts';
import { addDays } from '../../lib/calendar-days.ts';

/*
 * Pay runs (issue 68, decision 075): per-lecture pay from the classes actually held (a substitute is
 * paid, the absent teacher is not, a cancelled or unregistered class is not), a draft compared with
 * last month's, an approved run locked and only reversed, in a fixed number of statements; another
 * organisation sees and changes nothing.
 */

const t = appPerFile();
const call = caller(t);
const R = (rupees: number) => rupees * 100;
const PAYROLL = 55;

const structure = (account: Account, teacherId: number, body: object) =>
  call(account, 'PUT', `/api/v1/payroll/structures/${teacherId}`, body);
async function newRun(account: Account, month: string, flagPercent = 10) {
  const res = await call(account, 'POST', '/api/v1/payroll/runs', { month, flagPercent });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PayRunDetail;
}
const lineOf = (run: PayRunDetail, teacherId: number) => run.lines.find((l) => l.teacherId === teacherId)!;
const lectures = (line: PayRunLine) => line.lectures.map((l) => [l.label, l.count, l.ratePaise / 100]);

/** Last month's 3rd, 10th, 17th and 24th: past days whatever today is. */
function lastMonth() {
  const today = new Date().toISOString().slice(0, 10);
  const month = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  return { month, day: (n: number) => `${month}-${String(n).padStart(2, '0')}` };
}

describe('per-lecture pay from the classes held', () => {
  it('pays who held each class: a substitute at the substitution rate, never the absent teacher, nothing for a cancelled or unregistered class', async () => {
    const inst = await institute(t, 1);
    const { owner, ravi, sana } = inst;
    const { month, day } = lastMonth();
    const other = await inst.batchOf('Evening');
    const save = async (sessionId: number) => {
      const register = await openRegister(t, owner, sessionId);
      const res = await call(owner, 'PUT', '/api/v1/attendance/register', {
        ...register,
        marks: marksOf(register),
        reason: 'Marked from the paper register',
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const substitute = (sessionId: number, by: number, regular: number) =>
      t.database.db.execute(
        sql`update class_sessions set teacher_id = ${by}, regular_teacher_id = ${regular} where id = ${sessionId}`,
      );
    // Ravi holds one class in each batch; Sana takes one of Ravi's; Ravi takes one of Sana's.
    await save(await inst.classOn(day(3)));
    await save(await inst.classOn(day(3), '01:00', '01:05', ravi.id, other));
    const ravisAbsence = await inst.classOn(day(10));
    await substitute(ravisAbsence, sana.id, ravi.id);
    await save(ravisAbsence);
    const sanasAbsence = await inst.classOn(day(17), '00:00', '00:05', sana.id);
    await substitute(sanasAbsence, ravi.id, sana.id);
    await save(sanasAbsence);
    // Not held: a class cancelled (before it happened) and one nobody registered.
    const cancelled = await inst.classOn(day(24));
    await t.database.db.execute(
      sql`update class_sessions set status = 'cancelled', cancel_reason = 'Strike' where id = ${cancelled}`,
    );
    await inst.classOn(day(24), '02:00', '02:05');

    expect(
      (
        await structure(owner, ravi.id, {
          lectureRatePaise: R(500),
          substitutionRatePaise: R(600),
          lectureRates: [{ batchId: other.id, paise: R(700) }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await structure(owner, sana.id, { lectureRatePaise: R(400) })).statusCode).toBe(200);

    const run = await newRun(owner, month);
    expect(run).toMatchObject({ status: 'draft', month, people: 2 });
    const r = lineOf(run, ravi.id);
    expect(lectures(r).sort()).toEqual(
      [
        [`Physics, ${inst.batch.name}`, 1, 500],
        ['Physics, Evening', 1, 700],
        [`Physics, ${inst.batch.name} (substitution)`, 1, 600],
      ].sort(),
    );
    expect(r.grossPaise).toBe(R(1_800));
    const s = lineOf(run, sana.id);
    expect(lectures(s)).toEqual([[`Physics, ${inst.batch.name} (substitution)`, 1, 400]]);
    expect(s.netPaise).toBe(R(400));
    expect(run.netPaise).toBe(R(2_200));
  });

  it('computes a run in the same number of statements for 2 teachers as for 8', async () => {
    const statements = async (teachers: number) => {
      const owner = await registerAndLogin(t.app);
      for (let i = 0; i < teachers; i++) {
        const teacher = await makeTeacher(t, owner, { name: `Teacher ${i}` });
        await structure(owner, teacher.id, { monthlyPaise: R(20_000 + i), epf: true, ptState: 'MH' });
      }
      const { queries, result } = await countQueries(t.database, () =>
        call(owner, 'POST', '/api/v1/payroll/runs', { month: '2026-06' }),
      );
      expect(result.statusCode, result.body).toBe(201);
      return queries;
    };
    expect(await statements(8)).toBe(await statements(2));
  });
});

describe('a run through its stages', () => {
  async function salaried() {
    const owner = await registerAndLogin(t.app);
    const asha = await makeTeacher(t, owner, { name: 'Asha Rao' });
    const meena = await makeTeacher(t, owner, { name: 'मीना शर्मा' });
    await structure(owner, asha.id, { monthlyPaise: R(30_000), epf: true, ptState: 'MH' });
    await structure(owner, meena.id, { monthlyPaise: R(12_000), esi: true });
    return { owner, asha, meena };
  }

  it('a draft takes leave without pay and adjustments with a reason, is compared with last month’s, then is approved, locked and paid', async () => {
    const { owner, asha, meena } = await salaried();
    const october = await newRun(owner, '2026-10');
    expect(lineOf(october, asha.id)).toMatchObject({ grossPaise: R(30_000), flag: '' });
    expect((await call(owner, 'POST', `/api/v1/payroll/runs/${october.id}/approve`)).statusCode).toBe(200);

    const november = await newRun(owner, '2026-11');
    expect(lineOf(november, asha.id)).toMatchObject({
      previousNetPaise: lineOf(october, asha.id).netPaise,
      flag: '',
    });
    const url = `/api/v1/payroll/runs/${november.id}/lines/${lineOf(november, asha.id).id}`;
    const tooMany = await call(owner, 'PUT', url, { lwpDays: 31 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: say.lwpTooMany(30) });
    const noReason = await call(owner, 'PUT', url, { adjustments: [{ paise: R(100), reason: ' ' }] });
    expect(noReason.statusCode).toBe(400);
    const set = await call(owner, 'PUT', url, {
      lwpDays: 6,
      adjustments: [{ paise: R(1_000), reason: 'Exam duty' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    const line = lineOf(set.json() as PayRunDetail, asha.id);
    expect(line.earnings).toEqual([
      { label: 'Salary', paise: R(24_000) },
      { label: 'Exam duty', paise: R(1_000) },
    ]);
    // What the six days took off is shown with the line.
    expect(line).toMatchObject({ lwpDays: 6, lwpPaise: R(6_000) });
    expect(line.flag).toBe('Down 17.9% from last month');
    // Computed again (as the screen's button does), the entries stay.
    const again = (
      await call(owner, 'POST', `/api/v1/payroll/runs/${november.id}/recompute`)
    ).json() as PayRunDetail;
    expect(lineOf(again, asha.id)).toMatchObject({ lwpDays: 6, grossPaise: R(25_000) });
    // A line keeps its id (its address) when the draft is computed again.
    expect(lineOf(again, asha.id).id).toBe(lineOf(november, asha.id).id);
    expect(again.flagged).toBe(1);

    const approved = await call(owner, 'POST', `/api/v1/payroll/runs/${november.id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    for (const [method, path, body] of [
      ['PUT', url, { lwpDays: 0 }],
      ['POST', `/api/v1/payroll/runs/${november.id}/recompute`, undefined],
      ['DELETE', `/api/v1/payroll/runs/${november.id}`, undefined],
    ] as const) {
      const res = await call(owner, method, path, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: say.notDraft('approved') });
    }
    expect((await call(owner, 'POST', `/api/v1/payroll/runs/${november.id}/approve`)).json()).toMatchObject({
      message: say.cannotApprove('approved'),
    });
    // A structure changed afterwards changes nothing the run paid.
    await structure(owner, meena.id, { monthlyPaise: R(50_000) });
    const paid = await call(owner, 'POST', `/api/v1/payroll/runs/${november.id}/paid`, {
      reference: 'NEFT-2211',
    });
    expect(paid.json()).toMatchObject({ status: 'paid', paidReference: 'NEFT-2211' });
    expect(lineOf(paid.json() as PayRunDetail, meena.id).grossPaise).toBe(R(12_000));
    // One standing run a month.
    const twice = await call(owner, 'POST', '/api/v1/payroll/runs', { month: '2026-11' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: say.monthTaken('2026-11') });
    // The run's audit lines (a structure's share its area, and may share its id).
    const audit = await rowsOf<{ action: string; summary: { month?: string; teacherId?: number } | null }>(
      t.database,
      sql`select action, summary from audit_log where area = 'payroll' and entity_id = ${String(november.id)} order by id`,
    );
    const ofRun = audit.filter(
      (a) =>
        a.summary?.month === '2026-11' ||
        a.summary?.teacherId === asha.id ||
        !['create', 'update'].includes(a.action),
    );
    expect(ofRun.map((a) => a.action)).toEqual(['create', 'update', 'recompute', 'approve', 'paid']);
  });

  it('an approved run is reversed by a new run that takes back every line; the month may then be run again', async () => {
    const { owner, asha, meena } = await salaried();
    const draft = await newRun(owner, '2026-09');
    const set = await call(
      owner,
      'PUT',
      `/api/v1/payroll/runs/${draft.id}/lines/${lineOf(draft, asha.id).id}`,
      {
        lwpDays: 3,
        adjustments: [
          { paise: R(2_000), reason: 'Bonus' },
          { paise: -R(1_500), reason: 'Advance recovery' },
        ],
      },
    );
    const run = set.json() as PayRunDetail;
    await call(owner, 'POST', `/api/v1/payroll/runs/${run.id}/approve`);
    // Another organisation cannot reverse it.
    const stranger = await registerAndLogin(t.app);
    const theirs = await call(stranger, 'POST', `/api/v1/payroll/runs/${run.id}/reverse`, { reason: 'Mine' });
    expect(theirs.statusCode).toBe(404);
    const reversed = await call(owner, 'POST', `/api/v1/payroll/runs/${run.id}/reverse`, {
      reason: 'Wrong month',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const reversal = reversed.json() as PayRunDetail;
    expect(reversal).toMatchObject({
      kind: 'reversal',
      status: 'approved',
      reversesRunId: run.id,
      netPaise: -run.netPaise,
    });
    const back0 = (paise: number) => 0 - paise; // 0 stays 0 (never -0)
    // Every amount of every line taken back: earnings (the bonus, the recovery), deductions, employer's.
    for (const who of [asha.id, meena.id]) {
      const was = lineOf(run, who);
      const back = lineOf(reversal, who);
      expect(back).toMatchObject({
        grossPaise: back0(was.grossPaise),
        deductionsPaise: back0(was.deductionsPaise),
        netPaise: back0(was.netPaise),
        employerPaise: back0(was.employerPaise),
        lwpDays: was.lwpDays,
        lwpPaise: back0(was.lwpPaise),
      });
      expect(back.earnings).toEqual(was.earnings.map((e) => ({ ...e, paise: back0(e.paise) })));
      expect(back.deductions).toEqual(was.deductions.map((d) => ({ ...d, paise: back0(d.paise) })));
    }
    expect(lineOf(run, asha.id).earnings).toContainEqual({ label: 'Advance recovery', paise: -R(1_500) });
    expect(reversal.grossPaise).toBe(-run.grossPaise);
    expect(reversal.lines.reduce((n, l) => n + l.netPaise, 0)).toBe(-run.netPaise);
    // The approved run is never edited: its lines are as approved.
    const after = (await call(owner, 'GET', `/api/v1/payroll/runs/${run.id}`)).json() as PayRunDetail;
    expect(after.lines.map((l) => l.netPaise)).toEqual(run.lines.map((l) => l.netPaise));
    expect(
      (await call(owner, 'POST', `/api/v1/payroll/runs/${run.id}/reverse`, { reason: 'Again' })).json(),
    ).toMatchObject({
      message: say.alreadyReversed,
    });
    expect((await call(owner, 'POST', `/api/v1/payroll/runs/${reversal.id}/paid`, {})).statusCode).toBe(409);
    const original = (await call(owner, 'GET', `/api/v1/payroll/runs/${run.id}`)).json() as PayRunDetail;
    expect(original).toMatchObject({ status: 'approved', reversed: true, netPaise: run.netPaise });
    const rerun = await newRun(owner, '2026-09');
    expect(rerun.status).toBe('draft');
    const list = (await call(owner, 'GET', '/api/v1/payroll/runs')).json() as {
      data: { id: number }[];
      total: number;
    };
    expect(list.total).toBe(3);
    // A draft may be thrown away; a draft is never reversed.
    expect(
      (await call(owner, 'POST', `/api/v1/payroll/runs/${rerun.id}/reverse`, { reason: 'x' })).statusCode,
    ).toBe(409);
    expect((await call(owner, 'DELETE', `/api/v1/payroll/runs/${rerun.id}`)).statusCode).toBe(204);
  });

  it('refuses a month to come, and a run with nobody on the payroll, in words', async () => {
    const owner = await registerAndLogin(t.app);
    const future = await call(owner, 'POST', '/api/v1/payroll/runs', { month: '2099-01' });
    expect(future.json()).toMatchObject({ message: say.futureMonth });
    const nobody = await call(owner, 'POST', '/api/v1/payroll/runs', { month: '2026-01' });
    expect(nobody.json()).toMatchObject({ message: say.noStructures });
  });

  it('another organisation sees and changes nothing; a viewer of Payroll only looks', async () => {
    const { owner, asha } = await salaried();
    const run = await newRun(owner, '2026-08');
    const other = await registerAndLogin(t.app);
    for (const [method, path, body] of [
      ['GET', `/api/v1/payroll/runs/${run.id}`, undefined],
      ['POST', `/api/v1/payroll/runs/${run.id}/approve`, undefined],
      ['PUT', `/api/v1/payroll/runs/${run.id}/lines/${lineOf(run, asha.id).id}`, { lwpDays: 1 }],
      ['DELETE', `/api/v1/payroll/runs/${run.id}`, undefined],
      ['PUT', `/api/v1/payroll/structures/${asha.id}`, { monthlyPaise: 1 }],
    ] as const) {
      const res = await call(other, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.body).not.toContain('Asha');
    }
    expect((await call(other, 'GET', '/api/v1/payroll/runs')).json()).toMatchObject({ total: 0 });
    const theirs = (await call(other, 'GET', '/api/v1/payroll/structures')).json() as { data: unknown[] };
    expect(theirs.data).toEqual([]);
    // Another organisation's batch in a rate is refused.
    const elsewhere = await institute(t, 1);
    const foreign = await structure(owner, asha.id, {
      lectureRates: [{ batchId: elsewhere.batch.id, paise: 1 }],
    });
    expect(foreign.statusCode).toBe(404);

    const viewer = await staffWith(t.app, t.database, owner, [{ menuCode: PAYROLL, level: 'view' }]);
    expect((await call(viewer, 'GET', `/api/v1/payroll/runs/${run.id}`)).statusCode).toBe(200);
    expect((await call(viewer, 'POST', `/api/v1/payroll/runs/${run.id}/approve`)).statusCode).toBe(403);
    expect((await structure(viewer, asha.id, { monthlyPaise: 1 })).statusCode).toBe(403);
  });
});
