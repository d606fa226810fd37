import { sql } from 'drizzle-orm';
import type { MenuException, RoleGrant } from '@kaksha/contracts';
import { as, rowsOf, sessionCookie, uniqueEmail } from '../harness.ts';
import type { Account, TestApp } from '../harness.ts';

/** Test helpers of the users area: staff added through the API and signed in through their emailed link. */

export interface Staff extends Account {
  id: number;
  roleId?: number;
}

let roleCounter = 0;

export async function createRole(t: TestApp, owner: Account, grants: RoleGrant[], name?: string) {
  const res = await t.app.inject(
    as(owner, {
      method: 'POST',
      url: '/api/v1/roles',
      payload: { name: name ?? `Role ${process.pid}-${++roleCounter}`, grants },
    }),
  );
  if (res.statusCode !== 201) throw new Error(`role not created: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; name: string };
}

/** The token of the newest invitation link mailed to `email`, read from the outbox. */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const [mail] = await rowsOf<{ body_text: string }>(
    t.database,
    sql`select body_text from mail_outbox where to_address = ${email} order by id desc limit 1`,
  );
  const token = /#token=([\w-]+)/.exec(mail?.body_text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

export async function acceptInvitation(t: TestApp, token: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/invitations/accept',
    payload: { token, password },
  });
  if (res.statusCode !== 200) throw new Error(`invitation not accepted: ${res.statusCode} ${res.body}`);
  return sessionCookie(res.headers['set-cookie']);
}

/**
 * A staff user of the owner's organisation holding a new role with `grants` (none: no role at all)
 * and `exceptions`, invited by the owner and signed in through the emailed link.
 */
export async function addStaff(
  t: TestApp,
  owner: Account,
  options: { grants?: RoleGrant[]; roleIds?: number[]; exceptions?: MenuException[]; label?: string } = {},
): Promise<Staff> {
  const role = options.grants ? await createRole(t, owner, options.grants) : undefined;
  const email = uniqueEmail(options.label ?? 'staff');
  const password = 'staff password 123';
  const res = await t.app.inject(
    as(owner, {
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        userName: 'Staff Member',
        email,
        mobile: '9123456780',
        roleIds: [...(role ? [role.id] : []), ...(options.roleIds ?? [])],
        exceptions: options.exceptions ?? [],
      },
    }),
  );
  if (res.statusCode !== 201) throw new Error(`staff not created: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { id: number }).id;
  const cookie = await acceptInvitation(t, await invitationToken(t, email), password);
  const session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } });
  return { id, email, password, userId: id, suCode: session.json().SUCode, cookie, roleId: role?.id };
}
