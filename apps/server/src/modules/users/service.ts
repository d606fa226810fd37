import type { MenuException, StaffUser, UserStatus } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { changes, recordCallerAudit } from '../audit/service.ts';
import { beyondCaller, menuCodeOf } from '../menus/service.ts';
import type { AccessLevel } from '../menus/service.ts';
import type { Caller } from '../../lib/caller.ts';
import { activeOwnerIds, allRoles, lockOwnerRole, rolesByIds } from '../roles/service.ts';
import type { AssignableRole } from '../roles/service.ts';
import { centreDirectory } from './centres.ts';
import { invite } from './invitations.service.ts';
import * as repo from './repository.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export const USER_NOT_FOUND = 'User not found.';
export const EMAIL_IN_USE = 'This email is already in use. Each person signs in with their own email.';
export const LAST_OWNER =
  'This is the last owner of your institute. Make someone else an owner first, so that someone can still manage it.';
export const OWNERS_ONLY = 'Only an owner can change an owner, or make someone an owner.';
export const NOT_YOURSELF = 'You cannot deactivate your own account.';
export const ALREADY_ACCEPTED = 'This user has already set a password, so there is no invitation to resend.';
export const DEACTIVATED = 'This user is deactivated. Reactivate them first.';
/** The user type of staff added here; the registering owner is 'Admin'. */
export const STAFF_USER_TYPE = 'Staff';

const emailInUse = () => new AppError('CONFLICT', EMAIL_IN_USE, { email: EMAIL_IN_USE });

