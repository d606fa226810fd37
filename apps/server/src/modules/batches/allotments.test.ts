import { describe, expect, it } from 'vitest';
import {
  studentAllotmentMessages as say,
  type AllotmentResult,
  type BatchStudentPage,
  type StudentBatches,
} from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { makeBatch as makeBatchFor } from '../../../test/helpers/batches.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeCentre } from '../../../test/helpers/teachers.ts';

const t = appPerFile();

const call = caller(t);

const makeBatch = (owner: Account, centreId: number, input: Record<string, unknown> = {}) =>
  makeBatchFor(t, owner, centreId, input);

async function setUp(students = 4) {
  const owner = await registerAndLogin(t.app);
  const centre = await makeCentre(t, owner);
  const people = [];
  for (let i = 0; i < students; i++) people.push(await admitStudent(t, owner, { centreId: centre.id }));
  return { owner, centre, people };
}

const names = (list: { name: string }[]) => list.map((s) => s.name);
const page = async (owner: Account, batchId: number, view = 'allotted') =>
  (await call(owner, 'GET', `/api/v1/batches/${batchId}/students?view=${view}`)).json() as BatchStudentPage;

describe('students of a batch', () => {
  it('seats students while there are seats, waitlists the rest in order, and leaves repeats as they were', async () => {
    const { owner, centre, people } = await setUp(4);
    const batch = await makeBatch(owner, centre.id);
    const [a, b, c, d] = people;
    const url = `/api/v1/batches/${batch.id}/students`;

    const first = (
      await call(owner, 'POST', url, { studentIds: [a!.id, b!.id, c!.id], fromDate: '2026-06-01' })
    ).json() as AllotmentResult;
    expect(names(first.allotted)).toEqual([a!.name, b!.name]);
    expect(names(first.waitlisted)).toEqual([c!.name]);
    expect(first.seats).toEqual({ capacity: 2, allotted: 2, waitlisted: 1 });

    const again = (
      await call(owner, 'POST', url, { studentIds: [a!.id, d!.id], fromDate: '2026-06-02' })
    ).json() as AllotmentResult;
    expect(names(again.already)).toEqual([a!.name]);
    expect(names(again.waitlisted)).toEqual([d!.name]);

    const waitlist = await page(owner, batch.id, 'waitlisted');
    expect(waitlist.data.map((r) => [r.name, r.waitlistPosition])).toEqual([
      [c!.name, 1],
      [d!.name, 2],
    ]);
    expect((await page(owner, batch.id)).data.map((r) => r.name).sort()).toEqual([a!.name, b!.name].sort());

    // A seat freed by a leaving goes to the first on the waitlist, from the next day.
    const left = (
      await call(owner, 'POST', `${url}/${a!.id}/leave`, { date: '2026-07-31', reason: 'Moved city' })
    ).json() as AllotmentResult;
    expect(names(left.promoted)).toEqual([c!.name]);
    expect(left.seats).toEqual({ capacity: 2, allotted: 2, waitlisted: 1 });
    const past = await page(owner, batch.id, 'past');
    expect(past.data).toMatchObject([
      { name: a!.name, fromDate: '2026-06-01', toDate: '2026-07-31', ending: 'left', reason: 'Moved city' },
    ]);
    // Seated from the day after, and the day the student first asked for is kept.
    expect((await page(owner, batch.id)).data.find((r) => r.name === c!.name)).toMatchObject({
      fromDate: '2026-08-01',
      waitlistedFrom: '2026-06-01',
    });

    // More seats move the waitlist up at once.
    const grown = await call(owner, 'PUT', `/api/v1/batches/${batch.id}`, {
      ...batch,
      capacity: 3,
    });
    expect(grown.statusCode).toBe(200);
    expect((await page(owner, batch.id, 'waitlisted')).total).toBe(0);
    expect((await page(owner, batch.id)).seats).toEqual({ capacity: 3, allotted: 3, waitlisted: 0 });

    // Closing the batch ends every seat: the students are past ones, and leaving again is refused.
    const closed = await call(owner, 'PUT', `/api/v1/batches/${batch.id}`, {
      ...batch,
      capacity: 3,
      status: 'closed',
    });
    expect(closed.statusCode).toBe(200);
    expect((await page(owner, batch.id)).seats).toEqual({ capacity: 3, allotted: 0, waitlisted: 0 });
    const ended = (await page(owner, batch.id, 'past')).data.filter((r) => r.ending === 'closed');
    expect(names(ended).sort()).toEqual([b!.name, c!.name, d!.name].sort());
    const again2 = await call(owner, 'POST', `${url}/${b!.id}/leave`, { date: '2026-12-31', reason: '' });
    expect(again2.statusCode).toBe(404);
    const profile = (await call(owner, 'GET', `/api/v1/students/${b!.id}/batches`)).json() as StudentBatches;
    expect(profile.data).toMatchObject([{ batchId: batch.id, ending: 'closed' }]);
    expect(profile.data[0]!.toDate).not.toBeNull();
  });

  it('transfers a student keeping the history, and refuses a full, closed or same batch', async () => {
    const { owner, centre, people } = await setUp(3);
    const [a, b, c] = people;
    const from = await makeBatch(owner, centre.id, { capacity: 1 });
    const to = await makeBatch(owner, centre.id, { capacity: 1 });
    const closed = await makeBatch(owner, centre.id, { status: 'closed' });
    await call(owner, 'POST', `/api/v1/batches/${from.id}/students`, {
      studentIds: [a!.id, b!.id],
      fromDate: '2026-06-01',
    });
    const transferUrl = `/api/v1/batches/${from.id}/students/${a!.id}/transfer`;

    const same = await call(owner, 'POST', transferUrl, { toBatchId: from.id, date: '2026-09-01' });
    expect(same.json().fieldErrors).toEqual({ toBatchId: say.sameBatch });
    const toClosed = await call(owner, 'POST', transferUrl, { toBatchId: closed.id, date: '2026-09-01' });
    expect(toClosed.statusCode).toBe(409);
    expect(toClosed.json().message).toBe(say.batchClosed);
    const tooEarly = await call(owner, 'POST', transferUrl, { toBatchId: to.id, date: '2026-06-01' });
    expect(tooEarly.json().fieldErrors).toEqual({ date: say.beforeJoining('1 Jun 2026') });
    const waiting = await call(owner, 'POST', `/api/v1/batches/${from.id}/students/${b!.id}/transfer`, {
      toBatchId: to.id,
      date: '2026-09-01',
    });
    expect(waiting.json().message).toBe(say.waitlistedCannotTransfer);

    const moved = (
      await call(owner, 'POST', transferUrl, { toBatchId: to.id, date: '2026-09-01' })
    ).json() as AllotmentResult;
    expect(names(moved.allotted)).toEqual([a!.name]);
    expect(names(moved.promoted)).toEqual([b!.name]);

    // The new batch is now full.
    await call(owner, 'POST', `/api/v1/batches/${to.id}/students`, {
      studentIds: [c!.id],
      fromDate: '2026-06-01',
    });
    const full = await call(owner, 'POST', `/api/v1/batches/${to.id}/students/${a!.id}/transfer`, {
      toBatchId: from.id,
      date: '2026-10-01',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(say.targetFull(from.name, 1));

    const history = (await call(owner, 'GET', `/api/v1/students/${a!.id}/batches`)).json() as StudentBatches;
    expect(history.data.map((r) => [r.name, r.fromDate, r.toDate, r.ending, r.transferredTo])).toEqual([
      [to.name, '2026-09-01', null, null, null],
      [from.name, '2026-06-01', '2026-08-31', 'transferred', to.name],
    ]);

    // A batch that has had students is closed, never deleted.
    const gone = await call(owner, 'DELETE', `/api/v1/batches/${from.id}`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(say.hasStudents);
  });

  it('refuses students who are not active ones of the institute, and days after the batch ends', async () => {
    const { owner, centre, people } = await setUp(1);
    const batch = await makeBatch(owner, centre.id, { endsOn: '2026-12-31' });
    const url = `/api/v1/batches/${batch.id}/students`;
    const late = await call(owner, 'POST', url, { studentIds: [people[0]!.id], fromDate: '2027-01-01' });
    expect(late.json().fieldErrors).toEqual({ fromDate: say.afterEnd('31 Dec 2026') });
    const stranger = await registerAndLogin(t.app);
    const theirs = await admitStudent(t, stranger);
    const foreign = await call(owner, 'POST', url, { studentIds: [theirs.id], fromDate: '2026-06-01' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fieldErrors).toEqual({ studentIds: say.studentsNotFound });
    expect((await page(owner, batch.id)).total).toBe(0);
  });

  it('offers the batch’s class first as candidates, and not those already in it', async () => {
    const { owner, centre } = await setUp(0);
    const klass = await call(owner, 'POST', '/api/v1/classes', { code: 'C10', name: 'Class 10' });
    expect(klass.statusCode).toBe(201);
    const classId = (klass.json() as { id: number }).id;
    const other = await admitStudent(t, owner, { centreId: centre.id, name: 'Aarav Other' });
    const mine = await admitStudent(t, owner, { centreId: centre.id, name: 'Zoya Tenth', classId });
    const seated = await admitStudent(t, owner, { centreId: centre.id, name: 'Meera Tenth', classId });
    const batch = await makeBatch(owner, centre.id, { classId });
    await call(owner, 'POST', `/api/v1/batches/${batch.id}/students`, {
      studentIds: [seated.id],
      fromDate: '2026-06-01',
    });
    const found = (await call(owner, 'GET', `/api/v1/batches/${batch.id}/candidates`)).json() as {
      data: { name: string; sameClass: boolean }[];
    };
    expect(found.data.map((s) => [s.name, s.sameClass])).toEqual([
      [mine.name, true],
      [other.name, false],
    ]);
    const searched = (await call(owner, 'GET', `/api/v1/batches/${batch.id}/candidates?q=aarav`)).json();
    expect(names(searched.data)).toEqual([other.name]);
    expect(searched.more).toBe(false);
    // The one matcher (db/search.ts): the words in any order and case, a typo forgiven.
    const [first, last] = other.name.split(' ');
    for (const q of [`${last} ${first}`.toUpperCase(), `${first}x`]) {
      const found = (
        await call(owner, 'GET', `/api/v1/batches/${batch.id}/candidates?q=${encodeURIComponent(q!)}`)
      ).json();
      expect(names(found.data), q).toEqual([other.name]);
    }
    // A batch of no class offers everyone not in it, by name.
    const open = await makeBatch(owner, centre.id);
    const anyone = (await call(owner, 'GET', `/api/v1/batches/${open.id}/candidates`)).json();
    expect(names(anyone.data)).toEqual([other.name, seated.name, mine.name]);

    // Past twenty, the answer says more would match a narrower search.
    for (let i = 0; i < 20; i++) await admitStudent(t, owner, { centreId: centre.id });
    const many = (await call(owner, 'GET', `/api/v1/batches/${batch.id}/candidates`)).json();
    expect(many.data).toHaveLength(20);
    expect(many.more).toBe(true);
  });

  it('keeps another organisation out', async () => {
    const { owner, centre, people } = await setUp(1);
    const batch = await makeBatch(owner, centre.id);
    const url = `/api/v1/batches/${batch.id}/students`;
    await call(owner, 'POST', url, { studentIds: [people[0]!.id], fromDate: '2026-06-01' });
    const stranger = await registerAndLogin(t.app);
    const theirs = await admitStudent(t, stranger);
    const theirCentre = await makeCentre(t, stranger);
    const theirBatch = await makeBatch(stranger, theirCentre.id);
    for (const [method, path, body] of [
      ['GET', url],
      ['GET', `/api/v1/batches/${batch.id}/candidates`],
      ['POST', url, { studentIds: [theirs.id], fromDate: '2026-06-01' }],
      ['POST', `${url}/${people[0]!.id}/leave`, { date: '2026-07-01' }],
      ['POST', `${url}/${people[0]!.id}/transfer`, { toBatchId: theirBatch.id, date: '2026-07-01' }],
      ['GET', `/api/v1/students/${people[0]!.id}/batches`],
    ] as const)
      expect((await call(stranger, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    // Their own batch cannot take our student, nor ours theirs.
    const ours = await call(stranger, 'POST', `/api/v1/batches/${theirBatch.id}/students`, {
      studentIds: [people[0]!.id],
      fromDate: '2026-06-01',
    });
    expect(ours.statusCode).toBe(404);
    const across = await call(owner, 'POST', `${url}/${people[0]!.id}/transfer`, {
      toBatchId: theirBatch.id,
      date: '2026-07-01',
    });
    expect(across.json().fieldErrors).toEqual({ toBatchId: 'Batch not found.' });
    expect((await page(owner, batch.id)).total).toBe(1);
  });
});
