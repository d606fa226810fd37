import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  appPerFile,
  as,
  caller,
  createTestApp,
  registerAndLogin,
  rowsOf,
  uniqueEmail,
} from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { sha256 } from '../../lib/crypto.ts';
import { acceptInvitation, addStaff, createRole, invitationToken } from '../../../test/helpers/users.ts';

const t = appPerFile({ limits: { invitationsPerWindow: 10_000 } });

const call = caller(t);

const newUser = (overrides: object = {}) => ({
  userName: 'Meera Iyer',
  email: uniqueEmail('meera'),
  mobile: '+91 91234 56780',
  whatsapp: '',
  ...overrides,
});

async function roleIdOf(owner: Account, name: string) {
  const roles = (await call(owner, 'GET', '/api/v1/roles?pageSize=100')).json().data as {
    id: number;
    name: string;
  }[];
  return roles.find((r) => r.name === name)!.id;
}

const menuNames = async (account: Account) => {
  const res = await call(account, 'POST', '/api/menus', { SUCode: account.suCode, EmailID: account.email });
  const walk = (items: { FrmName: string | null; SubMenus: unknown[] }[]): string[] =>
    items.flatMap((m) => [
      ...(m.FrmName ? [m.FrmName] : []),
      ...walk(m.SubMenus as { FrmName: string | null; SubMenus: unknown[] }[]),
    ]);
  return walk(res.json());
};

