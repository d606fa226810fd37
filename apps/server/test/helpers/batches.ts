import type { BatchDetail } from '@kaksha/contracts';
import { as } from '../harness.ts';
import type { Account, TestApp } from '../harness.ts';

let serial = 0;

/** Adds a batch of two seats at the centre (code B1, B2 … unless `input` says otherwise). */
export async function makeBatch(
  t: TestApp,
  owner: Account,
  centreId: number,
  input: Record<string, unknown> = {},
): Promise<BatchDetail> {
  const n = ++serial;
  const res = await t.app.inject(
    as(owner, {
      method: 'POST',
      url: '/api/v1/batches',
      payload: { code: `B${n}`, name: `Batch ${n}`, centreId, capacity: 2, startsOn: '2026-06-01', ...input },
    }),
  );
  if (res.statusCode !== 201) throw new Error(`batch: ${res.statusCode} ${res.body}`);
  return res.json() as BatchDetail;
}
