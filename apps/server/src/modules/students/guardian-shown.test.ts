import { describe, expect, it } from 'vitest';
import type { StudentProfile, StudentRow } from '@kaksha/contracts';
import { appPerFile, as, registerAndLogin } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { admitStudent } from '../../../test/helpers/students.ts';
import { makeCentre } from '../../../test/helpers/teachers.ts';

const t = appPerFile();

/** The main contact each listed student shows, by name: `[guardian, mobile]`. */
async function mainContacts(owner: Account) {
  const res = await t.app.inject(as(owner, { method: 'GET', url: '/api/v1/students?page=1&pageSize=50' }));
  expect(res.statusCode, res.body).toBe(200);
  const rows = (res.json() as { data: StudentRow[] }).data;
  return Object.fromEntries(rows.map((r) => [r.name, [r.guardianName, r.guardianMobile]]));
}

async function setGuardians(owner: Account, student: StudentProfile, guardians: object[]) {
  const res = await t.app.inject(
    as(owner, { method: 'PUT', url: `/api/v1/students/${student.id}/guardians`, payload: { guardians } }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StudentProfile;
}

describe('the main contact the students list shows, kept on the student’s row (decision 040)', () => {
  it('follows an admission, a new main contact, and a guardian edited through a sibling', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner);
    const mother = { relation: 'mother' as const, name: 'Meera Rao', mobile: '9876501234', primary: true };
    const asha = await admitStudent(t, owner, { name: 'Asha Rao', centreId: centre.id, guardians: [mother] });
    const motherId = asha.guardians[0]!.id;
    // A sibling with the same mother (linked by id) and a father as the main contact.
    const ravi = await admitStudent(t, owner, {
      name: 'Ravi Rao',
      centreId: centre.id,
      guardians: [
        { ...mother, id: motherId, primary: false },
        { relation: 'father' as const, name: 'Kiran Rao', mobile: '9876505678', primary: true },
      ],
    });
    const theirs = await admitStudent(t, other, { name: 'Other Child' });
    expect(await mainContacts(owner)).toEqual({
      'Asha Rao': ['Meera Rao', '+919876501234'],
      'Ravi Rao': ['Kiran Rao', '+919876505678'],
    });

    // The mother's mobile changed through Ravi's guardians, and she becomes his main contact.
    await setGuardians(owner, ravi, [
      { ...mother, id: motherId, mobile: '9000011111', primary: true },
      { relation: 'father', name: 'Kiran Rao', mobile: '9876505678', primary: false },
    ]);
    expect(await mainContacts(owner)).toEqual({
      'Asha Rao': ['Meera Rao', '+919000011111'],
      'Ravi Rao': ['Meera Rao', '+919000011111'],
    });

    // Asha's guardians replaced by a new one: the old link goes, the new main contact shows.
    await setGuardians(owner, asha, [
      { relation: 'guardian', name: 'Lata Iyer', mobile: '9123456780', primary: true },
    ]);
    expect((await mainContacts(owner))['Asha Rao']).toEqual(['Lata Iyer', '+919123456780']);
    expect((await mainContacts(owner))['Ravi Rao']).toEqual(['Meera Rao', '+919000011111']);

    // Another organisation's list never changed with ours.
    expect(await mainContacts(other)).toEqual({
      'Other Child': [theirs.guardians[0]!.name, theirs.guardians[0]!.mobile],
    });
  });
});
