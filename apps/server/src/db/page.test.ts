import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, countQueries, createTestApp, registerAndLogin } from '../../test/harness.ts';
import type { Account, TestApp } from '../../test/harness.ts';

// The list pattern every area copies (db/page.ts): one statement per page, whatever the filters.
describe('a list page', () => {
  let t: TestApp;
  let owner: Account;
  const get = (url: string) => t.app.inject(as(owner, { method: 'GET', url }));

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerAndLogin(t.app);
    for (const [code, name] of [
      ['PUN', 'Pune Camp'],
      ['BLR', 'Bengaluru'],
      ['HYD', 'Hyderabad'],
    ]) {
      const res = await t.app.inject(
        as(owner, {
          method: 'POST',
          url: '/api/v1/centres',
          payload: { CentreCode: code, CentreName: name, address: '', phone: '' },
        }),
      );
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(async () => t.close());

  it('is read in one statement, with and without filters, in every list', async () => {
    await get('/api/v1/session'); // the guard remembers the session: what is left is the list's own work
    for (const url of [
      '/api/v1/users',
      '/api/v1/users?q=own&status=active&pageSize=5',
      '/api/v1/teachers',
      '/api/v1/teachers?q=x&active=true&centre=PUN&subject=MATH&sort=-joiningDate',
      '/api/v1/centres',
      '/api/v1/centres?q=pu&active=all&sort=-CentreCode',
      '/api/v1/audit',
      '/api/v1/audit?area=centres&action=create',
      '/api/v1/students',
      '/api/v1/students?q=98765 43210&status=all&classId=1&centreId=1&sort=name',
      '/api/v1/messages',
      '/api/v1/messages?q=x&event=test&channel=sms&status=sent&from=2026-01-01&to=2026-12-31',
    ]) {
      const { result, queries } = await countQueries(t.database, () => get(url));
      expect(result.statusCode, url).toBe(200);
      expect(queries, url).toBe(1);
    }
  });

  it('answers the rows of the page and how many match, also past the last page', async () => {
    expect((await get('/api/v1/centres?pageSize=2')).json()).toMatchObject({
      data: [{ CentreName: 'Bengaluru' }, { CentreName: 'Hyderabad' }],
      total: 3,
      totalCapped: false,
    });
    expect((await get('/api/v1/centres?q=pune')).json()).toMatchObject({
      data: [{ CentreCode: 'PUN' }],
      total: 1,
    });
    // No row carries the count past the end, so it is counted on its own (a second statement).
    const beyond = await countQueries(t.database, () => get('/api/v1/centres?page=3&pageSize=2'));
    expect(beyond.result.json()).toEqual({ data: [], total: 3, totalCapped: false });
    expect(beyond.queries).toBe(2);
    expect((await get('/api/v1/centres?q=nowhere')).json()).toEqual({
      data: [],
      total: 0,
      totalCapped: false,
    });
  });
});
