import { randomUUID } from 'node:crypto';
import type { SharedState } from './redis.ts';

interface Entry<V> {
  value: V;
  organisationId: number;
  weight: number;
  readAt: number;
  /** The change counter when the database read began. */
  mark: number;
}

export interface OrganisationMemoryOptions<V> {
  /** How long an answer is good for; 0 remembers nothing. */
  ttlMs: number;
  /** The most it holds, in `weigh`'s units (entries, unless `weigh` says otherwise). */
  capacity: number;
  organisationOf: (value: V) => number;
  /** What an entry costs of `capacity` (its bytes, say); 1 by default. */
  weigh?: (value: V) => number;
  /** A further test of an answer still in its lifetime (a session that has lapsed is not). */
  current?: (value: V, now: number) => boolean;
}

/**
 * What one API node remembers, for a short while, of answers it read from the database about an
 * organisation: who a session is (decision 013), the chapter manager's lists (decision 041).
 *
 * Anything that can change such an answer is a change to its organisation: `changed(organisationId)`
 * forgets every answer of that organisation here at once and, through `broadcast`, on the other nodes
 * (Redis pub/sub, `shareChanges`). A read that began before a change it did not see is never
 * remembered, so a slow query cannot put an old answer back after the change.
 */
export class OrganisationMemory<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private weight = 0;
  /** Organisation → the change counter at its latest change. */
  private readonly changedAt = new Map<number, number>();
  private everythingChangedAt = 0;
  private counter = 0;
  /** Reads under way (`remembered`), by key, each with the change counter when it began. */
  private readonly reading = new Map<string, { mark: number; answer: Promise<V | null> }>();
  /** Sends a change to the other nodes; set when several nodes share a database through Redis. */
  broadcast: ((organisationId: number) => Promise<void>) | undefined;

  constructor(private readonly options: OrganisationMemoryOptions<V>) {}

  /** Taken before reading the database, and handed back to `remember`. */
  mark(): number {
    return this.counter;
  }

  /** The answer as last read, while that read is fresh, nothing changed since and it is still current. */
  recall(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const fresh =
      now - entry.readAt < this.options.ttlMs &&
      entry.mark >= this.lastChange(entry.organisationId) &&
      (this.options.current?.(entry.value, now) ?? true);
    if (fresh) return entry.value;
    this.forget(key, entry);
    return undefined;
  }

  remember(key: string, value: V, mark: number, now: number): void {
    const { ttlMs, capacity } = this.options;
    if (ttlMs <= 0) return;
    const organisationId = this.options.organisationOf(value);
    if (this.lastChange(organisationId) > mark) return;
    const weight = this.options.weigh?.(value) ?? 1;
    if (weight > capacity) return;
    const previous = this.entries.get(key);
    if (previous) this.forget(key, previous);
    // A Map iterates in insertion order, and an answer read again is inserted again, so the oldest
    // reads come first: drop those past their lifetime, and the oldest while the new one does not fit.
    // Memory thus holds only what was read in the last `ttlMs`.
    for (const [oldKey, entry] of this.entries) {
      if (now - entry.readAt < ttlMs && this.weight + weight <= capacity) break;
      this.forget(oldKey, entry);
    }
    this.entries.set(key, { value, organisationId, weight, readAt: now, mark });
    this.weight += weight;
  }

  /**
   * The answer remembered under `key`, or `read`'s, remembered unless it is null (or `read` throws).
   * The change counter is taken before the read, so an answer read across a change is not kept.
   *
   * Calls that miss while a read of the same key is under way wait for that read instead of starting
   * their own: when a session's answer lapses under a screen's burst of calls, every call of the
   * burst missed it and read the session again (36–43 reads a second for one busy session instead of
   * one). A call after a change does not join a read begun before it, whose answer may be the old
   * one (any organisation's change: the key does not say whose).
   */
  async remembered(key: string, read: () => Promise<V | null>): Promise<V | null> {
    const now = Date.now();
    const known = this.recall(key, now);
    if (known) return known;
    const under = this.reading.get(key);
    if (under && under.mark === this.mark()) return under.answer;
    const mark = this.mark();
    const answer = read().then((value) => {
      if (value !== null) this.remember(key, value, mark, now);
      return value;
    });
    if (this.options.ttlMs <= 0) return answer;
    const reading = { mark, answer };
    this.reading.set(key, reading);
    const finished = () => {
      if (this.reading.get(key) === reading) this.reading.delete(key);
    };
    answer.then(finished, finished);
    return answer;
  }

  /** How many answers are held (for tests). */
  get size(): number {
    return this.entries.size;
  }

  /** A change heard from another node: forget this organisation's answers here. */
  heard(organisationId: number): void {
    this.changedAt.set(organisationId, ++this.counter);
  }

  /** A change made on this node: forget the organisation's answers here, then on every other node. */
  async changed(organisationId: number): Promise<void> {
    this.heard(organisationId);
    await this.broadcast?.(organisationId);
  }

  /** Forget everything, e.g. after missing other nodes' changes while Redis was away. */
  clear(): void {
    this.entries.clear();
    this.weight = 0;
    // Every organisation counts as changed, so reads already in flight are not remembered either.
    this.everythingChangedAt = ++this.counter;
  }

  private forget(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  private lastChange(organisationId: number): number {
    return Math.max(this.changedAt.get(organisationId) ?? 0, this.everythingChangedAt);
  }
}

/**
 * Several nodes: each tells the others on `channel` which organisation changed, and forgets what it
 * hears. While the subscription is down changes go unheard, so every (re)subscription starts from an
 * empty memory.
 */
export function shareChanges<V>(shared: SharedState, channel: string, memory: OrganisationMemory<V>): void {
  const node = randomUUID();
  shared.subscribe(
    channel,
    (message) => {
      const [from, organisationId] = message.split(' ');
      if (from !== node) memory.heard(Number(organisationId));
    },
    () => memory.clear(),
  );
  memory.broadcast = (organisationId) => shared.publish(channel, `${node} ${organisationId}`);
}
