import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { InstituteSettingsBody } from '@kaksha/contracts';
import { appPerFile, as, countQueries, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import { FACTS_MEMORY_MS, readFacts } from './repository.ts';
import type { Account } from '../../../test/harness.ts';
import { makeCentre, makeStaff, multipart, PNG } from '../../../test/helpers/teachers.ts';
import { admitStudent } from '../../../test/helpers/students.ts';

const t = appPerFile();

const call = (who: Account, method: InjectOptions['method'], url: string, payload?: unknown) =>
  t.app.inject(as(who, { method, url, ...(payload !== undefined && { payload: payload as object }) }));

const valid = (overrides: Partial<InstituteSettingsBody> = {}): InstituteSettingsBody => ({
  name: 'Sunrise Coaching Centre',
  address: '12 MG Road, Pune 411001',
  phone: '020 2612 3456',
  email: 'Office@Sunrise.test',
  website: 'https://sunrise.test',
  gstin: '27aapfu0939f1zv',
  pan: 'AAPFU0939F',
  upiId: 'sunrise@okaxis',
  timeZone: 'Asia/Kolkata',
  academicYearStartMonth: 6,
  financialYearStartMonth: 4,
  receiptNumberFormat: 'SUN/{FY}/{SEQ:5}',
  admissionNumberFormat: 'ADM-{AY}-{SEQ:4}',
  currency: 'INR',
  messageLanguage: 'en',
  ...overrides,
});

const logoUpload = (bytes: Buffer, name = 'logo.png', type = 'image/png') =>
  multipart({}, { field: 'logo', name, type, bytes });

describe('institute settings', () => {
  it('name the portal language of each caller: theirs, else the institute’s default, else none', async () => {
    const owner = await registerAndLogin(t.app);
    const clerk = await makeStaff(t, owner, { PendingFees: 'view' });
    const language = async (who: Account) =>
      (await call(who, 'GET', '/api/v1/institute/brand')).json().language;
    expect(await language(clerk)).toBeNull();
    const saved = await call(owner, 'PUT', '/api/v1/institute/settings', valid({ portalLanguage: 'hi' }));
    expect(saved.json().portalLanguage).toBe('hi');
    expect(await language(clerk)).toBe('hi');
    await call(owner, 'PUT', '/api/v1/institute/settings', valid());
    expect(await language(clerk)).toBe('hi');
    await rowsOf(t.database, sql`update users set language = 'en' where id = ${clerk.userId}`);
    expect(await language(clerk)).toBe('en');
    await call(owner, 'PUT', '/api/v1/institute/settings', valid({ portalLanguage: '' as never }));
    expect(await language(owner)).toBeNull();
    const other = await registerAndLogin(t.app);
    expect(await language(other)).toBeNull();
  });

  it('start from Indian defaults: Asia/Kolkata, years from April, numbered receipts', async () => {
    const owner = await registerAndLogin(t.app);
    const res = await call(owner, 'GET', '/api/v1/institute/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Asha Rao's institute",
      timeZone: 'Asia/Kolkata',
      academicYearStartMonth: 4,
      financialYearStartMonth: 4,
      currency: 'INR',
      messageLanguage: 'en',
      gstin: '',
      logoUrl: null,
      receiptNumberExample: expect.stringMatching(/^RCP\/20\d\d-\d\d\/00001$/),
      admissionNumberExample: expect.stringMatching(/^ADM\/20\d\d-\d\d\/0001$/),
    });
    // The preview is the real next number, read from its counter (issue 65), not always the first.
    const centre = await makeCentre(t, owner);
    for (let i = 0; i < 2; i++) await admitStudent(t, owner, { centreId: centre.id });
    const after = (await call(owner, 'GET', '/api/v1/institute/settings')).json();
    expect(after.admissionNumberExample).toMatch(/^ADM\/20\d\d-\d\d\/0003$/);
    expect(after.receiptNumberExample).toMatch(/^RCP\/20\d\d-\d\d\/00001$/);
  });

  it('are read once a moment for the calls outside a transaction, and again as soon as they change', async () => {
    const owner = await registerAndLogin(t.app);
    const [{ organisationId }] = (await rowsOf<{ organisationId: number }>(
      t.database,
      sql`select organisation_id as "organisationId" from users where id = ${owner.userId}`,
    )) as [{ organisationId: number }];
    // The clock is passed in, so the test does not depend on how fast the machine runs it.
    const start = Date.now();
    const facts = (at: number) => () => readFacts(t.database.db, organisationId, start + at);
    expect((await facts(0)())!.timeZone).toBe('Asia/Kolkata');
    expect((await countQueries(t.database, facts(FACTS_MEMORY_MS - 1))).queries).toBe(0);
    expect((await countQueries(t.database, facts(FACTS_MEMORY_MS))).queries).toBe(1);

    const saved = await call(owner, 'PUT', '/api/v1/institute/settings', valid({ timeZone: 'Asia/Dubai' }));
    expect(saved.statusCode).toBe(200);
    expect(await countQueries(t.database, facts(FACTS_MEMORY_MS + 1))).toMatchObject({
      queries: 1,
      result: { timeZone: 'Asia/Dubai' },
    });
  });

  it('saves every field in its stored form, renames the institute and writes one audit line', async () => {
    const owner = await registerAndLogin(t.app);
    const res = await call(owner, 'PUT', '/api/v1/institute/settings', valid());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Sunrise Coaching Centre',
      phone: '02026123456',
      email: 'office@sunrise.test',
      gstin: '27AAPFU0939F1ZV',
      academicYearStartMonth: 6,
      receiptNumberExample: expect.stringMatching(/^SUN\/20\d\d-\d\d\/00001$/),
      admissionNumberExample: expect.stringMatching(/^ADM-20\d\d-\d\d-0001$/),
    });
    expect((await call(owner, 'GET', '/api/v1/institute/brand')).json()).toMatchObject({
      name: 'Sunrise Coaching Centre',
    });
    const audit = await rowsOf<{ action: string; area: string; summary: { after: Record<string, unknown> } }>(
      t.database,
      sql`select a.action, a.area, a.summary from audit_log a join users u on u.id = a.user_id
          where u.email = ${owner.email} and a.area = 'institute'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.summary.after).toMatchObject({
      name: 'Sunrise Coaching Centre',
      gstin: '27AAPFU0939F1ZV',
    });
  });

  it.each([
    [
      'gstin',
      { gstin: '27AAPFU0939F1ZA' },
      'Please enter a valid 15-character GSTIN (for example 27AAPFU0939F1ZV).',
    ],
    ['gstin', { pan: 'ABCPE1234F' }, 'The GSTIN must contain the institute’s PAN (characters 3 to 12).'],
    ['pan', { pan: 'ABCDE12345', gstin: '' }, 'Please enter a valid PAN (for example ABCPE1234F).'],
    ['upiId', { upiId: 'not a upi id' }, 'Please enter a UPI ID like institute@okaxis.'],
    ['timeZone', { timeZone: 'Mars/Olympus' }, 'Please choose a time zone.'],
    ['academicYearStartMonth', { academicYearStartMonth: 13 }, 'Choose a month.'],
    [
      'receiptNumberFormat',
      { receiptNumberFormat: 'RCP/{FY}' },
      expect.stringContaining('{SEQ} exactly once'),
    ],
    [
      'receiptNumberFormat',
      { receiptNumberFormat: '{SEQ}-{SEQ:3}' },
      expect.stringContaining('{SEQ} exactly once'),
    ],
    ['admissionNumberFormat', { admissionNumberFormat: 'A<{SEQ}>' }, expect.stringContaining('Use letters')],
    ['website', { website: 'javascript:alert(1)' }, 'Please enter a web address starting with https://.'],
    ['name', { name: '  ' }, 'Please enter the institute’s name.'],
  ] as const)('refuses a bad %s with its reason, and changes nothing', async (field, change, message) => {
    const owner = await registerAndLogin(t.app);
    const res = await call(
      owner,
      'PUT',
      '/api/v1/institute/settings',
      valid(change as Partial<InstituteSettingsBody>),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual(message);
    expect((await call(owner, 'GET', '/api/v1/institute/settings')).json().name).toBe("Asha Rao's institute");
  });

  it('takes a logo checked by its bytes, serves it to members, and removes it', async () => {
    const owner = await registerAndLogin(t.app);
    const set = await t.app.inject(
      as(owner, { method: 'PUT', url: '/api/v1/institute/logo', ...logoUpload(PNG) }),
    );
    expect(set.statusCode, set.body).toBe(200);
    const logoUrl = set.json().logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/v1\/institute\/logo\?v=\d+$/);
    const image = await call(owner, 'GET', logoUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const text = logoUpload(Buffer.from('<svg onload=alert(1)>'), 'logo.png');
    const refused = await t.app.inject(as(owner, { method: 'PUT', url: '/api/v1/institute/logo', ...text }));
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('The logo must be a PNG, JPEG or WebP image.');
    const huge = logoUpload(Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]));
    const tooLarge = await t.app.inject(as(owner, { method: 'PUT', url: '/api/v1/institute/logo', ...huge }));
    expect(tooLarge.statusCode).toBe(413);
    expect((await call(owner, 'GET', '/api/v1/institute/logo')).rawPayload.equals(PNG)).toBe(true);

    expect((await call(owner, 'DELETE', '/api/v1/institute/logo')).json().logoUrl).toBeNull();
    expect((await call(owner, 'GET', '/api/v1/institute/logo')).statusCode).toBe(404);
  });

  it('lets view-only staff read, only managers change, and every member see the name and logo', async () => {
    const owner = await registerAndLogin(t.app);
    const viewer = await makeStaff(t, owner, { InstituteSettings: 'view' });
    const outsider = await makeStaff(t, owner, { Board: 'view' });
    expect((await call(viewer, 'GET', '/api/v1/institute/settings')).statusCode).toBe(200);
    expect((await call(viewer, 'PUT', '/api/v1/institute/settings', valid())).statusCode).toBe(403);
    expect(
      (await t.app.inject(as(viewer, { method: 'PUT', url: '/api/v1/institute/logo', ...logoUpload(PNG) })))
        .statusCode,
    ).toBe(403);
    expect((await call(outsider, 'GET', '/api/v1/institute/settings')).statusCode).toBe(403);
    expect((await call(outsider, 'GET', '/api/v1/institute/brand')).json().name).toBe("Asha Rao's institute");
  });

  it('keeps each organisation to its own settings and logo', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    await call(a, 'PUT', '/api/v1/institute/settings', valid({ name: 'A Academy' }));
    await t.app.inject(as(a, { method: 'PUT', url: '/api/v1/institute/logo', ...logoUpload(PNG) }));
    expect((await call(b, 'GET', '/api/v1/institute/settings')).json()).toMatchObject({
      name: "Asha Rao's institute",
      logoUrl: null,
    });
    expect((await call(b, 'GET', '/api/v1/institute/logo')).statusCode).toBe(404);
    expect((await call(a, 'GET', '/api/v1/institute/settings')).json().name).toBe('A Academy');
  });
});

describe('first-run setup', () => {
  it('lists what is left until the name, logo, a centre and the academic year are set; closing it is remembered', async () => {
    const owner = await registerAndLogin(t.app);
    const left = async () => (await call(owner, 'GET', '/api/v1/institute/brand')).json().onboarding;
    expect(await left()).toEqual({ dismissed: false, left: ['name', 'logo', 'centre', 'academicYear'] });
    await call(owner, 'PUT', '/api/v1/institute/settings', valid({ gstin: '', pan: '' }));
    expect((await left()).left).toEqual(['logo', 'centre']);
    await t.app.inject(as(owner, { method: 'PUT', url: '/api/v1/institute/logo', ...logoUpload(PNG) }));
    expect((await left()).left).toEqual(['centre']);
    const dismissed = await call(owner, 'POST', '/api/v1/institute/onboarding/dismiss');
    expect(dismissed.json().onboarding).toEqual({ dismissed: true, left: ['centre'] });
    expect(
      (await call(owner, 'POST', '/api/v1/centres', { CentreCode: 'HQ', CentreName: 'Head office' }))
        .statusCode,
    ).toBe(201);
    expect(await left()).toEqual({ dismissed: true, left: [] });
  });
});
