import type { AdmissionInput, StudentProfile } from '@kaksha/contracts';
import { as } from '../harness.ts';
import type { Account, TestApp } from '../harness.ts';
import { makeCentre } from './teachers.ts';

let serial = 0;

/** Admits a student (at a new centre unless one is given) with one guardian, the main contact. */
export async function admitStudent(
  t: TestApp,
  account: Account,
  input: Partial<AdmissionInput> = {},
): Promise<StudentProfile> {
  const n = ++serial;
  const centreId = input.centreId ?? (await makeCentre(t, account)).id;
  const res = await t.app.inject(
    as(account, {
      method: 'POST',
      url: '/api/v1/students',
      payload: {
        name: `Student ${n}`,
        centreId,
        guardians: [
          {
            relation: 'mother',
            name: `Parent ${n}`,
            mobile: `98${String(76_540_000 + n).slice(-8)}`,
            primary: true,
          },
        ],
        ...input,
      },
    }),
  );
  if (res.statusCode !== 201) throw new Error(`admission: ${res.statusCode} ${res.body}`);
  return res.json() as StudentProfile;
}
