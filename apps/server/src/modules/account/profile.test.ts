import { describe, expect, it } from 'vitest';
import { appPerFile, as, expectRefusedField, registerAndLogin } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { multipart } from '../../../test/helpers/multipart.ts';
import { PROFILE_PHOTO_MAX_BYTES } from '@kaksha/contracts';

const t = appPerFile();

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

const fields = (account: Account, change: Record<string, string> = {}) => ({
  EmailID: account.email,
  UserName: 'Asha R.',
  Mobile: '9123456780',
  WhatsApp: '9123456781',
  Active: 'Y',
  ...change,
});

const update = (account: Account, body: ReturnType<typeof multipart>) =>
  t.app.inject(as(account, { method: 'POST', url: '/api/profile/update', ...body }));

describe('POST /api/profile', () => {
  it('returns the signed-in user’s profile', async () => {
    const account = await registerAndLogin(t.app);
    const res = await t.app.inject(
      as(account, { method: 'POST', url: '/api/profile', payload: { EmailID: account.email } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      UserName: 'Asha Rao',
      EmailID: account.email,
      Mobile: '9876543210',
      WhatsApp: '9876543210',
      Active: 'Y',
      UserImage: null,
      Language: null,
    });
  });

  it('keeps the portal language a user chooses, left unchanged when not sent and cleared by an empty one', async () => {
    const account = await registerAndLogin(t.app);
    const language = async () =>
      (
        await t.app.inject(
          as(account, { method: 'POST', url: '/api/profile', payload: { EmailID: account.email } }),
        )
      ).json().Language;
    expect((await update(account, multipart(fields(account, { Language: 'hi' })))).statusCode).toBe(200);
    expect(await language()).toBe('hi');
    await update(account, multipart(fields(account)));
    expect(await language()).toBe('hi');
    expect((await update(account, multipart(fields(account, { Language: 'fr' })))).statusCode).toBe(400);
    expect(await language()).toBe('hi');
    await update(account, multipart(fields(account, { Language: '' })));
    expect(await language()).toBeNull();
  });

  it('refuses another user’s EmailID, including another organisation’s', async () => {
    const account = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const res = await t.app.inject(
      as(account, { method: 'POST', url: '/api/profile', payload: { EmailID: other.email } }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('9876543210');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/profile', payload: { EmailID: 'a@b.test' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/profile/update', () => {
  it('updates the fields and the photo, checked by its bytes', async () => {
    const account = await registerAndLogin(t.app);
    const res = await update(
      account,
      multipart(fields(account), { field: 'UserImage', name: 'me.png', type: 'image/png', bytes: PNG }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully!');
    expect(res.json().UserImage).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    const profile = await t.app.inject(
      as(account, { method: 'POST', url: '/api/profile', payload: { EmailID: account.email } }),
    );
    expect(profile.json()).toMatchObject({
      UserName: 'Asha R.',
      Mobile: '9123456780',
      WhatsApp: '9123456781',
    });
  });

  it('keeps the old photo when none is sent', async () => {
    const account = await registerAndLogin(t.app);
    await update(
      account,
      multipart(fields(account), { field: 'UserImage', name: 'me.png', type: 'image/png', bytes: PNG }),
    );
    const res = await update(account, multipart(fields(account, { UserName: 'Asha' })));
    expect(res.json().UserImage).toContain('base64,');
  });

  it('refuses a file that only claims to be an image, and changes nothing', async () => {
    const account = await registerAndLogin(t.app);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await update(
      account,
      multipart(fields(account, { UserName: 'Changed' }), {
        field: 'UserImage',
        name: 'x.png',
        type: 'image/png',
        bytes: html,
      }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Photo must be a JPEG, PNG or WebP image.');
    const profile = await t.app.inject(
      as(account, { method: 'POST', url: '/api/profile', payload: { EmailID: account.email } }),
    );
    expect(profile.json().UserName).toBe('Asha Rao');
  });

  it('refuses a photo one byte over the limit', async () => {
    const account = await registerAndLogin(t.app);
    const big = Buffer.concat([PNG, Buffer.alloc(PROFILE_PHOTO_MAX_BYTES - PNG.length + 1)]);
    const res = await update(
      account,
      multipart(fields(account), { field: 'UserImage', name: 'big.png', type: 'image/png', bytes: big }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Photo must be 2 MB or smaller.');
  });

  it.each([
    [{ Mobile: '123' }, 'Mobile'],
    [{ UserName: '' }, 'UserName'],
    [{ Active: 'N' }, 'Active'],
  ])('refuses bad fields %j', async (change, field) => {
    const account = await registerAndLogin(t.app);
    const res = await update(account, multipart(fields(account, change)));
    expectRefusedField(res, field);
  });

  it('refuses to change another organisation’s user', async () => {
    const account = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const res = await update(account, multipart(fields(other, { UserName: 'Hijack' })));
    expect(res.statusCode).toBe(403);
    const theirs = await t.app.inject(
      as(other, { method: 'POST', url: '/api/profile', payload: { EmailID: other.email } }),
    );
    expect(theirs.json().UserName).toBe('Asha Rao');
  });

  it('refuses JSON', async () => {
    const account = await registerAndLogin(t.app);
    const res = await t.app.inject(
      as(account, { method: 'POST', url: '/api/profile/update', payload: fields(account) }),
    );
    expect(res.statusCode).toBe(415);
  });
});