describe('adding a staff user', () => {
  it('points the link at PUBLIC_URL when it is set', async () => {
    const site = await createTestApp({ env: { PUBLIC_URL: 'https://kaksha.example.org/' } });
    try {
      const owner = await registerAndLogin(site.app);
      const body = newUser();
      const res = await site.app.inject(as(owner, { method: 'POST', url: '/api/v1/users', payload: body }));
      expect(res.statusCode).toBe(201);
      const [mail] = await rowsOf<{ body_text: string }>(
        site.database,
        sql`select body_text from mail_outbox where to_address = ${body.email}`,
      );
      expect(mail!.body_text).toContain('https://kaksha.example.org/accept-invitation#token=');
    } finally {
      await site.close();
    }
  });

  it('creates an invited user and mails a single-use link whose token is stored only as a hash', async () => {
    const owner = await registerAndLogin(t.app);
    const role = await createRole(t, owner, [{ menu: 'ManageEnquiry', level: 'view' }]);
    const body = newUser({ roleIds: [role.id] });
    const res = await call(owner, 'POST', '/api/v1/users', body);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      userName: 'Meera Iyer',
      email: body.email,
      mobile: '9123456780',
      whatsapp: '',
      userType: 'Staff',
      status: 'invited',
      isOwner: false,
      roles: [{ id: role.id, name: role.name, isOwner: false }],
      centres: [],
      exceptions: [],
      lastSignInAt: null,
    });
    const expires = Date.parse(user.invitationExpiresAt) - Date.now();
    expect(expires).toBeGreaterThan(71 * 3_600_000);
    expect(expires).toBeLessThanOrEqual(72 * 3_600_000);

    const [mail] = await rowsOf<{ subject: string; body_text: string }>(
      t.database,
      sql`select subject, body_text from mail_outbox where to_address = ${body.email}`,
    );
    expect(mail!.subject).toMatch(/You have been invited to .* on Kaksha/);
    expect(mail!.body_text).toMatch(/^Hello Meera Iyer,/);
    expect(mail!.body_text).toMatch(/http:\/\/localhost(:\d+)?\/accept-invitation#token=[\w-]{43}/);
    const token = await invitationToken(t, body.email);
    const stored = await rowsOf<{ token_hash: string }>(
      t.database,
      sql`select token_hash from invitations where user_id = ${user.id}`,
    );
    expect(stored).toEqual([{ token_hash: sha256(token) }]);
    const [row] = await rowsOf<{ password_hash: string | null }>(
      t.database,
      sql`select password_hash from users where id = ${user.id}`,
    );
    expect(row!.password_hash).toBeNull();
    // Invited users cannot sign in until they set a password.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: body.email, password: '' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('delivers the invitation through SMTP after the user is committed', async () => {
    const sink = await startSmtpSink();
    const mailed = await createTestApp({ env: { SMTP_URL: sink.url } });
    try {
      const owner = await registerAndLogin(mailed.app);
      const body = newUser();
      const res = await mailed.app.inject(as(owner, { method: 'POST', url: '/api/v1/users', payload: body }));
      expect(res.statusCode).toBe(201);
      const message = await sink.nextTo(body.email);
      // Quoted-printable: soft line breaks and =XX escapes.
      const text = message.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      expect(text).toMatch(/accept-invitation#token=[\w-]{43}\r?\n/);
    } finally {
      await mailed.close();
      await sink.close();
    }
  });

  it('validates the fields, the roles and the centres, and refuses an email already in use', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const otherRole = await createRole(t, other, [], 'Theirs');
    const bad = await call(owner, 'POST', '/api/v1/users', newUser({ email: 'nope', mobile: '12' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(expect.arrayContaining(['email', 'mobile']));
    const role = await call(owner, 'POST', '/api/v1/users', newUser({ roleIds: [otherRole.id] }));
    expect(role.statusCode).toBe(400);
    expect(role.json().fieldErrors.roleIds).toMatch(/no longer exist/);
    const centre = await call(owner, 'POST', '/api/v1/users', newUser({ centreCodes: ['C1'] }));
    expect(centre.statusCode).toBe(400);
    expect(centre.json().fieldErrors.centreCodes).toBe('Unknown centre: C1.');
    const taken = await call(owner, 'POST', '/api/v1/users', newUser({ email: other.email.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.email).toMatch(/already in use/);
    expect((await call(owner, 'GET', '/api/v1/users/centres')).json()).toEqual({ data: [], total: 0 });
  });

  it('places the user in centres of the organisation, by code', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const centre = await call(owner, 'POST', '/api/v1/centres', {
      CentreCode: 'blr-1',
      CentreName: 'Bengaluru',
    });
    expect(centre.statusCode).toBe(201);
    await call(other, 'POST', '/api/v1/centres', { CentreCode: 'DEL-1', CentreName: 'Delhi' });
    expect((await call(owner, 'GET', '/api/v1/users/centres')).json()).toEqual({
      data: [{ code: 'BLR-1', name: 'Bengaluru' }],
      total: 1,
    });
    const user = await call(owner, 'POST', '/api/v1/users', newUser({ centreCodes: ['blr-1'] }));
    expect(user.json().centres).toEqual([{ code: 'BLR-1', name: 'Bengaluru' }]);
    const theirs = await call(owner, 'POST', '/api/v1/users', newUser({ centreCodes: ['DEL-1'] }));
    expect(theirs.statusCode).toBe(400);
    // A closed centre keeps the staff it has, and takes no new ones.
    await call(owner, 'PATCH', `/api/v1/centres/${centre.json().id}`, { active: false });
    const kept = await call(owner, 'PATCH', `/api/v1/users/${user.json().id}`, { centreCodes: ['BLR-1'] });
    expect(kept.statusCode).toBe(200);
    expect((await call(owner, 'POST', '/api/v1/users', newUser({ centreCodes: ['BLR-1'] }))).statusCode).toBe(
      400,
    );
  });

  it('records the creation in the audit log', async () => {
    const owner = await registerAndLogin(t.app);
    const body = newUser();
    const user = (await call(owner, 'POST', '/api/v1/users', body)).json();
    const [entry] = await rowsOf<{ user_id: number; action: string; summary: Record<string, unknown> }>(
      t.database,
      sql`select user_id, action, summary from audit_log where area = 'users' and entity_id = ${String(user.id)}`,
    );
    expect(entry).toMatchObject({
      user_id: owner.userId,
      action: 'create',
      summary: { email: body.email, userName: 'Meera Iyer', invited: true, roles: [] },
    });
  });
});

describe('the invitation link', () => {
  it('shows who it is for, sets the password once and signs the user in', async () => {
    const owner = await registerAndLogin(t.app);
    const body = newUser();
    const user = (await call(owner, 'POST', '/api/v1/users', body)).json();
    const token = await invitationToken(t, body.email);
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations/lookup',
      payload: { token },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({
      email: body.email,
      userName: 'Meera Iyer',
      organisationName: "Asha Rao's institute",
    });

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations/accept',
      payload: { token, password: 'short' },
    });
    expect(weak.statusCode).toBe(400);

    const cookie = await acceptInvitation(t, token, 'a good new password');
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ EmailID: body.email, SUCode: owner.suCode, UserType: 'Staff' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations/accept',
      payload: { token, password: 'another password' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/not valid any more/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: body.email, password: 'a good new password' },
    });
    expect(login.json().ResCode).toBe(1);
    const listed = (await call(owner, 'GET', `/api/v1/users/${user.id}`)).json();
    expect(listed.status).toBe('active');
    expect(listed.invitationExpiresAt).toBeNull();
    expect(listed.lastSignInAt).not.toBeNull();
    const actions = await rowsOf<{ action: string }>(
      t.database,
      sql`select action from audit_log where user_id = ${user.id} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['accept-invitation', 'sign-in', 'sign-in']);
  });

  it('expires, and a resent link replaces the old one', async () => {
    const owner = await registerAndLogin(t.app);
    const body = newUser();
    const user = (await call(owner, 'POST', '/api/v1/users', body)).json();
    const first = await invitationToken(t, body.email);
    const resent = await call(owner, 'POST', `/api/v1/users/${user.id}/invitation`);
    expect(resent.statusCode).toBe(200);
    const second = await invitationToken(t, body.email);
    expect(second).not.toBe(first);
    const lookup = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/invitations/lookup', payload: { token } });
    expect((await lookup(first)).statusCode).toBe(404);
    expect((await lookup(second)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update invitations set expires_at = now() - interval '1 second' where token_hash = ${sha256(second)}`,
    );
    expect((await lookup(second)).statusCode).toBe(404);
    expect((await lookup('x'.repeat(43))).statusCode).toBe(404);
  });

  it('cannot be resent to a user who has set a password or was deactivated', async () => {
    const owner = await registerAndLogin(t.app);
    const staff = await addStaff(t, owner);
    const res = await call(owner, 'POST', `/api/v1/users/${staff.id}/invitation`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already set a password/);
    const invited = (await call(owner, 'POST', '/api/v1/users', newUser())).json();
    const token = await invitationToken(t, invited.email);
    await call(owner, 'POST', `/api/v1/users/${invited.id}/deactivate`);
    expect((await call(owner, 'POST', `/api/v1/users/${invited.id}/invitation`)).statusCode).toBe(409);
    // Deactivation retired the open link too.
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations/accept',
      payload: { token, password: 'a good new password' },
    });
    expect(accept.statusCode).toBe(404);
  });
});

