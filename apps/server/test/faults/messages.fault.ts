import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.ts';
import { startHttpSink } from '../http-sink.ts';
import type { HttpSink } from '../http-sink.ts';
import { call, signIn, startNode, waitFor } from './support.ts';
import type { Node } from './support.ts';

/**
 * The API process killed with SIGKILL while an SMS gateway holds a message's request (it received it
 * and has not answered). The gateway may have sent that SMS, so after the restart — once the dead
 * node's claim has run out — the message is marked failed with the reason, and it is never sent a
 * second time; a new message still goes.
 */
describe('a node killed in the middle of sending a message', () => {
  let node: Node | undefined;
  let sink: HttpSink | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-faults-messages-'));
  const env = { DATA_DIR: dataDir, MESSAGE_ALLOW_PRIVATE_URLS: 'true' };
  afterAll(async () => {
    await node?.kill();
    await sink?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('does not send it twice', async () => {
    sink = await startHttpSink();
    node = await startNode(env);
    let cookie = await signIn(node.url);
    const setUp = await call(`${node.url}/api/v1/messages/channels/sms`, {
      method: 'PUT',
      cookie,
      body: { provider: 'webhook', url: `${sink.url}/sms` },
    });
    expect(setUp.status, setUp.body).toBe(200);

    sink.answerNext('hang');
    const test = { channel: 'sms', to: '9876543210' };
    void call(`${node.url}/api/v1/messages/test`, { cookie, body: test, timeoutMs: 60_000 }).catch(
      () => undefined,
    );
    await sink.waitFor(1);
    await node.kill();

    // The claim lasts a minute; let it run out rather than wait for it.
    const database = openPglite({ dataDir: path.join(dataDir, 'pglite') });
    const stuck = (await database.db.execute(
      sql`update messages set claimed_until = now() - interval '1 second' where status = 'sending' returning id`,
    )) as unknown as { rows: { id: number }[] };
    await database.close();
    expect(stuck.rows).toHaveLength(1);

    node = await startNode(env);
    cookie = await signIn(node.url);
    const failed = await waitFor('the interrupted message to be marked failed', async () => {
      const log = await call(`${node!.url}/api/v1/messages?status=failed`, { cookie });
      return log.json<{ data: { id: number; reason: string }[] }>().data[0];
    });
    expect(failed.id).toBe(stuck.rows[0]!.id);
    expect(failed.reason).toMatch(/^no answer from the provider: it may have been delivered/);

    const next = await call(`${node.url}/api/v1/messages/test`, { cookie, body: test });
    expect(next.json()).toMatchObject({ status: 'sent' });
    const bodies = sink.received.map((r) => (r.json as { reference: string }).reference);
    expect(bodies).toEqual([String(failed.id), String(next.json<{ id: number }>().id)]);
  });
});
