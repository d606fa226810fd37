import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner.ts';

const settings = {
  BRAND: 'kaksha',
  PUBLIC_URL: undefined,
  SMTP_URL: undefined,
  PORT: 3000,
  dataDir: '/srv/data',
};
const url = 'http://localhost:3000';

describe('the start banner (issue 65)', () => {
  it('ends with where to open Kaksha and how to sign in, the password plainly on the first start', () => {
    const lines = startBanner(
      settings,
      { seeded: true, email: 'owner@demo.kaksha.local', generatedPassword: 'Xy7-secret' },
      url,
      'pglite',
      1800,
    );
    const last = lines.filter(Boolean).slice(-4);
    expect(last).toEqual([
      '  Kaksha is running. Open http://localhost:3000/kakshaadmin',
      '  Sign in as: owner@demo.kaksha.local  (demo institute created)',
      '  Password: Xy7-secret',
      '  (shown only this once: note it down. Set DEMO_ADMIN_PASSWORD before the first start to choose it.)',
    ]);
  });

  it('says on a later start that DEMO_ADMIN_PASSWORD no longer changes the password', () => {
    const text = startBanner(
      settings,
      { seeded: false, email: 'owner@demo.kaksha.local' },
      url,
      'pglite',
      900,
    ).join('\n');
    expect(text).toContain('DEMO_ADMIN_PASSWORD is read only then');
    expect(text.trimEnd().endsWith('"Forgot password" on the login page.')).toBe(true);
  });
});
