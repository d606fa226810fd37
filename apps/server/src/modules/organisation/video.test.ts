import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { appPerFile, as, registerAndLogin } from '../../../test/harness.ts';

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
