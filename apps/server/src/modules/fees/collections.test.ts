import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  collectionPage,
  paymentMessages as say,
  type CollectionMonths,
  type CollectionPage,
  type FeeStudentList,
  type Receipt,
} from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin } from '../../../test/harness.ts';
import { billedStudent, feeSetUp, makePlan, today } from '../../../test/helpers/fees.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeCentre, makeStaff } from '../../../test/helpers/teachers.ts';
import { addDays } from '../../lib/calendar-days.ts';

const t = appPerFile();

const call = caller(t);

describe('the day book', () => {
  it('lists receipts of a day range with what they brought in by mode, cash in hand apart, and exports them', async () => {
    const set = await feeSetUp(t, 5);
    const { owner, centre, batch } = set;
    const plan = await makePlan(t, set, [-30, 60]);
    const asha = await admitStudent(t, owner, { centreId: centre.id, name: 'Asha Menon' });
    const bala = await admitStudent(t, owner, { centreId: centre.id, name: 'Bala Iyer' });
    const other = await admitStudent(t, owner, { name: 'Chitra Elsewhere' });
    await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [asha.id, bala.id],
      fromDate: addDays(today, -40),
      feePlanId: plan.id,
    });
    const pay = async (studentId: number, amount: number, mode: string, receivedOn = today) =>
      (
        await call(owner, 'POST', `/api/v1/students/${studentId}/payments`, {
          amount,
          mode,
          receivedOn,
          reference: mode === 'cash' ? '' : 'UTR 1',
          // Forty days back is past the backdating window: the owner enters it with a reason.
          lockReason: receivedOn < today ? 'From the paper register' : '',
        })
      ).json() as Receipt;
    await pay(asha.id, 1_000_000, 'cash');
    await pay(bala.id, 500_000, 'upi');
    await pay(other.id, 200_000, 'bank');
    const wrong = await pay(bala.id, 300_000, 'cash');
    await call(owner, 'POST', `/api/v1/receipts/${wrong.id}/cancel`, { reason: 'Typed twice' });
    await pay(asha.id, 700_000, 'card', addDays(today, -40));

    // Written by the database (decision 030): the text its contract's serializer would write.
    const dayBook = await call(owner, 'GET', '/api/v1/fees/collections');
    expect(dayBook.body).toBe(JSON.stringify(collectionPage.encode(dayBook.json())));
    const day = dayBook.json() as CollectionPage;
    expect(day.data.map((r) => [r.studentName, r.mode, r.amount, r.status])).toEqual([
      ['Bala Iyer', 'cash', 300_000, 'cancelled'],
      ['Chitra Elsewhere', 'bank', 200_000, 'valid'],
      ['Bala Iyer', 'upi', 500_000, 'valid'],
      ['Asha Menon', 'cash', 1_000_000, 'valid'],
    ]);
    expect(day.totals).toEqual({
      byMode: { cash: 1_000_000, upi: 500_000, card: 0, cheque: 0, bank: 200_000, online: 0 },
      cash: 1_000_000,
      bank: 700_000,
      amount: 1_700_000,
      receipts: 3,
      cancelled: 1,
    });

    const range = `from=${addDays(today, -45)}&to=${today}`;
    const byBatch = (
      await call(owner, 'GET', `/api/v1/fees/collections?${range}&batchId=${batch.id}&status=valid`)
    ).json() as CollectionPage;
    expect(byBatch.data.map((r) => [r.studentName, r.mode])).toEqual([
      ['Bala Iyer', 'upi'],
      ['Asha Menon', 'cash'],
      ['Asha Menon', 'card'],
    ]);
    expect(byBatch.totals.amount).toBe(2_200_000);
    const byMode = (await call(owner, 'GET', `/api/v1/fees/collections?${range}&mode=card`)).json();
    expect(byMode.data.map((r: { amount: number }) => r.amount)).toEqual([700_000]);
    const searched = (await call(owner, 'GET', `/api/v1/fees/collections?q=chitra`)).json();
    expect(searched.data.map((r: { studentName: string }) => r.studentName)).toEqual(['Chitra Elsewhere']);
    // The one matcher (db/search.ts): the words of the number, name and admission number in any
    // order and case, and a typo when no receipt matches as written.
    const studentsOf = async (q: string) =>
      (
        (
          await call(owner, 'GET', `/api/v1/fees/collections?${range}&q=${encodeURIComponent(q)}`)
        ).json() as CollectionPage
      ).data.map((r) => r.studentName);
    expect(new Set(await studentsOf('MENON asha'))).toEqual(new Set(['Asha Menon']));
    expect(new Set(await studentsOf('bala iyre'))).toEqual(new Set(['Bala Iyer']));
    const [first] = byBatch.data as { number: string; studentName: string }[];
    expect(await studentsOf(`${first!.studentName.split(' ')[1]} ${first!.number}`)).toEqual([
      first!.studentName,
    ]);
    const cashiers = (await call(owner, 'GET', '/api/v1/fees/cashiers')).json();
    expect(cashiers.data).toHaveLength(1);
    const mine = (
      await call(owner, 'GET', `/api/v1/fees/collections?cashierId=${cashiers.data[0].id}`)
    ).json();
    expect(mine.total).toBe(4);
    const backwards = await call(
      owner,
      'GET',
      `/api/v1/fees/collections?from=${today}&to=${addDays(today, -1)}`,
    );
    expect([backwards.statusCode, backwards.json().fieldErrors]).toEqual([400, { from: say.rangeBackwards }]);

    const csv = await call(owner, 'GET', `/api/v1/fees/collections/export.csv?${range}&status=valid`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines.slice(1).join('\n')).toContain('"10000.00"');

    const months = (
      await call(owner, 'GET', '/api/v1/fees/collections/months?months=3')
    ).json() as CollectionMonths;
    expect(months.data).toHaveLength(3);
    expect(months.data.at(-1)!.month).toBe(today.slice(0, 7));
    expect(months.data.reduce((sum, m) => sum + m.amount, 0)).toBe(2_400_000);
  });

  it('shows each receipt under its student’s name, number and centre and its cashier’s name of now', async () => {
    const { owner, centre } = await feeSetUp(t);
    const elsewhere = await makeCentre(t, owner, { CentreName: 'Powai' });
    const desk = await makeStaff(t, owner, { PendingFees: 'manage' });
    const student = await admitStudent(t, owner, { centreId: centre.id, name: 'Ishaan Rao' });
    for (const [who, amount] of [
      [desk, 100],
      [owner, 200],
    ] as const)
      expect(
        (
          await call(who, 'POST', `/api/v1/students/${student.id}/payments`, {
            amount,
            mode: 'cash',
            receivedOn: today,
          })
        ).statusCode,
      ).toBe(201);
    const shown = async () =>
      ((await call(owner, 'GET', '/api/v1/fees/collections')).json() as CollectionPage).data.map((r) => [
        r.studentName,
        r.admissionNumber,
        r.centreName,
        r.cashier,
        r.amount,
      ]);
    const [, number] = (await shown())[0]!;

    // Renamed, moved to another centre which is then renamed, numbered again (an import's fix), and the
    // desk's cashier renamed: the day book (its rows kept on the receipt, decision 040) follows each.
    const changed = await Promise.all([
      call(owner, 'PATCH', `/api/v1/students/${student.id}`, {
        name: 'Ishaan R. Rao',
        centreId: elsewhere.id,
      }),
      call(owner, 'PATCH', `/api/v1/users/${desk.userId}`, { userName: 'Fees Desk' }),
    ]);
    expect(changed.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(
      (await call(owner, 'PATCH', `/api/v1/centres/${elsewhere.id}`, { CentreName: 'Powai East' }))
        .statusCode,
    ).toBe(200);
    await t.database.db.execute(
      sql`update students set admission_number = 'ADM/FIX/1' where id = ${student.id}`,
    );
    const ownerName = (await call(owner, 'GET', `/api/v1/users/${owner.userId}`)).json().userName as string;
    expect(await shown()).toEqual([
      ['Ishaan R. Rao', 'ADM/FIX/1', 'Powai East', ownerName, 200],
      ['Ishaan R. Rao', 'ADM/FIX/1', 'Powai East', 'Fees Desk', 100],
    ]);
    expect(number).not.toBe('ADM/FIX/1');
    const found = (await call(owner, 'GET', '/api/v1/fees/collections?q=fix')).json() as CollectionPage;
    expect(found.total).toBe(2);
    const byCentre = (
      await call(owner, 'GET', `/api/v1/fees/collections?centreId=${elsewhere.id}`)
    ).json() as CollectionPage;
    expect([byCentre.total, byCentre.totals.amount]).toEqual([2, 300]);
    const csv = await call(owner, 'GET', '/api/v1/fees/collections/export.csv');
    expect(csv.body).toContain('"Fees Desk"');
    expect(csv.body).toContain('"Powai East"');
  });

  it('finds students to collect from, with what each owes, and keeps another organisation out', async () => {
    const { owner, centre } = await feeSetUp(t);
    const student = await admitStudent(t, owner, { centreId: centre.id, name: 'Devika Nair' });
    const found = (await call(owner, 'GET', '/api/v1/fees/students?q=devika')).json() as FeeStudentList;
    expect(found).toEqual({
      data: [expect.objectContaining({ id: student.id, name: 'Devika Nair', balance: 0 })],
      more: false,
    });
    const receipt = (
      await call(owner, 'POST', `/api/v1/students/${student.id}/payments`, {
        amount: 100,
        mode: 'cash',
        receivedOn: today,
      })
    ).json() as Receipt;

    const stranger = await registerAndLogin(t.app);
    for (const path of [
      '/api/v1/fees/collections',
      '/api/v1/fees/students?q=devika',
      '/api/v1/fees/cashiers',
    ])
      expect((await call(stranger, 'GET', path)).json().data, path).toEqual([]);
    const theirMonths = (
      await call(stranger, 'GET', '/api/v1/fees/collections/months')
    ).json() as CollectionMonths;
    expect(theirMonths.data.every((m) => m.amount === 0)).toBe(true);
    const theirCsv = await call(stranger, 'GET', '/api/v1/fees/collections/export.csv');
    expect(theirCsv.body).not.toContain(receipt.number);

    // The fees desk collects and reads receipts but keeps no day book.
    const desk = await makeStaff(t, owner, { PendingFees: 'manage' });
    expect((await call(desk, 'GET', '/api/v1/fees/students?q=dev')).statusCode).toBe(200);
    expect((await call(desk, 'GET', '/api/v1/fees/collections')).statusCode).toBe(403);
  });

  it('shows in the picker what a billed student owes, found by name or by a guardian’s mobile', async () => {
    const { owner, student } = await billedStudent(t, { name: 'Kavya Picker', dueDays: [10, 60] });
    for (const q of ['kavya', student.guardians[0]!.mobile.slice(-6)]) {
      const found = (await call(owner, 'GET', `/api/v1/fees/students?q=${q}`)).json() as FeeStudentList;
      expect(found.data, q).toEqual([expect.objectContaining({ id: student.id, balance: 4_500_000 })]);
    }
  });
});
