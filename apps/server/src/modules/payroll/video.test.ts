import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { payrollMessages } from '@kaksha/contracts';
import { appPerFile, as, caller, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import { staffWith } from '../../../test/helpers/learning.ts';

const PAYROLL_VIDEO = 56;

const t = appPerFile();

const setVideo = (suCode: string, url: string | null) =>
  t.database.db.execute(sql`update organisations set payroll_video_url = ${url} where su_code = ${suCode}`);

describe('POST /api/video/{SUCode}', () => {
  it('returns the organisation’s video URL', async () => {
    const account = await registerAndLogin(t.app);
    await setVideo(account.suCode, 'https://videos.example.test/payroll.mp4');
    const res = await t.app.inject(as(account, { method: 'POST', url: `/api/video/${account.suCode}` }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ videoURL: 'https://videos.example.test/payroll.mp4' });
  });

  it('returns null when there is none, or when it is not http(s)', async () => {
    const account = await registerAndLogin(t.app);
    expect(
      (await t.app.inject(as(account, { method: 'POST', url: `/api/video/${account.suCode}` }))).json(),
    ).toEqual({ videoURL: null });
    await setVideo(account.suCode, 'javascript:alert(1)');
    expect(
      (await t.app.inject(as(account, { method: 'POST', url: `/api/video/${account.suCode}` }))).json(),
    ).toEqual({ videoURL: null });
  });

  it('does not show another organisation’s video', async () => {
    const account = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    await setVideo(other.suCode, 'https://videos.example.test/secret.mp4');
    const res = await t.app.inject(as(account, { method: 'POST', url: `/api/video/${other.suCode}` }));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/video/DEMO01' })).statusCode).toBe(401);
  });
});

describe('the PayrollVideo screen: GET and PUT /api/v1/payroll/video', () => {
  const call = caller(t);

  it('shows none, then the video the owner sets; the owner may clear it again', async () => {
    const owner = await registerAndLogin(t.app);
    expect((await call(owner, 'GET', '/api/v1/payroll/video')).json()).toEqual({
      videoURL: null,
      canSet: true,
    });
    const set = await call(owner, 'PUT', '/api/v1/payroll/video', {
      videoURL: 'https://videos.example.test/pay.mp4',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ videoURL: 'https://videos.example.test/pay.mp4', canSet: true });
    // The spec's 'Go to Video' reads the same video.
    const spec = await t.app.inject(as(owner, { method: 'POST', url: `/api/video/${owner.suCode}` }));
    expect(spec.json()).toEqual({ videoURL: 'https://videos.example.test/pay.mp4' });
    const [audit] = await rowsOf<{ action: string; summary: unknown }>(
      t.database,
      sql`select action, summary from audit_log where area = 'payroll' and user_id = ${owner.userId}`,
    );
    expect(audit).toMatchObject({
      action: 'update',
      summary: { after: { videoURL: 'https://videos.example.test/pay.mp4' } },
    });
    const cleared = await call(owner, 'PUT', '/api/v1/payroll/video', { videoURL: null });
    expect(cleared.json()).toEqual({ videoURL: null, canSet: true });
  });

  it('refuses an address that is not a web page, in words', async () => {
    const owner = await registerAndLogin(t.app);
    const res = await call(owner, 'PUT', '/api/v1/payroll/video', { videoURL: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Give a web address that starts with https://.');
  });

  it('a staff member sees the video but only the owner sets it; without the menu, neither', async () => {
    const owner = await registerAndLogin(t.app);
    await setVideo(owner.suCode, 'https://videos.example.test/help.mp4');
    const manager = await staffWith(t.app, t.database, owner, [{ menuCode: PAYROLL_VIDEO, level: 'manage' }]);
    expect((await call(manager, 'GET', '/api/v1/payroll/video')).json()).toEqual({
      videoURL: 'https://videos.example.test/help.mp4',
      canSet: false,
    });
    const refused = await call(manager, 'PUT', '/api/v1/payroll/video', { videoURL: null });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: payrollMessages.ownerOnly });
    const viewer = await staffWith(t.app, t.database, owner, [{ menuCode: PAYROLL_VIDEO, level: 'view' }]);
    expect((await call(viewer, 'PUT', '/api/v1/payroll/video', { videoURL: null })).statusCode).toBe(403);
    const stranger = await staffWith(t.app, t.database, owner, []);
    expect((await call(stranger, 'GET', '/api/v1/payroll/video')).statusCode).toBe(403);
  });

  it('another organisation’s owner neither sees nor changes this one’s video', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    await setVideo(owner.suCode, 'https://videos.example.test/ours.mp4');
    expect((await call(other, 'GET', '/api/v1/payroll/video')).json()).toEqual({
      videoURL: null,
      canSet: true,
    });
    await call(other, 'PUT', '/api/v1/payroll/video', { videoURL: 'https://videos.example.test/theirs.mp4' });
    expect((await call(owner, 'GET', '/api/v1/payroll/video')).json()).toMatchObject({
      videoURL: 'https://videos.example.test/ours.mp4',
    });
  });
});
