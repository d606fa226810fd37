import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import type { EnquiryDetail, StudentProfile } from '@kaksha/contracts';
import { as, countQueries, createTestApp, registerAndLogin } from '../../test/harness.ts';
import type { Account, TestApp } from '../../test/harness.ts';
import { admitStudent } from '../../test/helpers/students.ts';
import type { Executor } from './client.ts';
import { auditLog, users } from './schema/index.ts';
import { readTogether } from './together.ts';

// A record's screen reads its parts (its row, follow-ups, guardians, documents, history, messages)
// in one statement (db/together.ts, decision 052).
describe('a record read together', () => {
  let t: TestApp;
  let owner: Account;
  let other: Account;
  const get = (account: Account, url: string) => t.app.inject(as(account, { method: 'GET', url }));

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerAndLogin(t.app);
    other = await registerAndLogin(t.app);
  });
  afterAll(async () => t.close());

  it("answers an enquiry's detail and a student's profile in one statement, with every part", async () => {
    const created = await t.app.inject(
      as(owner, {
        method: 'POST',
        url: '/api/v1/enquiries',
        payload: {
          studentName: 'Ira Menon',
          guardianName: 'Lata Menon',
          mobile: '9876512345',
          followUpOn: '2030-01-15',
          followUpNote: 'Call after the exams',
        },
      }),
    );
    expect(created.statusCode).toBe(201);
    const enquiry = created.json() as EnquiryDetail;
    const student = await admitStudent(t, owner);
    await t.courier.settled(); // the thank-you messages delivered, outside the count

    const read = await countQueries(t.database, () => get(owner, `/api/v1/enquiries/${enquiry.id}`));
    expect(read.result.statusCode).toBe(200);
    expect(read.queries).toBe(1);
    const detail = read.result.json() as EnquiryDetail;
    expect(detail).toMatchObject({ id: enquiry.id, studentName: 'Ira Menon', subjectNames: [] });
    expect(detail.followUps).toEqual([
      expect.objectContaining({ dueOn: '2030-01-15', note: 'Call after the exams', doneAt: null }),
    ]);
    expect(detail.timeline.map((entry) => entry.kind).sort()).toEqual(['audit', 'message', 'message']);
    // What the write answered is what a read answers.
    expect(detail).toEqual(enquiry);

    const profile = await countQueries(t.database, () => get(owner, `/api/v1/students/${student.id}`));
    expect(profile.result.statusCode).toBe(200);
    expect(profile.queries).toBe(1);
    const shown = profile.result.json() as StudentProfile;
    expect(shown.guardians).toEqual([
      expect.objectContaining({ relation: 'mother', primary: true, otherStudents: [] }),
    ]);
    expect(shown.timeline.filter((entry) => entry.kind === 'audit')).toHaveLength(1);
    expect(shown.timeline.filter((entry) => entry.kind === 'audit')).toEqual(
      student.timeline.filter((entry) => entry.kind === 'audit'),
    );
    expect(shown).toEqual({ ...student, timeline: shown.timeline });
  });

  it("answers a student's fee statement and batches in one statement each, and another organisation's student 404", async () => {
    const student = await admitStudent(t, owner);
    const theirs = await admitStudent(t, other);
    await t.courier.settled();
    for (const tail of ['/fees', '/batches'])
      for (const [id, status] of [
        [student.id, 200],
        [theirs.id, 404],
      ] as const) {
        const url = `/api/v1/students/${id}${tail}`;
        const read = await countQueries(t.database, () => get(owner, url));
        expect(read.result.statusCode, url).toBe(status);
        if (status === 404) expect(read.result.json(), url).toMatchObject({ message: 'Student not found.' });
        // The institute's facts (its day) are remembered for a second, so they may be read once more.
        expect(
          read.texts.filter((text) => !text.includes('"institute_settings"')),
          url,
        ).toHaveLength(1);
      }
    const statement = (await get(owner, `/api/v1/students/${student.id}/fees`)).json();
    expect(statement).toMatchObject({ studentId: student.id, dues: [], receipts: [], totals: { credit: 0 } });
    expect((await get(owner, `/api/v1/students/${student.id}/batches`)).json()).toEqual({ data: [] });
  });

  it("finds no record of another organisation's, in the same one statement", async () => {
    const theirs = await admitStudent(t, other);
    await t.courier.settled();
    const read = await countQueries(t.database, () => get(owner, `/api/v1/students/${theirs.id}`));
    expect(read.result.statusCode).toBe(404);
    expect(read.result.json()).toMatchObject({ message: 'Student not found.' });
    expect(read.queries).toBe(1);
    // Theirs is still theirs, whole.
    expect((await get(other, `/api/v1/students/${theirs.id}`)).json()).toMatchObject({ id: theirs.id });
  });

  it('decodes each part as the part read alone does, outside a transaction and inside one', async () => {
    // Timestamps, jsonb, a text, a null, mapWith, two columns of one name: every kind of field.
    const entries = (d: Executor) =>
      d
        .select({
          at: auditLog.createdAt,
          summary: auditLog.summary,
          action: auditLog.action,
          nothing: sql<string | null>`null`,
          doubled: sql<number>`${auditLog.id} * 2`.mapWith(Number),
          id: auditLog.id,
          userId: users.id,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(eq(auditLog.organisationId, sql.placeholder('organisationId')))
        .orderBy(desc(auditLog.id))
        .limit(sql.placeholder('limit'));
    const empty = (d: Executor) =>
      d
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, sql.placeholder('nobody')));
    const { db } = t.database;
    const [mine] = await db
      .select({ organisationId: users.organisationId })
      .from(users)
      .where(eq(users.id, owner.userId));
    const values = { organisationId: mine!.organisationId, limit: 5, nobody: -1 };
    const alone = await entries(db).prepare('').execute(values);
    expect(alone.length).toBeGreaterThan(1);
    expect(alone[0]!.at).toBeInstanceOf(Date);

    const together = await readTogether(db, 'test-audit', (d) => ({
      entries: entries(d),
      empty: empty(d),
    })).execute(values);
    expect(together).toEqual({ entries: alone, empty: [] });
    const inTransaction = await db.transaction((tx) =>
      readTogether(tx, 'test-audit', (d) => ({ entries: entries(d), empty: empty(d) })).execute(values),
    );
    expect(inTransaction).toEqual({ entries: alone, empty: [] });
  });
});
