import type { LinkedGoogleAccount } from '@kaksha/contracts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';

import type { Caller } from '../../lib/caller.ts';
import * as repo from './repository.ts';
import { getUser, OWNERS_ONLY } from './service.ts';

const NOT_LINKED = 'This user has no linked Google account.';

/** The Google account a user of the caller's organisation signs in with. */
export async function linkedGoogleAccount(
  db: Db,
  caller: Caller,
  userId: number,
): Promise<LinkedGoogleAccount> {
  await getUser(db, caller, userId);
  const row = await repo.findGoogleIdentity(db, caller.organisationId, userId);
  return { linked: Boolean(row), email: row?.email ?? null, linkedAt: row?.createdAt.toISOString() ?? null };
}

/**
 * Removes the link: the user signs in with their password again, or links a Google account anew by
 * signing in with one whose verified email is theirs. An owner's link only an owner may remove.
 */
export async function unlinkGoogleAccount(db: Db, caller: Caller, userId: number): Promise<void> {
  const user = await getUser(db, caller, userId);
  if (user.isOwner && !caller.access.owner) throw forbidden(OWNERS_ONLY);
  await db.transaction(async (tx) => {
    const removed = await repo.deleteGoogleIdentity(tx, caller.organisationId, userId);
    if (!removed) throw notFound(NOT_LINKED);
    await recordCallerAudit(tx, caller, {
      action: 'unlink-google',
      area: 'users',
      entityId: userId,
      summary: { email: user.email, google: removed.email },
    });
  });
}
