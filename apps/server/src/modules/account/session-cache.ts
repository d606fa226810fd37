import { OrganisationMemory, shareChanges } from '../../lib/organisation-memory.ts';
import type { SharedState } from '../../lib/redis.ts';
import type { SessionIdentity, SessionPolicy, UserAccess } from '../../lib/caller.ts';

/** What the guard learnt from one read of a session: who calls, what they hold, and when it lapses. */
export interface KnownSession {
  caller: SessionIdentity;
  access: UserAccess;
  expiresAt: number;
  lastSeenAt: number;
}

/**
 * Each API node remembers, for a short while (SESSION_CACHE_MS, 1 s by default), what the guard read
 * for a session, so that a screen's burst of calls costs one database round trip rather than one each
 * (docs/decisions/013-session-cache.md).
 *
 * Anything that can change a session, its user or their grants is a change to the user's organisation:
 * `changed(organisationId)` forgets every session of that organisation here and on the other nodes
 * (lib/organisation-memory.ts). A session that lapses is not answered from memory either.
 */
export class SessionCache extends OrganisationMemory<KnownSession> {
  constructor(ttlMs: number, policy: SessionPolicy, maxEntries = 50_000) {
    super({
      ttlMs,
      capacity: maxEntries,
      organisationOf: (session) => session.caller.organisationId,
      current: (session, now) => now < session.expiresAt && now - session.lastSeenAt < policy.idleMs,
    });
  }
}

/** Several nodes: a change to an organisation's sessions or grants reaches every node's memory of them. */
export function shareSessionChanges(shared: SharedState, sessions: SessionCache): void {
  shareChanges(shared, 'kaksha:session-changes', sessions);
}
