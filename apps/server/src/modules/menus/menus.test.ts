import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { menuCatalogue } from '@kaksha/contracts';
import { appPerFile, as, registerAndLogin } from '../../../test/harness.ts';

const t = appPerFile();

describe('POST /api/menus', () => {
  it('gives an owner the whole catalogue as a tree', async () => {
    const account = await registerAndLogin(t.app);
    const res = await t.app.inject(
      as(account, {
        method: 'POST',
        url: '/api/menus',
        payload: { SUCode: account.suCode, EmailID: account.email },
      }),
    );
    expect(res.statusCode).toBe(200);
    const menus = res.json();
    expect(menus.map((m: { MenuName: string }) => m.MenuName)).toEqual(menuCatalogue.map((m) => m.name));
    const admin = menus.find((m: { MenuName: string }) => m.MenuName === 'Administration');
    expect(admin).toMatchObject({ ParentCode: 0, FrmName: null });
    expect(admin.SubMenus[0]).toEqual({
      MenuCode: 101,
      MenuName: 'User Manager',
      ParentCode: 100,
      FrmName: 'UserManager',
      SubMenus: [],
    });
  });

  it('shows a staff user only the menus their roles grant, with the parents of granted children', async () => {
    const account = await registerAndLogin(t.app);
    const db = t.database.db;
    await db.execute(sql`
      with org as (select organisation_id as id from users where id = ${account.userId}),
      role as (insert into roles (organisation_id, name) select id, 'Counsellor' from org returning id),
      grant_row as (insert into role_grants (role_id, menu_code, level) select id, 12, 'view' from role),
      staff as (insert into users (organisation_id, email, user_name, user_type, password_hash)
                select id, ${'staff.' + account.email}, 'Staff', 'Staff', (select password_hash from users where id = ${account.userId}) from org returning id)
      insert into user_roles (user_id, role_id) select staff.id, role.id from staff, role`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'staff.' + account.email, password: account.password },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menus',
      headers: { cookie },
      payload: { SUCode: account.suCode, EmailID: 'staff.' + account.email },
    });
    expect(res.json()).toEqual([
      {
        MenuCode: 10,
        MenuName: 'Enquiry',
        ParentCode: 0,
        FrmName: null,
        SubMenus: [
          {
            MenuCode: 12,
            MenuName: 'Manage Enquiry',
            ParentCode: 10,
            FrmName: 'ManageEnquiry',
            SubMenus: [],
          },
        ],
      },
    ]);
  });

  it('refuses another organisation’s SUCode or another user’s EmailID', async () => {
    const account = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    for (const payload of [
      { SUCode: other.suCode, EmailID: account.email },
      { SUCode: account.suCode, EmailID: other.email },
      { SUCode: other.suCode, EmailID: other.email },
    ]) {
      const res = await t.app.inject(as(account, { method: 'POST', url: '/api/menus', payload }));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('These menus belong to another account.');
    }
  });

  it('needs a session and a complete body', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/menus', payload: { SUCode: 'X', EmailID: 'y' } }))
        .statusCode,
    ).toBe(401);
    const account = await registerAndLogin(t.app);
    const res = await t.app.inject(
      as(account, { method: 'POST', url: '/api/menus', payload: { SUCode: account.suCode } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('EmailID');
  });
});
