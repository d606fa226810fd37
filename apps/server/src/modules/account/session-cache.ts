import { randomUUID } from 'node:crypto';
import type { SharedState } from '../../lib/redis.ts';
import type { UserAccess } from '../menus/service.ts';
import type { Caller, SessionPolicy } from '../../lib/caller.ts';

/** What the guard learnt from one read of a session: who calls, what they hold, and when it lapses. */
export interface KnownSession {
  caller: Caller;
  access: UserAccess;
  expiresAt: number;
  lastSeenAt: number;
}

interface Entry {
  session: KnownSession;
  readAt: number;
  /** The change counter when the database read began. */
  mark: number;
}

/**
 * Each API node remembers, for a short while (SESSION_CACHE_MS, 1 s by default), what the guard read
 * for a session, so that a screen's burst of calls costs one database round trip rather than one each
 * (docs/decisions/013-session-cache.md).
 *
 * Anything that can change a session, its user or their grants is a change to the user's organisation:
 * `changed(organisationId)` forgets every session of that organisation here at once and, through
 * `broadcast`, on the other nodes (Redis pub/sub). A read that began before a change it did not see is
 * never remembered, so a slow query cannot put an old answer back after the change.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Organisation → the change counter at its latest change. */
  private readonly changedAt = new Map<number, number>();
  private everythingChangedAt = 0;
  private counter = 0;
  /** Sends a change to the other nodes; set when several nodes share a database through Redis. */
  broadcast: ((organisationId: number) => Promise<void>) | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly policy: SessionPolicy,
    private readonly maxEntries = 50_000,
  ) {}

  /** Taken before reading the database, and handed back to `remember`. */
  mark(): number {
    return this.counter;
  }

  /** The session as last read, while that read is fresh, nothing changed since and the session has not lapsed. */
  recall(sessionId: string, now: number): KnownSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    const { session } = entry;
    const fresh =
      now - entry.readAt < this.ttlMs &&
      entry.mark >= this.lastChange(session.caller.organisationId) &&
      now < session.expiresAt &&
      now - session.lastSeenAt < this.policy.idleMs;
    if (fresh) return session;
    this.entries.delete(sessionId);
    return undefined;
  }

  remember(sessionId: string, session: KnownSession, mark: number, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.lastChange(session.caller.organisationId) > mark) return;
    // A Map iterates in insertion order, and each entry is re-inserted when read again, so the oldest
    // reads come first: drop those past their lifetime (and the oldest, beyond maxEntries). Memory thus
    // holds only the sessions read in the last SESSION_CACHE_MS.
    this.entries.delete(sessionId);
    for (const [id, entry] of this.entries) {
      if (now - entry.readAt < this.ttlMs && this.entries.size < this.maxEntries) break;
      this.entries.delete(id);
    }
    this.entries.set(sessionId, { session, readAt: now, mark });
  }

  /** How many sessions are held (for tests). */
  get size(): number {
    return this.entries.size;
  }

  /** A change heard from another node: forget this organisation's sessions here. */
  heard(organisationId: number): void {
    this.changedAt.set(organisationId, ++this.counter);
  }

  /** A change made on this node: forget the organisation's sessions here, then on every other node. */
  async changed(organisationId: number): Promise<void> {
    this.heard(organisationId);
    await this.broadcast?.(organisationId);
  }

  /** Forget everything, e.g. after missing other nodes' changes while Redis was away. */
  clear(): void {
    this.entries.clear();
    // Every organisation counts as changed, so reads already in flight are not remembered either.
    this.everythingChangedAt = ++this.counter;
  }

  private lastChange(organisationId: number): number {
    return Math.max(this.changedAt.get(organisationId) ?? 0, this.everythingChangedAt);
  }
}

const CHANNEL = 'kaksha:session-changes';

/**
 * Several nodes: each tells the others which organisation changed, and forgets what it hears. While
 * the subscription is down changes go unheard, so every (re)subscription starts from an empty memory.
 */
export function shareSessionChanges(shared: SharedState, sessions: SessionCache): void {
  const node = randomUUID();
  shared.subscribe(
    CHANNEL,
    (message) => {
      const [from, organisationId] = message.split(' ');
      if (from !== node) sessions.heard(Number(organisationId));
    },
    () => sessions.clear(),
  );
  sessions.broadcast = (organisationId) => shared.publish(CHANNEL, `${node} ${organisationId}`);
}
