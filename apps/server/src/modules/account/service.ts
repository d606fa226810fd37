import {
  toPortalLanguage,
  type PortalLanguage,
  type Profile,
  type RegisterBody,
  type SessionUser,
} from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, randomToken, sha256, verifyPassword } from '../../lib/crypto.ts';

import { recordAudit } from '../audit/service.ts';
import * as repo from './repository.ts';
import type { Caller, SessionIdentity, SessionPolicy } from '../../lib/caller.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export const toSessionUser = (caller: Caller): SessionUser => ({
  SUCode: caller.suCode,
  EmailID: caller.email,
  UserName: caller.userName,
  UserType: caller.userType,
});

const EMAIL_TAKEN = 'An account with this email already exists. Please log in, or use Forgot password.';
// No 0/O or 1/I: SUCodes are read out over the phone.
const SU_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newSuCode(): string {
  const bytes = randomToken(16);
  let code = '';
  for (let i = 0; code.length < 6; i++) code += SU_ALPHABET[bytes.charCodeAt(i) % SU_ALPHABET.length];
  return `KK${code}`;
}

export interface NewOrganisation {
  suCode?: string;
  organisationName: string;
  email: string;
  password: string;
  userName: string;
  mobile: string;
  whatsapp: string;
  payrollVideoUrl?: string;
}

/** One transaction: the organisation, its Owner role and its first user; all or nothing. */
export async function createOrganisationWithOwner(db: Db, input: NewOrganisation, ip?: string) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      if (await repo.emailTaken(tx, input.email)) throw invalidEmail();
      let suCode = input.suCode ?? newSuCode();
      while (await repo.suCodeTaken(tx, suCode)) suCode = newSuCode();
      const organisation = await repo.insertOrganisation(tx, {
        suCode,
        name: input.organisationName,
        payrollVideoUrl: input.payrollVideoUrl ?? null,
      });
      const role = await repo.insertOwnerRole(tx, organisation.id);
      const user = await repo.insertUser(tx, {
        organisationId: organisation.id,
        email: input.email,
        passwordHash,
        userName: input.userName,
        mobile: input.mobile,
        whatsapp: input.whatsapp,
        userType: 'Admin',
      });
      await repo.assignRole(tx, user.id, role.id);
      await recordAudit(tx, {
        organisationId: organisation.id,
        userId: user.id,
        action: 'create',
        area: 'organisation',
        entityId: suCode,
        summary: { email: input.email, name: input.organisationName },
        ip,
      });
      return { userId: user.id, suCode };
    });
  } catch (err) {
    // Two registrations racing for one email: the unique index decides, with the same message.
    if (isUniqueViolation(err)) throw invalidEmail();
    throw err;
  }
}

const invalidEmail = () => new AppError('CONFLICT', EMAIL_TAKEN, { email: EMAIL_TAKEN });

export async function register(db: Db, body: RegisterBody & { email: string }, ip?: string) {
  return createOrganisationWithOwner(
    db,
    {
      organisationName: `${body.createdBy}'s institute`,
      email: body.email,
      password: body.password,
      userName: body.createdBy,
      mobile: body.mobile,
      whatsapp: body.whatsapp,
    },
    ip,
  );
}

export const INVALID_LOGIN = 'Invalid email or password.';

/** Returns the new session's token (for the cookie) and the public user, or null. */
export async function login(db: Db, email: string, password: string, policy: SessionPolicy, ip?: string) {
  const user = await repo.findUserByEmail(db, email);
  // Verify even when there is no such user, so both answers take the same time.
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok || !user.active) return null;
  return db.transaction((tx) => startSession(tx, user, policy, ip));
}

/** What an OpenID Connect provider vouched for in a verified ID token. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
}

/**
 * Signs in the Kaksha user behind a provider's account: the user it was linked to, or else the
 * active user with its (verified) email, which links it. Never creates a user or an organisation;
 * null (the same answer as a wrong password) for an unknown or inactive user, or a user whose
 * email already belongs to another account of this provider.
 */
export async function signInWithIdentity(
  db: Db,
  identity: VerifiedIdentity,
  policy: SessionPolicy,
  ip?: string,
) {
  const email = identity.email.trim().toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      const linked = await repo.findUserByIdentity(tx, identity.issuer, identity.subject);
      const user = linked ?? (await repo.findUserByEmail(tx, email));
      if (!user?.active) return null;
      if (!linked) {
        if (await repo.hasIdentity(tx, user.id, identity.issuer)) return null;
        await repo.insertIdentity(tx, {
          userId: user.id,
          organisationId: user.organisationId,
          issuer: identity.issuer,
          subject: identity.subject,
          email,
        });
        await recordAudit(tx, {
          organisationId: user.organisationId,
          userId: user.id,
          action: 'link-google',
          area: 'account',
          summary: { email },
          ip,
        });
      }
      return startSession(tx, user, policy, ip, { with: 'Google' });
    });
  } catch (err) {
    // Two first sign-ins of one account racing: the unique index lets one link it; the other retries as linked.
    if (isUniqueViolation(err)) return signInWithIdentity(db, identity, policy, ip);
    throw err;
  }
}

