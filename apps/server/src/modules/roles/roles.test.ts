import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { grantableMenus } from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import { addStaff, createRole } from '../../../test/helpers/users.ts';

const t = appPerFile({ limits: { invitationsPerWindow: 10_000 } });

const call = caller(t);

describe('/api/v1/roles', () => {
  it('lists the built-in Owner role first, holding every menu at manage', async () => {
    const owner = await registerAndLogin(t.app);
    await createRole(t, owner, [{ menu: 'ManageEnquiry', level: 'view' }], 'Counsellor');
    const res = await call(owner, 'GET', '/api/v1/roles');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.data[0]).toMatchObject({ name: 'Owner', isOwner: true, userCount: 1 });
    expect(body.data[0].grants).toHaveLength(grantableMenus.length);
    expect(body.data[0].grants.every((g: { level: string }) => g.level === 'manage')).toBe(true);
    expect(body.data[1]).toMatchObject({
      name: 'Counsellor',
      isOwner: false,
      userCount: 0,
      grants: [{ menu: 'ManageEnquiry', level: 'view' }],
    });
  });

  it('searches and pages', async () => {
    const owner = await registerAndLogin(t.app);
    for (const name of ['Accountant', 'Receptionist', 'Academic coordinator'])
      await createRole(t, owner, [], name);
    const search = (await call(owner, 'GET', '/api/v1/roles?q=ac')).json();
    expect(search.data.map((r: { name: string }) => r.name)).toEqual(['Academic coordinator', 'Accountant']);
    const page = (await call(owner, 'GET', '/api/v1/roles?page=2&pageSize=2')).json();
    expect(page.total).toBe(4);
    expect(page.data.map((r: { name: string }) => r.name)).toEqual(['Accountant', 'Receptionist']);
    // A LIKE wildcard in q is a plain character.
    expect((await call(owner, 'GET', '/api/v1/roles?q=%25')).json().total).toBe(0);
    expect((await call(owner, 'GET', '/api/v1/roles?pageSize=1000')).statusCode).toBe(400);
  });

  it('creates, renames, regrants and deletes a role, auditing each change with before and after', async () => {
    const owner = await registerAndLogin(t.app);
    const created = await call(owner, 'POST', '/api/v1/roles', {
      name: '  Fees clerk ',
      grants: [
        { menu: 'PaidFees', level: 'manage' },
        { menu: 'PendingFees', level: 'view' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({ name: 'Fees clerk', isOwner: false, userCount: 0 });

    const renamed = await call(owner, 'PATCH', `/api/v1/roles/${role.id}`, {
      name: 'Fees desk',
      grants: [{ menu: 'PaidFees', level: 'view' }],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Fees desk',
      grants: [{ menu: 'PaidFees', level: 'view' }],
    });
    expect((await call(owner, 'GET', `/api/v1/roles/${role.id}`)).json().name).toBe('Fees desk');

    expect((await call(owner, 'DELETE', `/api/v1/roles/${role.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/v1/roles/${role.id}`)).statusCode).toBe(404);

    const audit = await rowsOf<{ action: string; summary: Record<string, unknown> }>(
      t.database,
      sql`select action, summary from audit_log where area = 'roles' and entity_id = ${String(role.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]!.summary).toEqual({
      name: 'Fees clerk',
      before: {
        name: 'Fees clerk',
        grants: [
          { menu: 'PaidFees', level: 'manage' },
          { menu: 'PendingFees', level: 'view' },
        ],
      },
      after: { name: 'Fees desk', grants: [{ menu: 'PaidFees', level: 'view' }] },
    });
  });

  it('refuses a duplicate name (any case), an unknown menu, an unknown level or an empty name', async () => {
    const owner = await registerAndLogin(t.app);
    await createRole(t, owner, [], 'Teacher');
    const dup = await call(owner, 'POST', '/api/v1/roles', { name: 'TEACHER', grants: [] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { name: 'A role with this name already exists.' },
    });
    const owners = await call(owner, 'POST', '/api/v1/roles', { name: 'owner', grants: [] });
    expect(owners.statusCode).toBe(409);
    for (const payload of [
      { name: 'X', grants: [{ menu: 'NoSuchScreen', level: 'view' }] },
      { name: 'X', grants: [{ menu: 'PaidFees', level: 'admin' }] },
      { name: '   ', grants: [] },
    ]) {
      expect((await call(owner, 'POST', '/api/v1/roles', payload)).statusCode).toBe(400);
    }
  });

  it('copies a role with its grants, numbering the name when a copy exists', async () => {
    const owner = await registerAndLogin(t.app);
    const source = await createRole(t, owner, [{ menu: 'Batch', level: 'manage' }], 'Batch lead');
    const first = await call(owner, 'POST', `/api/v1/roles/${source.id}/copy`, {});
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Copy of Batch lead',
      grants: [{ menu: 'Batch', level: 'manage' }],
    });
    const second = await call(owner, 'POST', `/api/v1/roles/${source.id}/copy`, {});
    expect(second.json().name).toBe('Copy of Batch lead (2)');
    const named = await call(owner, 'POST', `/api/v1/roles/${source.id}/copy`, { name: 'Batch helper' });
    expect(named.json().name).toBe('Batch helper');
    const ownerRole = (await call(owner, 'GET', '/api/v1/roles')).json().data[0];
    const ownerCopy = await call(owner, 'POST', `/api/v1/roles/${ownerRole.id}/copy`, {});
    expect(ownerCopy.json()).toMatchObject({ name: 'Copy of Owner', isOwner: false });
    expect(ownerCopy.json().grants).toHaveLength(grantableMenus.length);
  });

  it('keeps the Owner role as it is: no rename, no regrant, no delete', async () => {
    const owner = await registerAndLogin(t.app);
    const ownerRole = (await call(owner, 'GET', '/api/v1/roles')).json().data[0];
    for (const res of [
      await call(owner, 'PATCH', `/api/v1/roles/${ownerRole.id}`, { name: 'Boss' }),
      await call(owner, 'PATCH', `/api/v1/roles/${ownerRole.id}`, { grants: [] }),
      await call(owner, 'DELETE', `/api/v1/roles/${ownerRole.id}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/Owner role is built in/);
    }
  });

  it('refuses to delete a role while users hold it, saying how many', async () => {
    const owner = await registerAndLogin(t.app);
    const staff = await addStaff(t, owner, { grants: [{ menu: 'Holiday', level: 'view' }] });
    const res = await call(owner, 'DELETE', `/api/v1/roles/${staff.roleId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/is held by 1 user\. Remove the role from that user first/);
    await call(owner, 'PATCH', `/api/v1/users/${staff.id}`, { roleIds: [] });
    expect((await call(owner, 'DELETE', `/api/v1/roles/${staff.roleId}`)).statusCode).toBe(204);
  });

  it('keeps roles to their organisation', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const role = await createRole(t, owner, [], 'Private');
    expect((await call(other, 'GET', `/api/v1/roles/${role.id}`)).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `/api/v1/roles/${role.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/v1/roles/${role.id}/copy`, {})).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/v1/roles/${role.id}`)).statusCode).toBe(404);
    expect(
      (await call(other, 'GET', '/api/v1/roles')).json().data.map((r: { name: string }) => r.name),
    ).toEqual(['Owner']);
  });

  it('lets a role manager who is not an owner grant only what they hold, at their level', async () => {
    const owner = await registerAndLogin(t.app);
    const manager = await addStaff(t, owner, {
      grants: [
        { menu: 'RoleManager', level: 'manage' },
        { menu: 'Batch', level: 'view' },
      ],
    });
    const ok = await call(manager, 'POST', '/api/v1/roles', {
      name: 'Batch viewer',
      grants: [{ menu: 'Batch', level: 'view' }],
    });
    expect(ok.statusCode).toBe(201);
    const raise = await call(manager, 'PATCH', `/api/v1/roles/${ok.json().id}`, {
      grants: [{ menu: 'Batch', level: 'manage' }],
    });
    expect(raise.statusCode).toBe(403);
    expect(raise.json().message).toMatch(/only grant menus you hold yourself.*Batch/);
    const other = await call(manager, 'POST', '/api/v1/roles', {
      name: 'Fees',
      grants: [{ menu: 'PaidFees', level: 'view' }],
    });
    expect(other.statusCode).toBe(403);
    const ownerRole = (await call(manager, 'GET', '/api/v1/roles')).json().data[0];
    expect((await call(manager, 'POST', `/api/v1/roles/${ownerRole.id}/copy`, {})).statusCode).toBe(403);
  });
});
