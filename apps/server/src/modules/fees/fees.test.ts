import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  concessionMessages,
  feeMessages as say,
  feePlanPage,
  pendingFeePage,
  type AllotmentResult,
  type FeeHead,
  type FeePlan,
  type FeePlanRow,
  type FeeStatement,
  type PendingFeePage,
  type PendingStudent,
} from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin } from '../../../test/harness.ts';
import { makeBatch } from '../../../test/helpers/batches.ts';
import { feeSetUp, planBody, today } from '../../../test/helpers/fees.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeCentre, makeStaff } from '../../../test/helpers/teachers.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { spread } from './shares.ts';

const t = appPerFile();

const call = caller(t);
const setUp = (seats = 2) => feeSetUp(t, seats);

describe('fee heads and plans', () => {
  it('keeps heads by name, refuses a twin, and deletes only one no plan uses', async () => {
    const { owner, batch, admission, tuition } = await setUp();
    const twin = await call(owner, 'POST', '/api/v1/fee-heads', { name: 'tuition' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().fieldErrors).toEqual({ name: say.headTaken });
    const badGst = await call(owner, 'POST', '/api/v1/fee-heads', { name: 'Books', gstRate: 7 });
    expect(badGst.statusCode).toBe(400);

    await call(
      owner,
      'POST',
      '/api/v1/fee-plans',
      planBody(batch.id, admission.id, tuition.id, ['2027-04-10', '2027-07-10']),
    );
    const list = (await call(owner, 'GET', '/api/v1/fee-heads')).json();
    expect(list.data.map((h: FeeHead) => [h.name, h.gstRate, h.inUse])).toEqual([
      ['Admission', null, true],
      ['Tuition', 18, true],
    ]);
    const used = await call(owner, 'DELETE', `/api/v1/fee-heads/${tuition.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(say.headInUse);
    const spare = (await call(owner, 'POST', '/api/v1/fee-heads', { name: 'Books' })).json() as FeeHead;
    expect((await call(owner, 'DELETE', `/api/v1/fee-heads/${spare.id}`)).statusCode).toBe(204);
  });

  it('takes a plan whose instalments add up to its heads, and names both sums when they do not', async () => {
    const { owner, batch, admission, tuition } = await setUp();
    const body = planBody(batch.id, admission.id, tuition.id, ['2027-04-10', '2027-07-10']);
    const short = await call(owner, 'POST', '/api/v1/fee-plans', {
      ...body,
      instalments: [{ dueOn: '2027-04-10', amount: 4_499_999 }],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({
      instalments: say.sumMismatch('₹44,999.99', '₹45,000.00'),
    });

    const created = await call(owner, 'POST', '/api/v1/fee-plans', body);
    expect(created.statusCode).toBe(201);
    const plan = created.json() as FeePlan;
    expect(plan).toMatchObject({
      total: 4_500_000,
      batchName: batch.name,
      heads: [
        { headName: 'Admission', amount: 500_000, gstRate: null },
        { headName: 'Tuition', amount: 4_000_000, gstRate: 18 },
      ],
      instalments: [
        { number: 1, label: 'First', dueOn: '2027-04-10', amount: 2_500_000 },
        { number: 2, label: '', dueOn: '2027-07-10', amount: 2_000_000 },
      ],
      fine: { kind: 'daily', amount: 5_000, graceDays: 5, cap: 50_000 },
      studentsBilled: 0,
    });
    // The list is written by the database: the plan's summary, exactly as the contract's serializer
    // writes it; the plan in full is its own call.
    const listed = await call(owner, 'GET', `/api/v1/fee-plans?batchId=${batch.id}`);
    const {
      heads: _heads,
      instalments,
      fine: _fine,
      bounceCharge: _bounce,
      reminderDays: _days,
      ...row
    } = plan;
    expect(listed.json()).toEqual({
      data: [{ ...row, instalmentCount: instalments.length }],
      total: 1,
      totalCapped: false,
    });
    expect(listed.body).toBe(JSON.stringify(feePlanPage.encode(listed.json())));
    expect((await call(owner, 'GET', `/api/v1/fee-plans/${plan.id}`)).json()).toEqual(plan);
    const offered = (await call(owner, 'GET', `/api/v1/batches/${batch.id}/fee-plans`)).json();
    expect(offered.data).toEqual([{ id: plan.id, name: plan.name, total: 4_500_000, forBatch: true }]);

    // A plan keeps its batch's and class's names (decision 040): the list and the plan follow either
    // renamed, and a plan moved to another class.
    const classOf = async (code: string, name: string) =>
      (await call(owner, 'POST', '/api/v1/classes', { code, name })).json() as { id: number };
    const [nine, ten] = [await classOf('C9', 'Class Nine'), await classOf('C10', 'Class Ten')];
    const forClass = (
      await call(owner, 'POST', '/api/v1/fee-plans', {
        ...body,
        name: 'Class plan',
        batchId: null,
        classId: nine.id,
      })
    ).json() as FeePlan;
    await t.database.db.execute(sql`update batches set name = 'Renamed batch' where id = ${batch.id}`);
    await t.database.db.execute(sql`update classes set name = 'Class IX' where id = ${nine.id}`);
    const names = async () =>
      ((await call(owner, 'GET', '/api/v1/fee-plans')).json() as { data: FeePlanRow[] }).data.map((r) => [
        r.name,
        r.batchName,
        r.className,
      ]);
    expect(await names()).toEqual([
      ['Class plan', null, 'Class IX'],
      [plan.name, 'Renamed batch', null],
    ]);
    expect((await call(owner, 'GET', `/api/v1/fee-plans/${plan.id}`)).json()).toMatchObject({
      batchName: 'Renamed batch',
    });
    const moved = await call(owner, 'PUT', `/api/v1/fee-plans/${forClass.id}`, {
      ...body,
      name: 'Class plan',
      batchId: null,
      classId: ten.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await names())[0]).toEqual(['Class plan', null, 'Class Ten']);
  });
});

describe('billing on allotment', () => {
  it('bills seated students on the batch’s plan, split by head, due no earlier than they joined', async () => {
    const { owner, centre, batch, admission, tuition } = await setUp(1);
    const early = addDays(today, -60);
    const late = addDays(today, 30);
    const plan = (
      await call(
        owner,
        'POST',
        '/api/v1/fee-plans',
        planBody(batch.id, admission.id, tuition.id, [early, late]),
      )
    ).json() as FeePlan;
    const [seated, waiting] = [
      await admitStudent(t, owner, { centreId: centre.id }),
      await admitStudent(t, owner, { centreId: centre.id }),
    ];
    const joined = addDays(today, -10);
    const allotted = (
      await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
        studentIds: [seated.id, waiting.id],
        fromDate: joined,
      })
    ).json() as AllotmentResult;
    expect(allotted).toMatchObject({ billedOn: plan.name });

    const statement = (await call(owner, 'GET', `/api/v1/students/${seated.id}/fees`)).json() as FeeStatement;
    expect(
      statement.dues.map((d) => [d.instalment, d.label, d.headName, d.gstRate, d.dueOn, d.amount]),
    ).toEqual([
      // The first instalment fell due before the student joined: it is due on the day they joined.
      [1, 'First', 'Admission', null, joined, 500_000],
      [1, 'First', 'Tuition', 18, joined, 2_000_000],
      [2, 'Instalment 2', 'Tuition', 18, late, 2_000_000],
    ]);
    expect(statement.totals).toEqual({
      billed: 4_500_000,
      concession: 0,
      fine: 0,
      paid: 0,
      balance: 4_500_000,
      overdue: 2_500_000,
      credit: 0,
    });
    // Waiting is not owing; a seat later bills them on the plan chosen when they were allotted.
    expect((await call(owner, 'GET', `/api/v1/students/${waiting.id}/fees`)).json().dues).toEqual([]);

    // A later change to the plan never rewrites what was billed.
    await call(owner, 'PUT', `/api/v1/fee-plans/${plan.id}`, {
      ...planBody(batch.id, admission.id, tuition.id, [early, late]),
      heads: [{ headId: tuition.id, amount: 100_000 }],
      instalments: [{ dueOn: late, amount: 100_000 }],
    });
    const after = (await call(owner, 'GET', `/api/v1/students/${seated.id}/fees`)).json() as FeeStatement;
    expect(after.totals.billed).toBe(4_500_000);
    // The list's summary (kept on the plan's row) follows the new heads and instalments.
    const listedRow = async () =>
      (await call(owner, 'GET', `/api/v1/fee-plans?batchId=${batch.id}`)).json().data[0] as object;
    expect(await listedRow()).toMatchObject({ total: 100_000, instalmentCount: 1, studentsBilled: 1 });

    const left = await call(owner, 'POST', `/api/v1/batches/${batch.id}/students/${seated.id}/leave`, {
      date: today,
      reason: 'Moved',
    });
    expect((left.json() as AllotmentResult).promoted.map((p) => p.id)).toEqual([waiting.id]);
    const promoted = (await call(owner, 'GET', `/api/v1/students/${waiting.id}/fees`)).json() as FeeStatement;
    expect(promoted.totals.billed).toBe(100_000);
    expect((await call(owner, 'GET', `/api/v1/fee-plans/${plan.id}`)).json().studentsBilled).toBe(2);
    expect(await listedRow()).toMatchObject({ studentsBilled: 2 });
    const gone = await call(owner, 'DELETE', `/api/v1/fee-plans/${plan.id}`);
    expect(gone.json().message).toBe(say.planInUse);
  });

  it('bills on another plan or none when asked, and by hand once per batch', async () => {
    const { owner, centre, batch, admission, tuition } = await setUp(3);
    await call(
      owner,
      'POST',
      '/api/v1/fee-plans',
      planBody(batch.id, admission.id, tuition.id, ['2027-04-10', '2027-07-10']),
    );
    const other = (
      await call(owner, 'POST', '/api/v1/fee-plans', {
        ...planBody(batch.id, admission.id, tuition.id, ['2027-04-10', '2027-07-10']),
        name: 'Scholars',
        heads: [{ headId: tuition.id, amount: 1_000_000 }],
        instalments: [{ dueOn: '2027-04-10', amount: 1_000_000 }],
      })
    ).json() as FeePlan;
    const [a, b] = [
      await admitStudent(t, owner, { centreId: centre.id }),
      await admitStudent(t, owner, { centreId: centre.id }),
    ];
    const url = `/api/v1/batches/${batch.id}/students`;
    const chosen = await call(owner, 'POST', url, {
      studentIds: [a.id],
      fromDate: today,
      feePlanId: other.id,
    });
    expect(chosen.json().billedOn).toBe('Scholars');
    const none = await call(owner, 'POST', url, { studentIds: [b.id], fromDate: today, feePlanId: null });
    expect(none.json().billedOn).toBeNull();
    expect((await call(owner, 'GET', `/api/v1/students/${b.id}/fees`)).json().totals.billed).toBe(0);

    const byHand = await call(owner, 'POST', `/api/v1/students/${b.id}/fees`, {
      batchId: batch.id,
      planId: other.id,
    });
    expect(byHand.statusCode).toBe(201);
    expect((byHand.json() as FeeStatement).totals.billed).toBe(1_000_000);
    const twice = await call(owner, 'POST', `/api/v1/students/${b.id}/fees`, {
      batchId: batch.id,
      planId: other.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(say.alreadyBilled(batch.name));
    const stranger = await admitStudent(t, owner, { centreId: centre.id });
    const notSeated = await call(owner, 'POST', `/api/v1/students/${stranger.id}/fees`, {
      batchId: batch.id,
      planId: other.id,
    });
    expect(notSeated.json().fieldErrors).toEqual({ batchId: say.notSeated });

    // A plan of another batch is refused, and nothing is allotted.
    const elsewhere = await makeBatch(t, owner, centre.id);
    const wrong = await call(owner, 'POST', `/api/v1/batches/${elsewhere.id}/students`, {
      studentIds: [stranger.id],
      fromDate: today,
      feePlanId: other.id,
    });
    expect(wrong.json().fieldErrors).toEqual({ feePlanId: say.planNotForBatch });
    expect((await call(owner, 'GET', `/api/v1/batches/${elsewhere.id}/students`)).json().total).toBe(0);
  });
});

describe('concessions', () => {
  it('splits any total exactly over any weights', () => {
    for (let trial = 0; trial < 300; trial++) {
      const weights = Array.from(
        { length: 1 + (trial % 6) },
        (_, i) => (trial * 7919 + i * 104_729) % 1_000_003,
      );
      const total = (trial * 15_485_863) % (weights.reduce((a, b) => a + b, 0) + 1);
      const shares = spread(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(weights.some((w) => w > 0) ? total : 0);
      shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(weights[i]! + 1));
    }
  });

  it('takes a percentage or a flat amount off what is unpaid, shows it, and gives it back when withdrawn', async () => {
    const { owner, centre, batch, admission, tuition } = await setUp();
    await call(owner, 'POST', '/api/v1/fee-plans', {
      ...planBody(batch.id, admission.id, tuition.id, ['2027-04-10', '2027-07-10']),
      instalments: [
        { dueOn: '2027-04-10', amount: 1_500_001 },
        { dueOn: '2027-07-10', amount: 1_500_000 },
        { dueOn: '2027-10-10', amount: 1_499_999 },
      ],
    });
    const student = await admitStudent(t, owner, { centreId: centre.id });
    await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [student.id],
      fromDate: today,
    });
    const url = `/api/v1/students/${student.id}/concessions`;

    const tenth = await call(owner, 'POST', url, {
      batchId: batch.id,
      category: 'sibling',
      kind: 'percent',
      value: 1_000,
      reason: 'Second child',
    });
    expect(tenth.statusCode).toBe(201);
    const afterTenth = tenth.json() as FeeStatement;
    // 10 % of ₹45,000.00 is ₹4,500.00 exactly, spread over the four dues to the paisa.
    expect(afterTenth.totals).toMatchObject({ billed: 4_500_000, concession: 450_000, balance: 4_050_000 });
    expect(afterTenth.concessions).toMatchObject([
      {
        category: 'sibling',
        kind: 'percent',
        value: 1_000,
        amount: 450_000,
        reason: 'Second child',
        withdrawnAt: null,
      },
    ]);
    expect(afterTenth.concessions[0]!.approvedBy).not.toBeNull();

    const tooMuch = await call(owner, 'POST', url, {
      batchId: batch.id,
      category: 'scholarship',
      kind: 'flat',
      value: 4_050_001,
      reason: 'Merit',
    });
    expect(tooMuch.json().fieldErrors).toEqual({ value: concessionMessages.moreThanOwed('₹40,500.00') });

    const flat = (
      await call(owner, 'POST', url, {
        batchId: batch.id,
        category: 'scholarship',
        kind: 'flat',
        value: 1_400_000,
        reason: 'Merit',
      })
    ).json() as FeeStatement;
    // From the last instalment back: the last due is cleared, the one before takes the rest.
    const last = flat.dues.at(-1)!;
    expect(last.balance).toBe(0);
    expect(flat.totals).toMatchObject({ concession: 1_850_000, balance: 2_650_000 });

    const withdrawn = (
      await call(owner, 'POST', `/api/v1/concessions/${afterTenth.concessions[0]!.id}/withdraw`, {
        reason: 'Sibling left',
      })
    ).json() as FeeStatement;
    expect(withdrawn.totals).toMatchObject({ concession: 1_400_000, balance: 3_100_000 });
    expect(withdrawn.concessions.find((c) => c.kind === 'percent')).toMatchObject({
      withdrawReason: 'Sibling left',
    });
    const twice = await call(owner, 'POST', `/api/v1/concessions/${afterTenth.concessions[0]!.id}/withdraw`, {
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    // Every due still adds up: billed − concession + fine − paid = balance.
    for (const d of withdrawn.dues) expect(d.amount - d.concession + d.fine - d.paid).toBe(d.balance);

    const stranger = await registerAndLogin(t.app);
    const foreign = await call(
      stranger,
      'POST',
      `/api/v1/concessions/${afterTenth.concessions[0]!.id}/withdraw`,
      {
        reason: 'x',
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await call(stranger, 'POST', url, {
          batchId: batch.id,
          category: 'ews',
          kind: 'flat',
          value: 1,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('pending fees', () => {
  it('lists who owes, oldest first, with what all of them owe by age', async () => {
    const { owner, centre, batch, admission, tuition } = await setUp(5);
    const days = [-200, -75, -45, -5, 30].map((n) => addDays(today, n));
    const plan = (
      await call(owner, 'POST', '/api/v1/fee-plans', {
        ...planBody(batch.id, admission.id, tuition.id, days),
        instalments: days.map((dueOn) => ({ dueOn, amount: 900_000 })),
      })
    ).json() as FeePlan;
    const old = await admitStudent(t, owner, { centreId: centre.id, name: 'Asha Old' });
    const recent = await admitStudent(t, owner, { centreId: centre.id, name: 'Bala Recent' });
    await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [old.id],
      fromDate: addDays(today, -250),
      feePlanId: plan.id,
    });
    await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [recent.id],
      fromDate: addDays(today, -10),
      feePlanId: plan.id,
    });

    const page = (await call(owner, 'GET', '/api/v1/fees/pending')).json() as PendingFeePage;
    expect(page.data.map((r) => [r.name, r.balance, r.overdue, r.ageing, r.batches])).toEqual([
      ['Asha Old', 4_500_000, 3_600_000, 'd90plus', batch.name],
      // Joined ten days ago: the first three instalments fell due on that day.
      ['Bala Recent', 4_500_000, 3_600_000, 'd0_30', batch.name],
    ]);
    expect(page.ageing).toEqual({
      notDue: 1_800_000,
      // Asha's fifth-last instalment, and Bala's four that fell due when joining or since.
      d0_30: 900_000 * 5,
      d31_60: 900_000,
      d61_90: 900_000,
      d90plus: 900_000,
    });
    const aged = (await call(owner, 'GET', '/api/v1/fees/pending?ageing=d61_90')).json() as PendingFeePage;
    expect(aged.data.map((r) => [r.name, r.balance])).toEqual([['Asha Old', 900_000]]);
    const searched = (await call(owner, 'GET', '/api/v1/fees/pending?q=bala')).json() as PendingFeePage;
    expect(searched.data.map((r) => r.name)).toEqual(['Bala Recent']);
    // The one matcher (db/search.ts): the words in any order and case, a typo forgiven.
    for (const q of ['RECENT bala', 'bala recnt']) {
      const found = (await call(owner, 'GET', `/api/v1/fees/pending?q=${encodeURIComponent(q)}`)).json();
      expect(
        (found as PendingFeePage).data.map((r) => r.name),
        q,
      ).toEqual(['Bala Recent']);
    }

    const csv = await call(owner, 'GET', '/api/v1/fees/pending/export.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[1]).toContain('45000.00');
  });

  it('names each batch a student owes in once, by name, and only those with dues by the day asked', async () => {
    const { owner, centre, batch, admission, tuition } = await setUp(5);
    const evening = await makeBatch(t, owner, centre.id, {
      name: 'Zeta Evening',
      capacity: 5,
      startsOn: addDays(today, -300),
    });
    const planOf = async (batchId: number, dueDays: number[]) =>
      (
        (
          await call(
            owner,
            'POST',
            '/api/v1/fee-plans',
            planBody(
              batchId,
              admission.id,
              tuition.id,
              dueDays.map((n) => addDays(today, n)),
            ),
          )
        ).json() as FeePlan
      ).id;
    const both = await admitStudent(t, owner, { centreId: centre.id, name: 'Asha Both' });
    const late = await admitStudent(t, owner, { centreId: centre.id, name: 'Bala Evening' });
    for (const [batchId, studentIds, feePlanId] of [
      [batch.id, [both.id], await planOf(batch.id, [-30, 60])],
      [evening.id, [both.id, late.id], await planOf(evening.id, [90, 120])],
    ] as const) {
      const res = await call(owner, 'POST', `/api/v1/batches/${batchId}/students`, {
        studentIds,
        fromDate: addDays(today, -40),
        feePlanId,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const batchesOf = async (query = '') =>
      ((await call(owner, 'GET', `/api/v1/fees/pending${query}`)).json() as PendingFeePage).data.map((r) => [
        r.name,
        r.batches,
      ]);
    expect(await batchesOf()).toEqual([
      ['Asha Both', `${batch.name}, Zeta Evening`],
      ['Bala Evening', 'Zeta Evening'],
    ]);
    // Due by today: only the first batch's first instalment, and nothing of the evening batch's.
    expect(await batchesOf(`?dueBy=${today}`)).toEqual([['Asha Both', batch.name]]);
    // Due by a hundred days on: both of hers again (read from the dues due by then), and his first.
    expect(await batchesOf(`?dueBy=${addDays(today, 100)}`)).toEqual([
      ['Asha Both', `${batch.name}, Zeta Evening`],
      ['Bala Evening', 'Zeta Evening'],
    ]);

    // What a row shows is kept on the fee account (decision 040): it follows a batch renamed, a
    // batch paid off, a student renamed and moved, and a guardian's new number.
    const elsewhere = await makeCentre(t, owner, { CentreName: 'Powai' });
    await t.database.db.execute(sql`update batches set name = 'Alpha Evening' where id = ${evening.id}`);
    await t.database.db.execute(sql`update guardians g set mobile = '+919811122233'
      from student_guardians sg where sg.guardian_id = g.id and sg.student_id = ${late.id}`);
    const changed = await Promise.all([
      call(owner, 'PATCH', `/api/v1/students/${late.id}`, { name: 'Bala E. Rao', centreId: elsewhere.id }),
      call(owner, 'POST', `/api/v1/students/${both.id}/payments`, {
        amount: 4_500_000,
        mode: 'cash',
        receivedOn: today,
      }),
    ]);
    expect(changed.map((r) => r.statusCode)).toEqual([200, 201]);
    const rows = ((await call(owner, 'GET', '/api/v1/fees/pending')).json() as PendingFeePage).data;
    expect(rows.map((r) => [r.name, r.batches, r.centreName, r.guardianMobile, r.balance])).toEqual([
      ['Asha Both', 'Alpha Evening', centre.CentreName, both.guardians[0]!.mobile, 4_500_000],
      ['Bala E. Rao', 'Alpha Evening', 'Powai', '+919811122233', 4_500_000],
    ]);
    // Owed by a day reads the same kept fields: by a day after every due (the batches' names kept on
    // the account), by one before the last (named from the dues by then), and with a centre asked.
    const byDay = async (query: string) =>
      ((await call(owner, 'GET', `/api/v1/fees/pending${query}`)).json() as PendingFeePage).data.map((r) => [
        r.name,
        r.batches,
        r.centreName,
        r.guardianMobile,
        r.balance,
      ]);
    expect(await byDay(`?dueBy=${addDays(today, 130)}`)).toEqual(
      rows.map((r) => [r.name, r.batches, r.centreName, r.guardianMobile, r.balance]),
    );
    expect(await byDay(`?dueBy=${addDays(today, 100)}&centreId=${elsewhere.id}`)).toEqual([
      ['Bala E. Rao', 'Alpha Evening', 'Powai', '+919811122233', 2_500_000], // the evening plan's first
    ]);
  });

  // The page is written by the database (decision 030) and the buckets in SQL: each bucket's first
  // and last day, and the text the contract's serializer would write.
  it('puts a due in its age bucket on the first and last day of each', async () => {
    const { owner, centre, batch, admission, tuition } = await setUp(1);
    const offsets = [-91, -90, -61, -60, -31, -30, 0, 1];
    const amounts = [100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 700_000, 1_700_000];
    const plan = (
      await call(owner, 'POST', '/api/v1/fee-plans', {
        ...planBody(batch.id, admission.id, tuition.id, ['2027-04-10']),
        instalments: offsets.map((n, i) => ({ dueOn: addDays(today, n), amount: amounts[i] })),
      })
    ).json() as FeePlan;
    const student = await admitStudent(t, owner, { centreId: centre.id, name: 'Zoë “Edge” D’Souza' });
    await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [student.id],
      fromDate: addDays(today, -250),
      feePlanId: plan.id,
    });

    const res = await call(owner, 'GET', '/api/v1/fees/pending');
    expect(res.body).toBe(JSON.stringify(pendingFeePage.encode(res.json())));
    const page = res.json() as PendingFeePage;
    expect(page.ageing).toEqual({
      notDue: 1_700_000,
      d0_30: 600_000 + 700_000,
      d31_60: 400_000 + 500_000,
      d61_90: 200_000 + 300_000,
      d90plus: 100_000,
    });
    expect(page.data.map((r) => [r.name, r.balance, r.overdue, r.oldestDueOn, r.ageing])).toEqual([
      // What falls due today is due, not overdue (issue 65): 700_000 is not in it.
      [student.name, 4_500_000, 2_100_000, addDays(today, -91), 'd90plus'],
    ]);
    const byToday = (
      await call(owner, 'GET', `/api/v1/fees/pending?dueBy=${today}`)
    ).json() as PendingFeePage;
    expect(byToday.data.map((r) => [r.balance, r.overdue])).toEqual([[2_800_000, 2_100_000]]);
    const statement = (
      await call(owner, 'GET', `/api/v1/students/${student.id}/fees`)
    ).json() as FeeStatement;
    expect(statement.totals.overdue).toBe(2_100_000);
    for (const [bucket, balance] of Object.entries(page.ageing).filter(([b]) => b !== 'd90plus')) {
      const picked = (await call(owner, 'GET', `/api/v1/fees/pending?ageing=${bucket}`)).json();
      expect(
        picked.data.map((r: PendingStudent) => [r.balance, r.ageing]),
        bucket,
      ).toEqual([[balance, bucket]]);
    }
  });

  it('keeps another organisation out, and gives the allotment screen only the batch’s plans', async () => {
    const { owner, centre, batch, admission, tuition } = await setUp();
    const plan = (
      await call(
        owner,
        'POST',
        '/api/v1/fee-plans',
        planBody(batch.id, admission.id, tuition.id, ['2027-04-10', '2027-07-10']),
      )
    ).json() as FeePlan;
    const student = await admitStudent(t, owner, { centreId: centre.id });
    await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [student.id],
      fromDate: today,
    });

    const stranger = await registerAndLogin(t.app);
    for (const [method, path, body] of [
      ['PUT', `/api/v1/fee-heads/${tuition.id}`, { name: 'Taken' }],
      ['DELETE', `/api/v1/fee-heads/${tuition.id}`],
      ['GET', `/api/v1/fee-plans/${plan.id}`],
      [
        'PUT',
        `/api/v1/fee-plans/${plan.id}`,
        planBody(batch.id, admission.id, tuition.id, ['2027-04-10', '2027-07-10']),
      ],
      ['DELETE', `/api/v1/fee-plans/${plan.id}`],
      ['GET', `/api/v1/batches/${batch.id}/fee-plans`],
      ['GET', `/api/v1/students/${student.id}/fees`],
      ['POST', `/api/v1/students/${student.id}/fees`, { batchId: batch.id, planId: plan.id }],
    ] as const)
      expect((await call(stranger, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    for (const path of ['/api/v1/fee-heads', '/api/v1/fee-plans', '/api/v1/fees/pending'])
      expect((await call(stranger, 'GET', path)).json().data, path).toEqual([]);
    // Their plan may not use our heads.
    const theirCentre = await makeCentre(t, stranger);
    const theirBatch = await makeBatch(t, stranger, theirCentre.id);
    const borrowed = await call(
      stranger,
      'POST',
      '/api/v1/fee-plans',
      planBody(theirBatch.id, admission.id, tuition.id, ['2027-04-10', '2027-07-10']),
    );
    expect(borrowed.json().fieldErrors).toEqual({ heads: say.headsNotFound });

    const desk = await makeStaff(t, owner, { StudentAlotment: 'manage' });
    expect((await call(desk, 'GET', `/api/v1/batches/${batch.id}/fee-plans`)).statusCode).toBe(200);
    expect((await call(desk, 'GET', '/api/v1/fee-plans')).statusCode).toBe(403);
    expect((await call(desk, 'GET', '/api/v1/fees/pending')).statusCode).toBe(403);
  });
});
