import { CURRENT_PASSWORD_WRONG, OTP_LENGTH } from '@kaksha/contracts';
import type { Menu } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import {
  hashPassword,
  randomDigits,
  randomToken,
  sameHash,
  sha256,
  verifyPassword,
} from '../../lib/crypto.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { recordAudit } from '../audit/service.ts';
import * as repo from './repository.ts';
import type { Caller } from '../../lib/caller.ts';

// A forgotten password reset by a code sent by mail (DESIGN §5: the code never leaves the server),
// and a password changed by its owner.

export const OTP_VALID_MS = 10 * 60_000;
export const OTP_GUESSES_PER_CODE = 5;
export const OTP_GUESSES_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60_000;

export const OTP_SENT =
  'If an account exists for this email, we have sent a 4-digit OTP to it. It is valid for 10 minutes.';
export const OTP_INCORRECT = 'Incorrect OTP. Please try again.';
export const OTP_EXHAUSTED = 'Too many incorrect attempts. Please request a new OTP.';
export const OTP_DAILY_LIMIT = 'Too many incorrect attempts today. Please try again tomorrow.';
export const RESET_EXPIRED = 'This password reset has expired. Please request a new OTP.';

const hashOtp = (salt: string, otp: string) => `${salt}$${sha256(`${salt}:${otp}`)}`;

/** Returns the outbox id of the mail to deliver after the reply, or null for an unknown email. */
export async function sendOtp(db: Db, mailer: Mailer, email: string): Promise<number | null> {
  const user = await repo.findUserByEmail(db, email);
  if (!user || !user.active) return null;
  const otp = randomDigits(OTP_LENGTH);
  const now = new Date();
  return db.transaction(async (tx) => {
    await repo.retireOpenResets(tx, user.id, now);
    await repo.insertReset(tx, {
      userId: user.id,
      otpHash: hashOtp(randomToken(12), otp),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_VALID_MS),
    });
    return mailer.enqueue(tx, {
      to: user.email,
      organisationId: user.organisationId,
      subject: `Your password reset code for ${user.organisationName}`,
      text: `Your one-time password is ${otp}.\n\nIt resets your password for ${user.organisationName} on Kaksha. It is valid for 10 minutes and can be used once. If you did not ask to reset your password, ignore this email: your password stays as it is.`,
    });
  });
}

export async function verifyOtp(db: Executor, email: string, otp: string) {
  const now = new Date();
  const reset = await repo.findOpenReset(db, email, now);
  if (!reset) throw invalid(OTP_INCORRECT, { otp: OTP_INCORRECT });
  if ((await repo.guessesSince(db, reset.userId, new Date(now.getTime() - DAY_MS))) >= OTP_GUESSES_PER_DAY) {
    throw new AppError('RATE_LIMITED', OTP_DAILY_LIMIT);
  }
  if (!(await repo.spendGuess(db, reset.id, OTP_GUESSES_PER_CODE)))
    throw invalid(OTP_EXHAUSTED, { otp: OTP_EXHAUSTED });
  const [salt] = reset.otpHash.split('$');
  if (!sameHash(hashOtp(salt!, otp), reset.otpHash)) throw invalid(OTP_INCORRECT, { otp: OTP_INCORRECT });
  const resetToken = randomToken();
  await repo.markVerified(db, reset.id, sha256(resetToken), now, new Date(now.getTime() + OTP_VALID_MS));
  return resetToken;
}

export async function resetPassword(
  db: Db,
  email: string,
  resetToken: string,
  newPassword: string,
  ip?: string,
) {
  const passwordHash = await hashPassword(newPassword);
  // The user's organisation, whose sessions changed.
  return db.transaction(async (tx) => {
    const userId = await repo.claimReset(tx, email, sha256(resetToken), new Date());
    if (!userId) throw invalid(RESET_EXPIRED);
    await repo.updateUser(tx, userId, { passwordHash });
    // A new password signs the account out everywhere.
    await repo.deleteUserSessions(tx, userId);
    const user = await repo.findUserByEmail(tx, email);
    await recordAudit(tx, {
      organisationId: user?.organisationId ?? null,
      userId,
      action: 'password-reset',
      area: 'account',
      ip,
    });
    return user?.organisationId ?? null;
  });
}

/**
 * A signed-in user changes their own password: the current one is checked (as slowly as a sign-in),
 * every other session of theirs ends, this one stays.
 */
export async function changePassword(
  db: Db,
  caller: Caller,
  currentPassword: string,
  newPassword: string,
  ip?: string,
) {
  const ok = await verifyPassword(await repo.findPasswordHash(db, caller.userId), currentPassword);
  if (!ok) throw invalid(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, caller.userId, { passwordHash });
    await repo.deleteOtherSessions(tx, caller.userId, caller.sessionId);
    await recordAudit(tx, {
      organisationId: caller.organisationId,
      userId: caller.userId,
      action: 'change-password',
      area: 'account',
      ip,
    });
  });
}

export type { Menu };
