import { describe, expect, it } from 'vitest';
import type { Menu } from '@kaksha/contracts';
import { ApiClientError, readReply } from '../api.ts';
import { parseRuntimeConfig } from '../config.ts';
import { breadcrumbFor } from '../menus.ts';
import { toSessionUser } from '../auth/session.ts';

describe('readReply', () => {
  it('returns the JSON of a 2xx reply', () => {
    expect(readReply(200, 'application/json', '{"a":1}')).toEqual({ a: 1 });
  });

  it('turns an error body into an ApiClientError with message and fieldErrors', () => {
    const body = JSON.stringify({
      code: 'VALIDATION',
      message: 'Check the form',
      fieldErrors: { email: 'Bad' },
    });
    let caught: unknown;
    try {
      readReply(400, 'application/json; charset=utf-8', body);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiClientError);
    const e = caught as ApiClientError;
    expect([e.status, e.kind, e.code, e.message, e.serverMessage]).toEqual([
      400,
      'http',
      'VALIDATION',
      'Check the form',
      'Check the form',
    ]);
    expect(e.fieldErrors).toEqual({ email: 'Bad' });
  });

  it('refuses a reply that is not JSON', () => {
    expect(() => readReply(200, 'text/html', '<!doctype html>')).toThrow(ApiClientError);
    expect(() => readReply(200, 'application/json', '{oops')).toThrow(
      'The server returned an unexpected response.',
    );
  });
});

describe('parseRuntimeConfig', () => {
  it('falls back to the defaults', () => {
    expect(parseRuntimeConfig('{}')).toEqual({
      brand: 'kaksha',
      educatorSiteUrl: 'https://educator.kaksha.app',
      studentSiteUrl: 'https://student.kaksha.app',
      googleSignIn: false,
    });
    expect(parseRuntimeConfig('not json').brand).toBe('kaksha');
  });

  it('takes valid values and rejects unsafe ones', () => {
    const config = parseRuntimeConfig(
      JSON.stringify({
        brand: 'Vidya',
        educatorSiteUrl: 'javascript:alert(1)',
        studentSiteUrl: 'https://s.example/',
        googleSignIn: true,
      }),
    );
    expect(config).toEqual({
      brand: 'vidya',
      educatorSiteUrl: 'https://educator.kaksha.app',
      studentSiteUrl: 'https://s.example',
      googleSignIn: true,
    });
    expect(parseRuntimeConfig(JSON.stringify({ brand: '../x' })).brand).toBe('kaksha');
  });
});

describe('breadcrumbFor', () => {
  const menus: Menu[] = [
    { MenuCode: 1, MenuName: 'Dashboard', ParentCode: 0, FrmName: 'Dashboard', SubMenus: [] },
    {
      MenuCode: 50,
      MenuName: 'Teachers',
      ParentCode: 0,
      FrmName: null,
      SubMenus: [{ MenuCode: 55, MenuName: 'Payroll', ParentCode: 50, FrmName: 'Payroll', SubMenus: [] }],
    },
  ];

  it("is 'Parent > Child' for a submenu and the name for a top-level leaf", () => {
    expect(breadcrumbFor(menus, 'Payroll', 'x')).toBe('Teachers > Payroll');
    expect(breadcrumbFor(menus, 'Dashboard', 'x')).toBe('Dashboard');
    expect(breadcrumbFor(menus, 'Unknown', 'Fallback')).toBe('Fallback');
  });
});

describe('toSessionUser', () => {
  it('keeps only the public fields, never the password', () => {
    const user = toSessionUser({
      ResCode: 1,
      SUCode: 'S1',
      EmailID: 'a@b.in',
      UserName: 'Asha',
      UserType: 'Admin',
      Password: 'secret',
    });
    expect(user).toEqual({ SUCode: 'S1', EmailID: 'a@b.in', UserName: 'Asha', UserType: 'Admin' });
  });
});
