import { eq } from 'drizzle-orm';
import { menuCatalogue, verhoeffValid } from '@kaksha/contracts';
import type { CatalogueMenu, CentreInput, TeacherInput } from '@kaksha/contracts';
import { as, sessionCookie } from '../harness.ts';
import { organisations, roleGrants, roles, userRoles, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/crypto.ts';
import type { Account, TestApp } from '../harness.ts';

/** What the spec's teacher writes send about their author: the owner's UserType is Admin. */
export const creator = (account: Account) => ({
  SUCode: account.suCode,
  EmailID: account.email,
  CreatedBy: 'Admin',
});

let serial = 0;

export async function makeCentre(t: TestApp, account: Account, input: Partial<CentreInput> = {}) {
  const res = await t.app.inject(
    as(account, {
      method: 'POST',
      url: '/api/v1/centres',
      payload: { CentreCode: `C${++serial}`, CentreName: `Centre ${serial}`, ...input },
    }),
  );
  if (res.statusCode !== 201) throw new Error(`centre: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; CentreCode: string; CentreName: string };
}

export async function makeTeacher(t: TestApp, account: Account, input: Partial<TeacherInput> = {}) {
  const n = ++serial;
  const res = await t.app.inject(
    as(account, {
      method: 'POST',
      url: '/api/v1/teachers',
      payload: {
        name: `Teacher ${n}`,
        email: `teacher${n}.${Date.now()}@school.test`,
        mobile: '9876500000',
        joiningDate: '2024-06-01',
        ...input,
      },
    }),
  );
  if (res.statusCode !== 201) throw new Error(`teacher: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; name: string; email: string };
}

/** A 12-digit number starting `prefix` whose last digit is a correct Verhoeff check digit. */
export function aadhaar(prefix = '23456789012'): string {
  for (let d = 0; d <= 9; d++) if (verhoeffValid(`${prefix}${d}`)) return `${prefix}${d}`;
  throw new Error('unreachable');
}

/** The same number with a wrong check digit. */
export function badAadhaar(prefix = '23456789012'): string {
  const good = aadhaar(prefix);
  return `${prefix}${(Number(good.at(-1)) + 1) % 10}`;
}

export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(200, 0x20),
  Buffer.from('\n%%EOF\n'),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

export { multipart } from './multipart.ts';

/** A staff user of `owner`'s organisation holding only `grants` (FrmName → level), signed in. */
export async function makeStaff(
  t: TestApp,
  owner: Account,
  grants: Record<string, 'view' | 'manage'>,
): Promise<Account> {
  const db = t.database.db;
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.suCode, owner.suCode));
  const n = ++serial;
  const email = `staff${n}.${Date.now()}@school.test`;
  const password = 'staff password 123';
  const [role] = await db
    .insert(roles)
    .values({ organisationId: org!.id, name: `Role ${n}` })
    .returning({ id: roles.id });
  const codes = Object.entries(grants).map(([frmName, level]) => ({
    roleId: role!.id,
    menuCode: codeOf(frmName),
    level,
  }));
  if (codes.length > 0) await db.insert(roleGrants).values(codes);
  const [user] = await db
    .insert(users)
    .values({
      organisationId: org!.id,
      email,
      passwordHash: await hashPassword(password),
      userName: `Staff ${n}`,
      userType: 'Staff',
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`staff login: ${login.statusCode} ${login.body}`);
  return {
    email,
    password,
    userId: user!.id,
    suCode: owner.suCode,
    cookie: sessionCookie(login.headers['set-cookie']),
  };
}

function codeOf(frmName: string): number {
  const find = (items: CatalogueMenu[]): number | undefined => {
    for (const item of items) {
      if (item.frmName === frmName) return item.code;
      const below = find(item.children ?? []);
      if (below !== undefined) return below;
    }
    return undefined;
  };
  const code = find(menuCatalogue);
  if (code === undefined) throw new Error(`no menu ${frmName}`);
  return code;
}
