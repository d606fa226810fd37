import { describe, expect, it } from 'vitest';
import {
  allotmentMessages,
  type BatchChoices,
  type BatchDetail,
  type BatchTeachers,
} from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin } from '../../../test/harness.ts';
import { makeCentre, makeTeacher } from '../../../test/helpers/teachers.ts';

const t = appPerFile();

const call = caller(t);

describe('teachers of a batch', () => {
  it('gives a subject its teacher, keeps the history on a change, and refuses what does not fit', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    for (const [code, name] of [
      ['PHY', 'Physics'],
      ['CHE', 'Chemistry'],
    ])
      expect((await call(owner, 'POST', '/api/v1/subjects', { code, name })).statusCode).toBe(201);
    const choices = (await call(owner, 'GET', '/api/v1/batches/choices')).json() as BatchChoices;
    const physics = choices.subjects.find((s) => s.name === 'Physics')!.id;
    const chemistry = choices.subjects.find((s) => s.name === 'Chemistry')!.id;
    const batch = (
      await call(owner, 'POST', '/api/v1/batches', {
        code: 'P1',
        name: 'Physics batch',
        centreId: centre.id,
        capacity: 30,
        startsOn: '2026-06-01',
        subjectIds: [physics],
      })
    ).json() as BatchDetail;
    const first = await makeTeacher(t, owner, { name: 'Ravi Iyer' });
    const second = await makeTeacher(t, owner, { name: 'Sana Sheikh' });
    const url = `/api/v1/batches/${batch.id}/teachers`;

    const given = (
      await call(owner, 'POST', url, { subjectId: physics, teacherId: first.id, fromDate: '2026-06-01' })
    ).json() as BatchTeachers;
    expect(given.subjects).toMatchObject([
      { subjectName: 'Physics', current: { teacherName: 'Ravi Iyer', fromDate: '2026-06-01', toDate: null } },
    ]);

    const early = await call(owner, 'POST', url, {
      subjectId: physics,
      teacherId: second.id,
      fromDate: '2026-06-01',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(allotmentMessages.beforeCurrent('1 Jun 2026'));

    const changed = (
      await call(owner, 'POST', url, { subjectId: physics, teacherId: second.id, fromDate: '2026-09-15' })
    ).json() as BatchTeachers;
    expect(changed.subjects[0]!.current).toMatchObject({
      teacherName: 'Sana Sheikh',
      fromDate: '2026-09-15',
    });
    expect(changed.history.map((h) => [h.teacherName, h.fromDate, h.toDate])).toEqual([
      ['Sana Sheikh', '2026-09-15', null],
      ['Ravi Iyer', '2026-06-01', '2026-09-14'],
    ]);

    const notInBatch = await call(owner, 'POST', url, {
      subjectId: chemistry,
      teacherId: first.id,
      fromDate: '2026-06-01',
    });
    expect(notInBatch.json().fieldErrors).toEqual({ subjectId: allotmentMessages.subjectNotInBatch });

    const stranger = await registerAndLogin(t.app);
    const theirTeacher = await makeTeacher(t, stranger);
    const foreignTeacher = await call(owner, 'POST', url, {
      subjectId: physics,
      teacherId: theirTeacher.id,
      fromDate: '2026-10-01',
    });
    expect(foreignTeacher.statusCode).toBe(404);
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect(
      (
        await call(stranger, 'POST', url, {
          subjectId: physics,
          teacherId: theirTeacher.id,
          fromDate: '2026-10-01',
        })
      ).statusCode,
    ).toBe(404);
  });
});