/** A new session for a user whose credentials were checked, with its audit line. */
async function startSession(
  tx: Executor,
  user: repo.SignInUser,
  policy: SessionPolicy,
  ip?: string,
  summary?: Record<string, unknown>,
) {
  const token = randomToken();
  const now = new Date();
  await repo.insertSession(tx, {
    id: sha256(token),
    userId: user.id,
    organisationId: user.organisationId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteMs),
  });
  await recordAudit(tx, {
    organisationId: user.organisationId,
    userId: user.id,
    action: 'sign-in',
    area: 'account',
    ...(summary && { summary }),
    ip,
  });
  const sessionUser: SessionUser = {
    SUCode: user.suCode,
    EmailID: user.email,
    UserName: user.userName,
    UserType: user.userType,
  };
  return { token, user: sessionUser };
}

// lastSeenAt is written at most this often, so reading a session is not a write on every request.
const TOUCH_EVERY_MS = 60_000;

export type { SessionExtras } from './repository.ts';

/**
 * The caller behind a session token, or null when it is unknown, expired or its user inactive.
 * `extras` are columns selected in the same query (the guard reads the caller's grants this way).
 */
export async function resolveSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
  extras?: repo.SessionExtras,
): Promise<{
  caller: SessionIdentity;
  extras: Record<string, unknown>;
  expiresAt: number;
  lastSeenAt: number;
} | null> {
  const id = sha256(token);
  const row = await repo.findSession(db, id, extras);
  if (!row) return null;
  const now = Date.now();
  const expired = now >= row.expiresAt.getTime() || now - row.lastSeenAt.getTime() >= policy.idleMs;
  if (expired || !row.active) {
    await repo.deleteSession(db, id);
    return null;
  }
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now - lastSeenAt >= TOUCH_EVERY_MS) {
    await repo.touchSession(db, id, new Date(now));
    lastSeenAt = now;
  }
  const caller: SessionIdentity = {
    sessionId: id,
    userId: row.userId,
    organisationId: row.organisationId,
    suCode: row.suCode,
    email: row.email,
    userName: row.userName,
    userType: row.userType,
  };
  return { caller, extras: row as Record<string, unknown>, expiresAt: row.expiresAt.getTime(), lastSeenAt };
}

export async function logout(db: Db, caller: Caller) {
  await repo.deleteSession(db, caller.sessionId);
}

// ---- profile ----

export async function getProfile(db: Db, caller: Caller): Promise<Profile> {
  const row = await repo.findProfile(db, caller.userId);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');
  return {
    UserName: row.userName,
    EmailID: row.email,
    Mobile: row.mobile,
    WhatsApp: row.whatsapp,
    Active: row.active ? 'Y' : 'N',
    UserImage:
      row.photo && row.photoType ? `data:${row.photoType};base64,${row.photo.toString('base64')}` : null,
    Language: toPortalLanguage(row.language),
  };
}

/** The portal's language a user chose in My Profile, or null (the institute's default). */
export async function languageOf(db: Executor, userId: number): Promise<PortalLanguage | null> {
  return toPortalLanguage(await repo.findLanguage(db, userId));
}

export interface ProfileChanges {
  UserName: string;
  Mobile: string;
  WhatsApp: string;
  /** null: the institute's default; undefined: unchanged. */
  Language?: PortalLanguage | null;
  photo?: { bytes: Buffer; type: string };
}

export async function updateProfile(db: Db, caller: Caller, changes: ProfileChanges, ip?: string) {
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, caller.userId, {
      userName: changes.UserName,
      mobile: changes.Mobile,
      whatsapp: changes.WhatsApp,
      ...(changes.Language !== undefined ? { language: changes.Language } : {}),
      ...(changes.photo ? { photo: changes.photo.bytes, photoType: changes.photo.type } : {}),
    });
    await recordAudit(tx, {
      organisationId: caller.organisationId,
      userId: caller.userId,
      action: 'update',
      area: 'profile',
      entityId: caller.userId,
      summary: {
        UserName: changes.UserName,
        Mobile: changes.Mobile,
        WhatsApp: changes.WhatsApp,
        ...(changes.Language !== undefined ? { Language: changes.Language } : {}),
        photo: Boolean(changes.photo),
      },
      ip,
    });
  });
  return getProfile(db, caller);
}