describe('listing and editing users', () => {
  it('searches by name, email or mobile, filters by status and role, and pages', async () => {
    const owner = await registerAndLogin(t.app);
    const role = await createRole(t, owner, []);
    const zara = (
      await call(owner, 'POST', '/api/v1/users', newUser({ userName: 'Zara Khan', mobile: '9000000001' }))
    ).json();
    await call(owner, 'POST', '/api/v1/users', newUser({ userName: 'Yusuf Ali', roleIds: [role.id] }));
    const staff = await addStaff(t, owner, { label: 'ravi' });
    const names = async (query: string) =>
      (await call(owner, 'GET', `/api/v1/users${query}`))
        .json()
        .data.map((u: { userName: string }) => u.userName);
    expect(await names('?q=zara')).toEqual(['Zara Khan']);
    expect(await names('?q=9000000001')).toEqual(['Zara Khan']);
    // The one matcher (db/search.ts, decision 089): every word in any order and case, a mobile
    // however it was typed, a typo when nobody matches as written.
    expect(await names(`?q=${encodeURIComponent('KHAN zara')}`)).toEqual(['Zara Khan']);
    expect(await names(`?q=${encodeURIComponent('90000-00001')}`)).toEqual(['Zara Khan']);
    expect(await names('?q=zaara')).toEqual(['Zara Khan']);
    expect(await names(`?q=${encodeURIComponent(staff.email.slice(0, 12))}`)).toEqual(['Staff Member']);
    expect(await names('?status=invited')).toEqual(['Yusuf Ali', 'Zara Khan']);
    expect(await names('?status=active')).toEqual(['Asha Rao', 'Staff Member']);
    expect(await names(`?roleId=${role.id}`)).toEqual(['Yusuf Ali']);
    const page = (await call(owner, 'GET', '/api/v1/users?page=2&pageSize=3')).json();
    expect(page.total).toBe(4);
    expect(page.data.map((u: { userName: string }) => u.userName)).toEqual(['Zara Khan']);
    expect((await call(owner, 'GET', '/api/v1/users?status=gone')).statusCode).toBe(400);
    // A renamed user is found by the new name only.
    await call(owner, 'PATCH', `/api/v1/users/${zara.id}`, { userName: 'Zara Qureshi' });
    expect(await names('?q=qureshi')).toEqual(['Zara Qureshi']);
    expect(await names('?q=khan')).toEqual([]);
  });

  it('shows what each user holds as it changes, whichever screen changed it, in the list as in the record', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const desk = await createRole(t, owner, [{ menu: 'ManageEnquiry', level: 'view' }], 'Front desk');
    const accounts = await createRole(t, owner, [], 'Accounts');
    const centre = (
      await call(owner, 'POST', '/api/v1/centres', { CentreCode: 'BLR-1', CentreName: 'Bengaluru' })
    ).json();
    await call(owner, 'POST', '/api/v1/centres', { CentreCode: 'MYS-1', CentreName: 'Mysuru' });
    // Another institute's centre of the same code changes nothing here.
    await call(other, 'POST', '/api/v1/centres', { CentreCode: 'BLR-1', CentreName: 'Not ours' });
    const body = newUser({
      userName: 'Anil Kumar',
      roleIds: [desk.id, accounts.id],
      centreCodes: ['MYS-1', 'BLR-1'],
      exceptions: [{ menu: 'ManageStudents', effect: 'withhold', level: null }],
    });
    const res = await call(owner, 'POST', '/api/v1/users', body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    const listed = async () => {
      const page = (await call(owner, 'GET', '/api/v1/users?q=Anil')).json();
      const record = (await call(owner, 'GET', `/api/v1/users/${created.id}`)).json();
      expect(page.data).toEqual([record]);
      return record;
    };
    expect(await listed()).toMatchObject({
      status: 'invited',
      isOwner: false,
      roles: [
        { id: accounts.id, name: 'Accounts', isOwner: false },
        { id: desk.id, name: 'Front desk', isOwner: false },
      ],
      centres: [
        { code: 'BLR-1', name: 'Bengaluru' },
        { code: 'MYS-1', name: 'Mysuru' },
      ],
      exceptions: [{ menu: 'ManageStudents', effect: 'withhold', level: null }],
      invitationExpiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      createdAt: created.createdAt,
    });

    // A role renamed (the Role Manager) and a centre renamed (the centres' screen).
    await call(owner, 'PATCH', `/api/v1/roles/${accounts.id}`, { name: 'Zonal accounts' });
    await call(owner, 'PATCH', `/api/v1/centres/${centre.id}`, { CentreName: 'Bengaluru South' });
    expect(await listed()).toMatchObject({
      roles: [
        { id: desk.id, name: 'Front desk', isOwner: false },
        { id: accounts.id, name: 'Zonal accounts', isOwner: false },
      ],
      centres: [
        { code: 'BLR-1', name: 'Bengaluru South' },
        { code: 'MYS-1', name: 'Mysuru' },
      ],
    });

    // Taken off a centre by the centre assignment screen; the centre then gone from the database.
    await call(owner, 'PUT', `/api/v1/centre-assignments/${centre.id}`, { teacherIds: [], staffIds: [] });
    expect((await listed()).centres).toEqual([{ code: 'MYS-1', name: 'Mysuru' }]);
    await rowsOf(
      t.database,
      sql`delete from centres where centre_code = 'MYS-1' and organisation_id =
        (select organisation_id from users where id = ${owner.userId})`,
    );
    expect((await listed()).centres).toEqual([{ code: 'MYS-1', name: 'MYS-1' }]);

    // Made an owner, then given a grant instead of the withhold; the invitation accepted.
    const ownerRole = (await call(owner, 'GET', '/api/v1/roles?pageSize=100'))
      .json()
      .data.find((r: { isOwner: boolean }) => r.isOwner);
    await call(owner, 'PATCH', `/api/v1/users/${created.id}`, {
      roleIds: [ownerRole.id, desk.id],
      exceptions: [{ menu: 'ManageEnquiry', effect: 'grant', level: 'manage' }],
    });
    await acceptInvitation(t, await invitationToken(t, body.email), 'a long password 1');
    expect(await listed()).toMatchObject({
      status: 'active',
      isOwner: true,
      roles: [
        { id: ownerRole.id, isOwner: true },
        { id: desk.id, name: 'Front desk', isOwner: false },
      ],
      exceptions: [{ menu: 'ManageEnquiry', effect: 'grant', level: 'manage' }],
      invitationExpiresAt: null,
    });
  });

  it('edits the details, roles and exceptions, auditing only what changed', async () => {
    const owner = await registerAndLogin(t.app);
    const role = await createRole(t, owner, [{ menu: 'Batch', level: 'view' }], 'Batch viewer');
    const user = (await call(owner, 'POST', '/api/v1/users', newUser())).json();
    const res = await call(owner, 'PATCH', `/api/v1/users/${user.id}`, {
      userName: 'Meera I.',
      mobile: user.mobile,
      roleIds: [role.id],
      exceptions: [
        { menu: 'Holiday', effect: 'grant', level: 'manage' },
        { menu: 'Batch', effect: 'withhold' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userName: 'Meera I.',
      roles: [{ id: role.id, name: 'Batch viewer' }],
      exceptions: [
        { menu: 'Batch', effect: 'withhold', level: null },
        { menu: 'Holiday', effect: 'grant', level: 'manage' },
      ],
    });
    const [entry] = await rowsOf<{ summary: Record<string, unknown> }>(
      t.database,
      sql`select summary from audit_log where area = 'users' and action = 'update' and entity_id = ${String(user.id)}`,
    );
    expect(entry!.summary).toEqual({
      email: user.email,
      before: { userName: 'Meera Iyer', roles: [], exceptions: [] },
      after: {
        userName: 'Meera I.',
        roles: ['Batch viewer'],
        exceptions: [
          { menu: 'Batch', effect: 'withhold' },
          { menu: 'Holiday', effect: 'grant', level: 'manage' },
        ],
      },
    });
    // Nothing changed: nothing recorded.
    await call(owner, 'PATCH', `/api/v1/users/${user.id}`, { userName: 'Meera I.' });
    const updates = await rowsOf(
      t.database,
      sql`select 1 from audit_log where action = 'update' and entity_id = ${String(user.id)} and area = 'users'`,
    );
    expect(updates).toHaveLength(1);
  });

  it('keeps users to their organisation', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const user = (await call(owner, 'POST', '/api/v1/users', newUser())).json();
    for (const [method, url] of [
      ['GET', `/api/v1/users/${user.id}`],
      ['PATCH', `/api/v1/users/${user.id}`],
      ['POST', `/api/v1/users/${user.id}/deactivate`],
      ['POST', `/api/v1/users/${user.id}/reactivate`],
      ['POST', `/api/v1/users/${user.id}/invitation`],
    ] as const) {
      expect(
        (await call(other, method, url, method === 'PATCH' ? { userName: 'x' } : undefined)).statusCode,
      ).toBe(404);
    }
    const list = (await call(other, 'GET', '/api/v1/users')).json();
    expect(list.data.map((u: { email: string }) => u.email)).toEqual([other.email]);
  });
});

describe('deactivation', () => {
  it('ends the user’s sessions at once and stops sign-in, until reactivated', async () => {
    const owner = await registerAndLogin(t.app);
    const staff = await addStaff(t, owner, { grants: [{ menu: 'Holiday', level: 'view' }] });
    expect((await call(staff, 'GET', '/api/v1/session')).statusCode).toBe(200);
    const res = await call(owner, 'POST', `/api/v1/users/${staff.id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('inactive');
    expect((await call(staff, 'GET', '/api/v1/session')).statusCode).toBe(401);
    const sessions = await rowsOf(t.database, sql`select 1 from sessions where user_id = ${staff.id}`);
    expect(sessions).toHaveLength(0);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: staff.email, password: staff.password },
      });
    expect((await login()).statusCode).toBe(401);
    const back = await call(owner, 'POST', `/api/v1/users/${staff.id}/reactivate`);
    expect(back.json().status).toBe('active');
    expect((await login()).statusCode).toBe(200);
    const actions = await rowsOf<{ action: string }>(
      t.database,
      sql`select action from audit_log where area = 'users' and entity_id = ${String(staff.id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['create', 'accept-invitation', 'deactivate', 'reactivate']);
  });

  it('refuses to deactivate yourself', async () => {
    const owner = await registerAndLogin(t.app);
    const res = await call(owner, 'POST', `/api/v1/users/${owner.userId}/deactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot deactivate your own account.');
  });
});

describe('owners', () => {
  it('cannot lose their last owner, by demotion or deactivation', async () => {
    const owner = await registerAndLogin(t.app);
    const ownerRole = await roleIdOf(owner, 'Owner');
    const demote = await call(owner, 'PATCH', `/api/v1/users/${owner.userId}`, { roleIds: [] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/last owner/);

    // A second owner who has not accepted yet does not count: nobody could sign in.
    const invited = (await call(owner, 'POST', '/api/v1/users', newUser({ roleIds: [ownerRole] }))).json();
    expect(invited.isOwner).toBe(true);
    expect((await call(owner, 'PATCH', `/api/v1/users/${owner.userId}`, { roleIds: [] })).statusCode).toBe(
      409,
    );

    const second = await addStaff(t, owner, { roleIds: [ownerRole] });
    expect((await call(second, 'POST', `/api/v1/users/${owner.userId}/deactivate`)).statusCode).toBe(200);
    const last = await call(second, 'PATCH', `/api/v1/users/${second.id}`, { roleIds: [] });
    expect(last.statusCode).toBe(409);
    await call(second, 'POST', `/api/v1/users/${owner.userId}/reactivate`);
    const now = await call(second, 'PATCH', `/api/v1/users/${second.id}`, { roleIds: [] });
    expect(now.statusCode).toBe(200);
    expect(now.json().isOwner).toBe(false);
    // Demoted: the very next request is judged on the new roles.
    expect((await call(second, 'GET', '/api/v1/users')).statusCode).toBe(403);
  });

  it('are made and changed only by owners; a user manager gives only what they hold', async () => {
    const owner = await registerAndLogin(t.app);
    const ownerRole = await roleIdOf(owner, 'Owner');
    const manager = await addStaff(t, owner, {
      grants: [
        { menu: 'UserManager', level: 'manage' },
        { menu: 'Batch', level: 'view' },
      ],
    });
    const makeOwner = await call(manager, 'POST', '/api/v1/users', newUser({ roleIds: [ownerRole] }));
    expect(makeOwner.statusCode).toBe(403);
    expect(makeOwner.json().message).toMatch(/Only an owner/);
    for (const res of [
      await call(manager, 'PATCH', `/api/v1/users/${owner.userId}`, { userName: 'Gone' }),
      await call(manager, 'POST', `/api/v1/users/${owner.userId}/deactivate`),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    const feesRole = await createRole(t, owner, [{ menu: 'PaidFees', level: 'view' }]);
    expect(
      (await call(manager, 'POST', '/api/v1/users', newUser({ roleIds: [feesRole.id] }))).statusCode,
    ).toBe(403);
    const grant = await call(
      manager,
      'POST',
      '/api/v1/users',
      newUser({ exceptions: [{ menu: 'Batch', effect: 'grant', level: 'manage' }] }),
    );
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toMatch(/menus you hold yourself.*Batch/);
    const ok = await call(
      manager,
      'POST',
      '/api/v1/users',
      newUser({ exceptions: [{ menu: 'Batch', effect: 'grant', level: 'view' }] }),
    );
    expect(ok.statusCode).toBe(201);
    // Nor can they raise themselves.
    const self = await call(manager, 'PATCH', `/api/v1/users/${manager.id}`, {
      exceptions: [{ menu: 'PaidFees', effect: 'grant', level: 'manage' }],
    });
    expect(self.statusCode).toBe(403);
  });
});

describe('per-user menu exceptions', () => {
  it('grant or withhold one menu beyond the roles, in the sidebar and at the guard alike', async () => {
    const owner = await registerAndLogin(t.app);
    const staff = await addStaff(t, owner, {
      grants: [
        { menu: 'UserManager', level: 'view' },
        { menu: 'Batch', level: 'view' },
      ],
    });
    expect(await menuNames(staff)).toEqual(['Batch', 'UserManager']);
    expect((await call(staff, 'GET', '/api/v1/users')).statusCode).toBe(200);
    expect((await call(staff, 'GET', '/api/v1/roles')).statusCode).toBe(403);

    await call(owner, 'PATCH', `/api/v1/users/${staff.id}`, {
      exceptions: [
        { menu: 'UserManager', effect: 'withhold' },
        { menu: 'RoleManager', effect: 'grant', level: 'view' },
      ],
    });
    expect(await menuNames(staff)).toEqual(['Batch', 'RoleManager']);
    expect((await call(staff, 'GET', '/api/v1/users')).statusCode).toBe(403);
    expect((await call(staff, 'GET', '/api/v1/roles')).statusCode).toBe(200);
    // View is not manage.
    expect((await call(staff, 'POST', '/api/v1/roles', { name: 'Nope', grants: [] })).statusCode).toBe(403);

    await call(owner, 'PATCH', `/api/v1/users/${staff.id}`, {
      exceptions: [{ menu: 'RoleManager', effect: 'grant', level: 'manage' }],
    });
    expect((await call(staff, 'POST', '/api/v1/roles', { name: 'Yes', grants: [] })).statusCode).toBe(201);
    expect(await menuNames(staff)).toEqual(['Batch', 'UserManager', 'RoleManager']);
    // The screens read the same access, with levels, to hide what the user may not change.
    expect((await call(staff, 'GET', '/api/v1/me/access')).json()).toEqual({
      owner: false,
      menus: { Batch: 'view', UserManager: 'view', RoleManager: 'manage' },
    });
    // A user manager picks roles without needing the Role Manager menu.
    const options = (await call(staff, 'GET', '/api/v1/users/role-options')).json();
    expect(options.data.map((r: { name: string }) => r.name)).toEqual(['Owner', expect.any(String), 'Yes']);
  });

  it('do not take anything from an owner', async () => {
    const owner = await registerAndLogin(t.app);
    const ownerRole = await roleIdOf(owner, 'Owner');
    const second = await addStaff(t, owner, {
      roleIds: [ownerRole],
      exceptions: [{ menu: 'UserManager', effect: 'withhold' }],
    });
    expect(await menuNames(second)).toContain('UserManager');
    const access = (await call(second, 'GET', '/api/v1/me/access')).json();
    expect(access.owner).toBe(true);
    expect(access.menus.UserManager).toBe('manage');
    expect((await call(second, 'GET', '/api/v1/users')).statusCode).toBe(200);
  });
});
