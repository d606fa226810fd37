import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, countQueries, createTestApp, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account, TestApp } from '../../../test/harness.ts';

// writeWithAudit: a simple write and its audit line are one statement, and never one without the other.
describe('a write with its audit line', () => {
  let t: TestApp;
  let owner: Account;
  const createBoard = (code: string) =>
    t.app.inject(
      as(owner, { method: 'POST', url: '/api/v1/boards', payload: { code, name: `Board ${code}` } }),
    );
  const boardsNamed = (code: string) =>
    rowsOf(
      t.database,
      sql`select b.code, a.action, a.entity_id from boards b
      left join audit_log a on a.area = 'board' and a.entity_id = b.code where b.code = ${code}`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerAndLogin(t.app);
  });
  afterAll(async () => t.close());

  it('stores the record and its line in one statement, and answers the new record', async () => {
    await t.app.inject(as(owner, { method: 'GET', url: '/api/v1/session' })); // the guard now remembers it
    const { result, queries } = await countQueries(t.database, () => createBoard('ONE'));
    expect(result.statusCode, result.body).toBe(201);
    expect(result.json()).toMatchObject({ code: 'ONE', name: 'Board ONE', chapterCount: 0 });
    expect(queries).toBe(1);
    expect(await boardsNamed('ONE')).toEqual([{ code: 'ONE', action: 'create', entity_id: 'ONE' }]);
  });

  it('stores neither when the audit line cannot be written', async () => {
    await t.database.db.execute(
      sql`alter table audit_log add constraint refuse_boards check (area <> 'board') not valid`,
    );
    try {
      expect((await createBoard('TWO')).statusCode).toBe(500);
      expect(await boardsNamed('TWO')).toEqual([]);
    } finally {
      await t.database.db.execute(sql`alter table audit_log drop constraint refuse_boards`);
    }
    expect((await createBoard('TWO')).statusCode).toBe(201);
  });

  it('answers a taken code with the same refusal as before', async () => {
    expect((await createBoard('THREE')).statusCode).toBe(201);
    const again = await createBoard('THREE');
    expect(again.statusCode).toBe(409);
    expect(await boardsNamed('THREE')).toHaveLength(1);
  });
});
