import { describe, expect, it } from 'vitest';
import { couponMessages as say, formatCalendarDate, type Coupon, type FeeStatement } from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { makeBatch } from '../../../test/helpers/batches.ts';
import { feeSetUp, makePlan, today } from '../../../test/helpers/fees.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeStaff } from '../../../test/helpers/teachers.ts';
import { addDays } from '../../lib/calendar-days.ts';

const t = appPerFile();

const call = caller(t);

/** Two students billed ₹45,000 (₹5,000 admission, ₹40,000 tuition) on a batch, and a coupon maker. */
async function setUp() {
  const set = await feeSetUp(t, 5);
  const plan = await makePlan(t, set, [10, 70]);
  const students = await Promise.all(
    [1, 2].map(() => admitStudent(t, set.owner, { centreId: set.centre.id })),
  );
  await call(set.owner, 'POST', `/api/v1/batches/${set.batch.id}/students`, {
    studentIds: students.map((s) => s.id),
    fromDate: today,
    feePlanId: plan.id,
  });
  const make = async (body: object) => {
    const res = await call(set.owner, 'POST', '/api/v1/coupons', {
      kind: 'percent',
      value: 1_000,
      validFrom: addDays(today, -5),
      validTo: addDays(today, 5),
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Coupon;
  };
  return { ...set, students, make };
}

const redeem = (owner: Account, studentId: number, code: string, batchId: number) =>
  call(owner, 'POST', `/api/v1/students/${studentId}/coupons`, { code, batchId });

describe('coupons', () => {
  it('takes its discount off the heads it covers, counts each use, and gives the use back when withdrawn', async () => {
    const { owner, batch, tuition, students, make } = await setUp();
    // 10 % off tuition only, twice in all.
    const coupon = await make({
      code: 'early-bird',
      headIds: [tuition.id],
      usageLimit: 2,
      batchIds: [batch.id],
    });
    expect(coupon).toMatchObject({
      code: 'EARLY-BIRD',
      used: 0,
      heads: [{ id: tuition.id, name: 'Tuition' }],
    });
    const [asha, bala] = students;

    const first = await redeem(owner, asha!.id, 'early-bird', batch.id);
    expect(first.statusCode, first.body).toBe(201);
    const statement = first.json() as FeeStatement;
    expect(statement.totals).toMatchObject({ concession: 400_000, balance: 4_100_000 });
    expect(statement.concessions[0]).toMatchObject({ category: 'coupon', reason: 'Coupon EARLY-BIRD' });
    // Admission is not covered.
    for (const d of statement.dues) if (d.headName === 'Admission') expect(d.concession).toBe(0);

    const again = await redeem(owner, asha!.id, 'EARLY-BIRD', batch.id);
    expect([again.statusCode, again.json().fieldErrors]).toEqual([409, { code: say.usedByStudent }]);
    expect((await redeem(owner, bala!.id, 'EARLY-BIRD', batch.id)).statusCode).toBe(201);
    const third = await admitStudent(t, owner, { centreId: batch.centreId });
    await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [third.id],
      fromDate: today,
    });
    const usedUp = await redeem(owner, third.id, 'EARLY-BIRD', batch.id);
    expect(usedUp.json().fieldErrors).toEqual({ code: say.usedUp });

    // Withdrawing Asha's concession gives a use back.
    await call(owner, 'POST', `/api/v1/concessions/${statement.concessions[0]!.id}/withdraw`, {
      reason: 'Late form',
    });
    expect((await redeem(owner, third.id, 'EARLY-BIRD', batch.id)).statusCode).toBe(201);
    const listed = (await call(owner, 'GET', '/api/v1/coupons?state=current')).json();
    expect(listed.data.find((c: Coupon) => c.id === coupon.id)).toMatchObject({
      used: 2,
      discounted: 800_000,
    });

    // The list names a batch and a head as they are now: renamed, or deleted (migration 0063).
    const books = (await call(owner, 'POST', '/api/v1/fee-heads', { name: 'Books' })).json() as {
      id: number;
    };
    const spare = await make({ code: 'SPARE', headIds: [tuition.id, books.id], batchIds: [batch.id] });
    expect(spare.heads.map((h) => h.name)).toEqual(['Books', 'Tuition']);
    const renamed = await call(owner, 'PUT', `/api/v1/batches/${batch.id}`, {
      ...batch,
      name: 'Toppers 2027',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(
      (await call(owner, 'PUT', `/api/v1/fee-heads/${tuition.id}`, { name: 'Tuition fees' })).statusCode,
    ).toBe(200);
    expect((await call(owner, 'DELETE', `/api/v1/fee-heads/${books.id}`)).statusCode).toBe(204);
    const now = (await call(owner, 'GET', '/api/v1/coupons')).json().data as Coupon[];
    for (const id of [coupon.id, spare.id])
      expect(now.find((c) => c.id === id)).toMatchObject({
        batches: [{ id: batch.id, name: 'Toppers 2027' }],
        heads: [{ id: tuition.id, name: 'Tuition fees' }],
      });

    // A used coupon is switched off, not deleted.
    const deleted = await call(owner, 'DELETE', `/api/v1/coupons/${coupon.id}`);
    expect([deleted.statusCode, deleted.json().message]).toEqual([409, say.inUse]);
  });

  it('says why a code cannot be used: unknown, off, not yet, expired, another batch, nothing covered', async () => {
    const { owner, centre, batch, students, make } = await setUp();
    const student = students[0]!;
    const other = await makeBatch(t, owner, centre.id);
    await make({ code: 'OFF', active: false });
    const later = await make({ code: 'LATER', validFrom: addDays(today, 3), validTo: addDays(today, 9) });
    const gone = await make({ code: 'GONE', validFrom: addDays(today, -9), validTo: addDays(today, -1) });
    await make({ code: 'ELSEWHERE', batchIds: [other.id] });
    // ₹50,000 flat takes at most what is owed.
    await make({ code: 'BIG', kind: 'flat', value: 5_000_000 });
    for (const [code, message] of [
      ['NOPE', say.notFound],
      ['OFF', say.inactive],
      ['LATER', say.notYet(formatCalendarDate(later.validFrom))],
      ['GONE', say.expired(formatCalendarDate(gone.validTo))],
    ] as const)
      expect((await redeem(owner, student.id, code, batch.id)).json().fieldErrors, code).toEqual({
        code: message,
      });
    expect((await redeem(owner, student.id, 'ELSEWHERE', batch.id)).json().fieldErrors).toEqual({
      batchId: say.wrongBatch,
    });
    const big = (await redeem(owner, student.id, 'BIG', batch.id)).json() as FeeStatement;
    expect(big.totals).toMatchObject({ concession: 4_500_000, balance: 0 });
    await make({ code: 'AFTER' });
    const nothing = await redeem(owner, student.id, 'AFTER', batch.id);
    expect([nothing.statusCode, nothing.json().message]).toEqual([409, say.nothingCovered]);

    // Codes are one per institute, checked whatever the case.
    const twin = await call(owner, 'POST', '/api/v1/coupons', {
      code: 'off',
      kind: 'flat',
      value: 100,
      validFrom: today,
      validTo: today,
    });
    expect([twin.statusCode, twin.json().fieldErrors]).toEqual([409, { code: say.codeTaken }]);
    const backwards = await call(owner, 'POST', '/api/v1/coupons', {
      code: 'BACK',
      kind: 'flat',
      value: 100,
      validFrom: today,
      validTo: addDays(today, -1),
    });
    expect(backwards.json().fieldErrors).toEqual({ validTo: say.rangeBackwards });
  });

  it('is redeemed at allotment for each student seated, or the allotment is refused whole', async () => {
    const { owner, centre, batch, make } = await setUp();
    await make({ code: 'WELCOME', kind: 'flat', value: 100_000, perStudentLimit: 1 });
    await make({ code: 'ONCE', usageLimit: 1 });
    const [newcomer, other, third] = await Promise.all(
      [1, 2, 3].map(() => admitStudent(t, owner, { centreId: centre.id })),
    );
    const seated = await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [newcomer!.id],
      fromDate: today,
      couponCode: 'welcome',
    });
    expect(seated.json()).toMatchObject({ couponApplied: 1 });
    const statement = (
      await call(owner, 'GET', `/api/v1/students/${newcomer!.id}/fees`)
    ).json() as FeeStatement;
    expect(statement.totals).toMatchObject({ concession: 100_000, balance: 4_400_000 });

    // Two students, one use left: refused, and neither is seated.
    const refused = await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [other!.id, third!.id],
      fromDate: today,
      couponCode: 'ONCE',
    });
    expect([refused.statusCode, refused.json().fieldErrors]).toEqual([409, { couponCode: say.usedUp }]);
    const seats = (await call(owner, 'GET', `/api/v1/batches/${batch.id}/students`)).json();
    const ids = seats.data.map((s: { studentId: number }) => s.studentId);
    expect(ids).toContain(newcomer!.id);
    expect(ids).not.toContain(other!.id);
    const unknown = await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [other!.id],
      fromDate: today,
      couponCode: 'NOPE',
    });
    expect(unknown.json().fieldErrors).toEqual({ couponCode: say.notFound });
    const noPlan = await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [other!.id],
      fromDate: today,
      feePlanId: null,
      couponCode: 'WELCOME',
    });
    expect(noPlan.json().fieldErrors).toEqual({ couponCode: say.nobodyBilled });
  });

  it('keeps another organisation out of coupons and their batches', async () => {
    const { owner, batch, students, make } = await setUp();
    const coupon = await make({ code: 'MINE' });
    const stranger = await registerAndLogin(t.app);
    expect((await call(stranger, 'GET', '/api/v1/coupons')).json().data).toEqual([]);
    for (const [method, path, body] of [
      [
        'PUT',
        `/api/v1/coupons/${coupon.id}`,
        { code: 'MINE', kind: 'flat', value: 1, validFrom: today, validTo: today },
      ],
      ['DELETE', `/api/v1/coupons/${coupon.id}`],
      ['POST', `/api/v1/students/${students[0]!.id}/coupons`, { code: 'MINE', batchId: batch.id }],
    ] as const)
      expect((await call(stranger, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    const scoped = await call(stranger, 'POST', '/api/v1/coupons', {
      code: 'THEIRS',
      kind: 'flat',
      value: 1,
      validFrom: today,
      validTo: today,
      batchIds: [batch.id],
    });
    expect(scoped.json().fieldErrors).toEqual({ batchIds: 'Batch not found.' });
    // Their own code of the same letters is theirs alone.
    const same = await call(stranger, 'POST', '/api/v1/coupons', {
      code: 'MINE',
      kind: 'flat',
      value: 1,
      validFrom: today,
      validTo: today,
    });
    expect(same.statusCode).toBe(201);
    expect((await redeem(owner, students[0]!.id, 'MINE', batch.id)).json().totals.concession).toBe(450_000);

    // A coupon's concession comes only from redeeming it.
    const byHand = await call(owner, 'POST', `/api/v1/students/${students[1]!.id}/concessions`, {
      batchId: batch.id,
      category: 'coupon',
      kind: 'flat',
      value: 100,
      reason: 'Pretend coupon',
    });
    expect(byHand.json().fieldErrors).toEqual({ category: 'Choose a category.' });
    // The coupon desk picks batches and heads without seeing plans.
    const desk = await makeStaff(t, owner, { SpecialCoupon: 'manage' });
    for (const path of ['/api/v1/batches', '/api/v1/fee-heads', '/api/v1/coupons'])
      expect((await call(desk, 'GET', path)).statusCode, path).toBe(200);
    expect((await call(desk, 'GET', '/api/v1/fee-plans')).statusCode).toBe(403);
  });
});
