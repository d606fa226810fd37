import { describe, expect, it } from 'vitest';
import { loadSettings } from './config.ts';

describe('settings', () => {
  it('has a default for every optional setting', () => {
    const s = loadSettings({});
    expect(s).toMatchObject({
      PORT: 3000,
      BRAND: 'kaksha',
      SESSION_IDLE_MINUTES: 60,
      SESSION_ABSOLUTE_HOURS: 12,
      SECURE_COOKIES: false,
      DATABASE_POOL_SIZE: 4,
    });
    expect(s.DATABASE_URL).toBeUndefined();
    expect(s.DEMO_ADMIN_PASSWORD).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['BRAND', 'Kaksha!'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_POOL_SIZE', '0'],
    ['SMTP_URL', 'not a url'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SECURE_COOKIES', 'maybe'],
    ['DEMO_ADMIN_PASSWORD', 'short'],
    ['EDUCATOR_SITE_URL', 'javascript:alert(1)'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadSettings({ [name]: value })).toThrow(new RegExp(`Invalid setting:\\n  ${name}:`));
  });

  it('treats an empty value as unset', () => {
    expect(loadSettings({ PORT: '' }).PORT).toBe(3000);
  });
});
