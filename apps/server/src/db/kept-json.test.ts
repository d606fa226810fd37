import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EnquiryBoard, EnquiryPage } from '@kaksha/contracts';
import { appPerFile, as, registerAndLogin, rowsOf } from '../../test/harness.ts';
import { KEPT_JSON, keptJsonDisagreements } from '../../test/helpers/kept-json.ts';
import { enquiryKeptJson } from '../modules/enquiries/lists.repository.ts';
import { makeCentre } from '../../test/helpers/teachers.ts';
import { keptJsonBody, keptJsonFunctionName, keptJsonMigration } from './kept-json.ts';

const t = appPerFile();

describe('a row keeps its item’s JSON (decision 054)', () => {
  it.each(KEPT_JSON.map((kept) => [keptJsonFunctionName(kept.table), kept] as const))(
    '%s is the function the code writes (else a migration must write it again)',
    async (name, kept) => {
      const [fn] = await rowsOf<{ body: string }>(
        t.database,
        sql`select prosrc as body from pg_proc where proname = ${name}`,
      );
      expect(
        fn?.body,
        `write a migration (npm run db:generate -- --custom) of:\n${keptJsonMigration(kept)}`,
      ).toBe(keptJsonBody(kept));
    },
  );

  it('an enquiry’s row and card: written as the list writes them through every change, and shown so', async () => {
    const owner = await registerAndLogin(t.app);
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject(as(owner, { method, url, payload }));
    const centre = await makeCentre(t, owner, { CentreName: 'Old Town' });
    const made = [];
    for (const [n, studentName] of ['Asha "the first"', 'Bala \\ Rao', 'Chitra'].entries()) {
      const res = await call('POST', '/api/v1/enquiries', {
        studentName,
        guardianName: `Parent ${n}`,
        mobile: `98${String(20_000_000 + n).slice(-8)}`,
        centreId: centre.id,
        notes: 'Evenings',
      });
      expect(res.statusCode, res.body).toBe(201);
      made.push((res.json() as { id: number }).id);
    }
    expect(await keptJsonDisagreements(t.database, enquiryKeptJson)).toEqual([]);
    // Edited, moved, lost with a reason, its centre and owner renamed: each row written again.
    await call('PATCH', `/api/v1/enquiries/${made[0]}`, { email: 'asha@example.com', subSource: 'Poster' });
    await call('POST', `/api/v1/enquiries/${made[1]}/stage`, { stage: 'contacted' });
    await call('POST', `/api/v1/enquiries/${made[2]}/stage`, { stage: 'lost', lostReason: 'Fees too high' });
    await call('PATCH', `/api/v1/centres/${centre.id}`, { CentreName: 'New Town' });
    await call('PATCH', `/api/v1/users/${owner.userId}`, { userName: 'Meera Iyer' });
    expect(await keptJsonDisagreements(t.database, enquiryKeptJson)).toEqual([]);
    const listed = (await call('GET', '/api/v1/enquiries?stage=all')).json() as EnquiryPage;
    expect(listed.data.map((e) => [e.studentName, e.centreName, e.ownerName, e.stage, e.lostReason])).toEqual(
      [
        ['Chitra', 'New Town', 'Meera Iyer', 'lost', 'Fees too high'],
        ['Bala \\ Rao', 'New Town', 'Meera Iyer', 'contacted', ''],
        ['Asha "the first"', 'New Town', 'Meera Iyer', 'new', ''],
      ],
    );
    const board = (await call('GET', '/api/v1/enquiries/board')).json() as EnquiryBoard;
    const contacted = board.columns.find((c) => c.stage === 'contacted')!;
    expect(contacted.cards.map((c) => [c.studentName, c.ownerName])).toEqual([['Bala \\ Rao', 'Meera Iyer']]);
  });
});
