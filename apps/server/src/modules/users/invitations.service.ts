import { INVITATION_INVALID, INVITATION_VALID_HOURS } from '@kaksha/contracts';
import type { InvitationInfo } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import type { SessionPolicy } from '../../lib/caller.ts';
import { hashPassword, randomToken, sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import * as account from '../account/service.ts';
import { recordAudit } from '../audit/service.ts';

import type { Caller } from '../../lib/caller.ts';
import * as repo from './repository.ts';

/**
 * Invitations: the single-use link a new staff user gets by email (sent when the user is created or
 * the invitation resent, users/service.ts) and what the link does when they open it.
 */

export const INVITATION_VALID_MS = INVITATION_VALID_HOURS * 60 * 60_000;

function invitationMail(input: {
  to: string;
  userName: string;
  inviter: string;
  organisation: string;
  link: string;
}) {
  return {
    to: input.to,
    subject: `You have been invited to ${input.organisation} on Kaksha`,
    text: [
      `Hello ${input.userName},`,
      '',
      `${input.inviter} has added you to ${input.organisation} on Kaksha, the institute's administrator portal.`,
      '',
      `Set your password here (the link works once and expires in ${INVITATION_VALID_HOURS} hours):`,
      input.link,
      '',
      `Your login is this email address: ${input.to}`,
      '',
      'If you were not expecting this, you can ignore this email.',
    ].join('\n'),
  };
}

/** A new single-use link for the user (older ones retired); returns the outbox id of its mail. */
export async function invite(
  tx: Executor,
  mailer: Mailer,
  caller: Caller,
  user: { id: number; email: string; userName: string },
  origin: string,
): Promise<number> {
  const token = randomToken();
  const now = new Date();
  await repo.retireInvitations(tx, user.id, now);
  await repo.insertInvitation(tx, {
    userId: user.id,
    tokenHash: sha256(token),
    invitedBy: caller.userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_VALID_MS),
  });
  const organisation = await repo.organisationName(tx, caller.organisationId);
  return mailer.enqueue(tx, {
    organisationId: caller.organisationId,
    ...invitationMail({
      to: user.email,
      userName: user.userName,
      inviter: caller.userName,
      organisation,
      // The token rides in the fragment, which browsers never send to a server or in a Referer.
      link: `${origin}/accept-invitation#token=${token}`,
    }),
  });
}

// ---- accepting an invitation (public: the emailed link) ----

const invitationInvalid = () => new AppError('NOT_FOUND', INVITATION_INVALID);

export async function inspectInvitation(db: Executor, token: string): Promise<InvitationInfo> {
  const found = await repo.findOpenInvitation(db, sha256(token), new Date());
  if (!found) throw invitationInvalid();
  return { email: found.email, userName: found.userName, organisationName: found.organisationName };
}

/** Sets the first password (the link is spent), then signs the user in like a login. */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string,
  policy: SessionPolicy,
  ip?: string,
) {
  const tokenHash = sha256(token);
  if (!(await repo.findOpenInvitation(db, tokenHash, new Date()))) throw invitationInvalid();
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const now = new Date();
    const userId = await repo.claimInvitation(tx, tokenHash, now);
    if (!userId) throw invitationInvalid();
    const user = await repo.setFirstPassword(tx, userId, passwordHash);
    if (!user) throw invitationInvalid();
    await repo.retireInvitations(tx, userId, now);
    await recordAudit(tx, {
      organisationId: user.organisationId,
      userId,
      action: 'accept-invitation',
      area: 'users',
      entityId: userId,
      ip,
    });
    return user;
  });
  const session = await account.login(db, user.email, password, policy, ip);
  if (!session) throw invitationInvalid();
  return session;
}