export function listUsers(
  db: Db,
  caller: Caller,
  query: { page: number; pageSize: number; q?: string; status?: UserStatus; roleId?: number },
) {
  return repo.listUsers(db, caller.organisationId, {
    q: query.q || undefined,
    status: query.status,
    roleId: query.roleId,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
}

export async function getUser(db: Executor, caller: Caller, id: number): Promise<StaffUser> {
  const user = await repo.findUser(db, caller.organisationId, id);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

export async function listCentres(db: Executor, caller: Caller) {
  const data = await centreDirectory.list(db, caller.organisationId);
  return { data, total: data.length };
}

/** Every role of the organisation, Owner first, for the picker (a user manager may lack RoleManager). */
export async function roleOptions(db: Executor, caller: Caller) {
  const data = await allRoles(db, caller.organisationId);
  return { data, total: data.length };
}

// ---- the rules for what one user may give another ----

async function checkedRoles(db: Executor, caller: Caller, roleIds: number[]): Promise<AssignableRole[]> {
  const found = await rolesByIds(db, caller.organisationId, roleIds);
  const missing = [...new Set(roleIds)].filter((id) => !found.some((r) => r.id === id));
  if (missing.length > 0) {
    const message = 'One or more of the chosen roles no longer exist. Reload and try again.';
    throw invalid(message, { roleIds: message });
  }
  return found;
}

/**
 * The organisation's codes for these centres (as stored, upper-case). A new placement must be an
 * active centre; one the user already has may stay although the centre was closed since.
 */
async function checkedCentres(
  db: Executor,
  caller: Caller,
  codes: string[],
  held: string[] = [],
): Promise<string[]> {
  const wanted = [...new Set(codes.map((c) => c.trim().toUpperCase()))];
  if (wanted.length === 0) return wanted;
  const found = await centreDirectory.byCodes(db, caller.organisationId, wanted);
  const usable = new Set(found.filter((c) => c.active || held.includes(c.code)).map((c) => c.code));
  const unknown = wanted.filter((c) => !usable.has(c));
  if (unknown.length > 0) {
    const message = `Unknown centre: ${unknown.join(', ')}.`;
    throw invalid(message, { centreCodes: message });
  }
  return wanted;
}

const exceptionRows = (items: MenuException[]) =>
  items.map((e) => ({
    menuCode: menuCodeOf(e.menu)!,
    effect: e.effect,
    level: e.effect === 'grant' ? e.level : null,
  }));

/**
 * A non-owner may hand out only what they hold themselves: no Owner role, no role or exception that
 * grants a menu beyond their own level. `previous` lists what the user already had (not re-checked).
 */
function assertMayGive(
  caller: Caller,
  give: { roles: AssignableRole[]; exceptions: MenuException[] },
  previous: { roleIds: number[]; exceptions: StaffUser['exceptions'] } = { roleIds: [], exceptions: [] },
) {
  const newRoles = give.roles.filter((r) => !previous.roleIds.includes(r.id));
  if (!caller.access.owner && newRoles.some((r) => r.isOwner)) throw forbidden(OWNERS_ONLY);
  const had = new Map(previous.exceptions.filter((e) => e.effect === 'grant').map((e) => [e.menu, e.level]));
  const wanted = [
    ...newRoles.flatMap((r) => r.grants),
    ...give.exceptions
      .filter((e) => e.effect === 'grant')
      .filter((e) => had.get(e.menu) !== 'manage' && had.get(e.menu) !== (e as { level: AccessLevel }).level)
      .map((e) => ({ menuCode: menuCodeOf(e.menu)!, level: (e as { level: AccessLevel }).level })),
  ];
  const beyond = beyondCaller(caller, wanted);
  if (beyond.length > 0) {
    throw forbidden(
      `You can only give others menus you hold yourself, at your own level: ${[...new Set(beyond)].join(', ')}.`,
    );
  }
}

/** Fails when the organisation would be left without an owner who can sign in. Call under the Owner-role lock. */
async function assertOwnerRemains(tx: Executor, organisationId: number, losing: number) {
  const owners = await activeOwnerIds(tx, organisationId);
  if (owners.includes(losing) && owners.length <= 1) throw new AppError('CONFLICT', LAST_OWNER);
}

export interface NewStaffUser {
  userName: string;
  email: string;
  mobile: string;
  whatsapp: string;
  roleIds: number[];
  centreCodes: string[];
  exceptions: MenuException[];
}

/** Adds a staff user without a password and mails them a link to set one; returns the user and the mail to deliver. */
export async function createUser(
  db: Db,
  mailer: Mailer,
  caller: Caller,
  input: NewStaffUser,
  origin: string,
) {
  const { organisationId } = caller;
  const roles = await checkedRoles(db, caller, input.roleIds);
  const centres = await checkedCentres(db, caller, input.centreCodes);
  assertMayGive(caller, { roles, exceptions: input.exceptions });
  if (await repo.emailTaken(db, input.email)) throw emailInUse();
  try {
    const { id, mailId } = await db.transaction(async (tx) => {
      const id = await repo.insertUser(tx, {
        organisationId,
        email: input.email,
        passwordHash: null,
        userName: input.userName,
        mobile: input.mobile,
        whatsapp: input.whatsapp,
        userType: STAFF_USER_TYPE,
      });
      await repo.replaceRoles(
        tx,
        id,
        roles.map((r) => r.id),
      );
      await repo.replaceCentres(tx, id, centres);
      await repo.replaceExceptions(tx, id, exceptionRows(input.exceptions));
      const mailId = await invite(
        tx,
        mailer,
        caller,
        { id, email: input.email, userName: input.userName },
        origin,
      );
      await recordCallerAudit(tx, caller, {
        action: 'create',
        area: 'users',
        entityId: id,
        summary: {
          userName: input.userName,
          email: input.email,
          mobile: input.mobile,
          whatsapp: input.whatsapp,
          roles: roles.map((r) => r.name),
          centres,
          exceptions: input.exceptions,
          invited: true,
        },
      });
      return { id, mailId };
    });
    return { user: await getUser(db, caller, id), mailId };
  } catch (err) {
    if (isUniqueViolation(err)) throw emailInUse();
    throw err;
  }
}

export interface StaffUserChanges {
  userName?: string;
  mobile?: string;
  whatsapp?: string;
  roleIds?: number[];
  centreCodes?: string[];
  exceptions?: MenuException[];
}

export async function updateUser(db: Db, caller: Caller, id: number, input: StaffUserChanges) {
  const { organisationId } = caller;
  const before = await getUser(db, caller, id);
  if (before.isOwner && !caller.access.owner) throw forbidden(OWNERS_ONLY);
  const roles = input.roleIds ? await checkedRoles(db, caller, input.roleIds) : undefined;
  const centres = input.centreCodes
    ? await checkedCentres(
        db,
        caller,
        input.centreCodes,
        before.centres.map((c) => c.code),
      )
    : undefined;
  assertMayGive(
    caller,
    { roles: roles ?? [], exceptions: input.exceptions ?? [] },
    { roleIds: before.roles.map((r) => r.id), exceptions: before.exceptions },
  );
  const losesOwner = Boolean(before.isOwner && roles && !roles.some((r) => r.isOwner));
  await db.transaction(async (tx) => {
    if (losesOwner) await lockOwnerRole(tx, organisationId);
    if (!(await repo.lockUser(tx, organisationId, id))) throw notFound(USER_NOT_FOUND);
    if (losesOwner) await assertOwnerRemains(tx, organisationId, id);
    const fields = { userName: input.userName, mobile: input.mobile, whatsapp: input.whatsapp };
    if (Object.values(fields).some((v) => v !== undefined)) await repo.updateUser(tx, id, fields);
    if (roles)
      await repo.replaceRoles(
        tx,
        id,
        roles.map((r) => r.id),
      );
    if (centres) await repo.replaceCentres(tx, id, centres);
    if (input.exceptions) await repo.replaceExceptions(tx, id, exceptionRows(input.exceptions));
    const diff = changes(
      {
        userName: before.userName,
        mobile: before.mobile,
        whatsapp: before.whatsapp,
        roles: before.roles.map((r) => r.name).sort(),
        centres: before.centres.map((c) => c.code).sort(),
        exceptions: before.exceptions.map((e) =>
          e.effect === 'grant' ? { ...e } : { menu: e.menu, effect: e.effect },
        ),
      },
      {
        ...fields,
        roles: roles?.map((r) => r.name).sort(),
        centres: centres?.slice().sort(),
        exceptions: input.exceptions
          ?.slice()
          .sort((a, b) => menuCodeOf(a.menu)! - menuCodeOf(b.menu)!)
          .map((e) => (e.effect === 'grant' ? { menu: e.menu, effect: e.effect, level: e.level } : e)),
      },
    );
    if (diff.changed) {
      await recordCallerAudit(tx, caller, {
        action: 'update',
        area: 'users',
        entityId: id,
        summary: { email: before.email, before: diff.before, after: diff.after },
      });
    }
  });
  return getUser(db, caller, id);
}

/** Deactivates the user: they cannot sign in, and every session of theirs ends now. */
export async function deactivateUser(db: Db, caller: Caller, id: number) {
  const { organisationId } = caller;
  if (id === caller.userId) throw new AppError('CONFLICT', NOT_YOURSELF);
  const before = await getUser(db, caller, id);
  if (before.isOwner && !caller.access.owner) throw forbidden(OWNERS_ONLY);
  if (before.status !== 'inactive') {
    await db.transaction(async (tx) => {
      if (before.isOwner) await lockOwnerRole(tx, organisationId);
      if (!(await repo.lockUser(tx, organisationId, id))) throw notFound(USER_NOT_FOUND);
      if (before.isOwner) await assertOwnerRemains(tx, organisationId, id);
      await repo.updateUser(tx, id, { active: false });
      await repo.deleteSessions(tx, id);
      await repo.retireInvitations(tx, id, new Date());
      await recordCallerAudit(tx, caller, {
        action: 'deactivate',
        area: 'users',
        entityId: id,
        summary: { email: before.email, before: { status: before.status }, after: { status: 'inactive' } },
      });
    });
  }
  return getUser(db, caller, id);
}

export async function reactivateUser(db: Db, caller: Caller, id: number) {
  const { organisationId } = caller;
  const before = await getUser(db, caller, id);
  if (before.isOwner && !caller.access.owner) throw forbidden(OWNERS_ONLY);
  if (before.status === 'inactive') {
    await db.transaction(async (tx) => {
      if (!(await repo.lockUser(tx, organisationId, id))) throw notFound(USER_NOT_FOUND);
      await repo.updateUser(tx, id, { active: true });
      await recordCallerAudit(tx, caller, {
        action: 'reactivate',
        area: 'users',
        entityId: id,
        summary: { email: before.email, before: { status: 'inactive' }, after: { status: 'active' } },
      });
    });
  }
  return getUser(db, caller, id);
}

/** A fresh link for a user who has not set a password yet; the old link stops working. */
export async function resendInvitation(db: Db, mailer: Mailer, caller: Caller, id: number, origin: string) {
  const { organisationId } = caller;
  const user = await getUser(db, caller, id);
  if (user.isOwner && !caller.access.owner) throw forbidden(OWNERS_ONLY);
  if (user.status === 'inactive') throw new AppError('CONFLICT', DEACTIVATED);
  if (user.status === 'active') throw new AppError('CONFLICT', ALREADY_ACCEPTED);
  const mailId = await db.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, organisationId, id))) throw notFound(USER_NOT_FOUND);
    const mailId = await invite(tx, mailer, caller, user, origin);
    await recordCallerAudit(tx, caller, {
      action: 'invite',
      area: 'users',
      entityId: id,
      summary: { email: user.email, resent: true },
    });
    return mailId;
  });
  return { user: await getUser(db, caller, id), mailId };
}
