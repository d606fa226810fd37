import { describe, expect, it } from 'vitest';
import { appPerFile, as, caller, countQueries, registerAndLogin } from '../../../test/harness.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeCentre } from '../../../test/helpers/teachers.ts';

const t = appPerFile();
const call = caller(t);

describe('the student list’s bulk actions (issue 65)', () => {
  it('changes many students’ status in one request and transaction, naming each who may not move', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const [a, b, c] = [
      await admitStudent(t, owner, { centreId: centre.id, name: 'Asha' }),
      await admitStudent(t, owner, { centreId: centre.id, name: 'Bina' }),
      await admitStudent(t, owner, { centreId: centre.id, name: 'Chirag' }),
    ];
    expect(
      (await call(owner, 'POST', `/api/v1/students/${c!.id}/status`, { status: 'left', reason: 'Moved' }))
        .statusCode,
    ).toBe(200);
    const ids = [a!.id, b!.id, c!.id];
    const { result, queries } = await countQueries(t.database, () =>
      call(owner, 'POST', '/api/v1/students/status', { studentIds: ids, status: 'on_hold', reason: 'Exams' }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toEqual({
      changed: [
        { id: a!.id, name: 'Asha' },
        { id: b!.id, name: 'Bina' },
      ],
      refused: [{ id: c!.id, name: 'Chirag', reason: 'A student who is Left cannot be marked On hold.' }],
    });
    // A fixed number of statements whatever the count (the session, the lock, the institute, the change, the lines).
    expect(queries).toBeLessThanOrEqual(8);
    const profile = (await call(owner, 'GET', `/api/v1/students/${b!.id}`)).json();
    expect(profile).toMatchObject({ status: 'on_hold', statusReason: 'Exams' });
    expect(profile.timeline[0].detail).toMatch(/On hold/);

    // Nobody able to move: refused, each named, nothing changed.
    const none = await call(owner, 'POST', '/api/v1/students/status', {
      studentIds: [c!.id],
      status: 'alumni',
    });
    expect([none.statusCode, none.json().message]).toEqual([
      400,
      'Chirag: A student who is Left cannot be marked Alumni.',
    ]);
    const reasonless = await call(owner, 'POST', '/api/v1/students/status', {
      studentIds: ids,
      status: 'left',
    });
    expect(reasonless.json().fieldErrors).toEqual({ reason: 'Please give a reason.' });
  });

  it('changes nothing when one student is another institute’s, and needs the list’s manage level', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const ours = await admitStudent(t, owner);
    const theirs = await admitStudent(t, other);
    const res = await call(owner, 'POST', '/api/v1/students/status', {
      studentIds: [ours.id, theirs.id],
      status: 'on_hold',
      reason: 'x',
    });
    expect([res.statusCode, res.json().message]).toEqual([404, 'Student not found.']);
    expect((await call(owner, 'GET', `/api/v1/students/${ours.id}`)).json().status).toBe('active');
    expect((await call(other, 'GET', `/api/v1/students/${theirs.id}`)).json().status).toBe('active');
  });

  it('exports only the students chosen, as CSV', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const one = await admitStudent(t, owner, { centreId: centre.id, name: 'Chosen One' });
    await admitStudent(t, owner, { centreId: centre.id, name: 'Left Out' });
    const res = await t.app.inject(
      as(owner, { method: 'GET', url: `/api/v1/students/export.csv?status=all&ids=${one.id}` }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Chosen One');
    expect(res.body).not.toContain('Left Out');
    for (const ids of ['1,x', '1,4603910386'])
      expect(
        (await t.app.inject(as(owner, { method: 'GET', url: `/api/v1/students/export.csv?ids=${ids}` })))
          .statusCode,
        // An id past what the database holds is refused before the export starts (the fuzz test found it).
      ).toBe(400);
  });
});
