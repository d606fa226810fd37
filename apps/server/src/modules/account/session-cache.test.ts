import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadSettings } from '../../config.ts';
import { as, countQueries, createTestApp, registerAndLogin } from '../../../test/harness.ts';
import type { Account, TestApp } from '../../../test/harness.ts';
import { addStaff } from '../../../test/helpers/users.ts';
import type { SessionIdentity } from '../../lib/caller.ts';
import { SessionCache, shareSessionChanges } from './session-cache.ts';
import type { SharedState } from '../../lib/redis.ts';
import type { KnownSession } from './session-cache.ts';

const policy = { idleMs: 60 * 60_000, absoluteMs: 12 * 3_600_000 };
const T0 = 1_000_000;

function session(organisationId: number, lapses: Partial<KnownSession> = {}): KnownSession {
  const caller: SessionIdentity = {
    sessionId: `s${organisationId}`,
    userId: organisationId * 10,
    organisationId,
    suCode: `ORG${organisationId}`,
    email: `u${organisationId}@example.test`,
    userName: 'A user',
    userType: 'Owner',
  };
  return {
    caller,
    access: { owner: true, menus: new Map() },
    expiresAt: T0 + policy.absoluteMs,
    lastSeenAt: T0,
    ...lapses,
  };
}

describe('SessionCache', () => {
  it('answers from memory for its lifetime, then not', () => {
    const cache = new SessionCache(1_000, policy);
    cache.remember('a', session(1), cache.mark(), T0);
    expect(cache.recall('a', T0 + 999)?.caller.organisationId).toBe(1);
    expect(cache.recall('a', T0 + 1_000)).toBeUndefined();
    expect(cache.recall('b', T0)).toBeUndefined();
  });

  it('forgets every session of an organisation that changed, and only of that one', async () => {
    const cache = new SessionCache(1_000, policy);
    cache.remember('a', session(1), cache.mark(), T0);
    cache.remember('b', session(2), cache.mark(), T0);
    await cache.changed(1);
    expect(cache.recall('a', T0)).toBeUndefined();
    expect(cache.recall('b', T0)?.caller.organisationId).toBe(2);
    cache.heard(2);
    expect(cache.recall('b', T0)).toBeUndefined();
  });

  it('does not remember a read that began before a change it did not see', async () => {
    const cache = new SessionCache(1_000, policy);
    const before = cache.mark();
    await cache.changed(1); // committed while the read was on its way
    cache.remember('a', session(1), before, T0);
    expect(cache.recall('a', T0)).toBeUndefined();
    // A read that began after the change is remembered.
    cache.remember('a', session(1), cache.mark(), T0);
    expect(cache.recall('a', T0)).toBeDefined();
  });

  it('never outlives the session’s idle or absolute time-out', () => {
    const cache = new SessionCache(10_000, policy);
    cache.remember('idle', session(1, { lastSeenAt: T0 - policy.idleMs + 5 }), cache.mark(), T0);
    cache.remember('ending', session(1, { expiresAt: T0 + 5 }), cache.mark(), T0);
    expect(cache.recall('idle', T0 + 4)).toBeDefined();
    expect(cache.recall('idle', T0 + 5)).toBeUndefined();
    expect(cache.recall('ending', T0 + 4)).toBeDefined();
    expect(cache.recall('ending', T0 + 5)).toBeUndefined();
  });

  it('forgets everything on clear, including reads in flight', () => {
    const cache = new SessionCache(1_000, policy);
    const inFlight = cache.mark();
    cache.remember('a', session(1), cache.mark(), T0);
    cache.clear();
    expect(cache.recall('a', T0)).toBeUndefined();
    cache.remember('b', session(2), inFlight, T0);
    expect(cache.recall('b', T0)).toBeUndefined();
  });

  it('remembers nothing with a lifetime of 0, and at most maxEntries sessions, dropping the oldest', () => {
    const off = new SessionCache(0, policy);
    off.remember('a', session(1), off.mark(), T0);
    expect(off.recall('a', T0)).toBeUndefined();
    const small = new SessionCache(1_000, policy, 2);
    for (const id of ['a', 'b', 'c']) small.remember(id, session(1), small.mark(), T0);
    expect(small.recall('a', T0)).toBeUndefined();
    expect(small.recall('b', T0)).toBeDefined();
    expect(small.recall('c', T0)).toBeDefined();
  });

  it('holds only the sessions read within its lifetime', () => {
    const cache = new SessionCache(1_000, policy);
    cache.remember('a', session(1), cache.mark(), T0);
    cache.remember('b', session(2), cache.mark(), T0 + 500);
    cache.remember('a', session(1), cache.mark(), T0 + 900); // read again: now the newest
    cache.remember('c', session(3), cache.mark(), T0 + 1_600);
    expect(cache.size).toBe(2); // 'b' (read at +500) is gone, without anyone asking for it
    expect(cache.recall('a', T0 + 1_600)).toBeDefined();
    expect(cache.recall('c', T0 + 1_600)).toBeDefined();
  });

  it('tells the other nodes of a change made here, and not of one heard from them', async () => {
    const cache = new SessionCache(1_000, policy);
    const told: number[] = [];
    cache.broadcast = async (organisationId) => void told.push(organisationId);
    await cache.changed(7);
    cache.heard(8);
    expect(told).toEqual([7]);
  });
});

describe('shareSessionChanges', () => {
  // Redis itself is exercised by the fault suite (test/faults/many-nodes.fault.ts); here, only what a node does with it.
  function channel() {
    const heard: ((message: string) => void)[] = [];
    const gaps: (() => void)[] = [];
    const sent: string[] = [];
    const shared = {
      subscribe: (_name: string, onMessage: (message: string) => void, onGap: () => void) => {
        heard.push(onMessage);
        gaps.push(onGap);
      },
      publish: async (_name: string, message: string) => {
        sent.push(message);
        for (const deliver of heard) deliver(message);
      },
    } as unknown as SharedState;
    return { shared, sent, gap: () => gaps.forEach((g) => g()) };
  }

  it('forgets what other nodes changed, but not its own echo, and everything after a gap', async () => {
    const { shared, sent, gap } = channel();
    const here = new SessionCache(1_000, policy);
    const there = new SessionCache(1_000, policy);
    shareSessionChanges(shared, here);
    shareSessionChanges(shared, there);
    here.remember('a', session(1), here.mark(), T0);
    there.remember('a', session(1), there.mark(), T0);
    there.remember('b', session(2), there.mark(), T0);

    const beforeEcho = here.mark();
    await here.changed(1);
    expect(sent).toHaveLength(1);
    expect(there.recall('a', T0)).toBeUndefined();
    expect(there.recall('b', T0)).toBeDefined();
    // Its own message came back to it without counting as a new change.
    expect(here.mark()).toBe(beforeEcho + 1);

    gap();
    expect(there.recall('b', T0)).toBeUndefined();
  });
});

describe('the guard with remembered sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const session = (account: Account) => t.app.inject(as(account, { method: 'GET', url: '/api/v1/session' }));

  it('reads a session once for a burst of calls', async () => {
    const owner = await registerAndLogin(t.app);
    const first = await countQueries(t.database, () => session(owner));
    expect(first.result.statusCode).toBe(200);
    expect(first.queries).toBe(1);
    const burst = await countQueries(t.database, async () => {
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => session(owner)));
      return answers.map((a) => a.statusCode);
    });
    expect(burst.result).toEqual([200, 200, 200, 200, 200]);
    expect(burst.queries).toBe(0);
  });

  it('applies a change of grants at once, without reading other organisations’ sessions again', async () => {
    const owner = await registerAndLogin(t.app);
    const staff = await addStaff(t, owner, { grants: [{ menu: 'Holiday', level: 'view' }] });
    const other = await registerAndLogin(t.app);
    const holidays = (account: Account) =>
      t.app.inject(as(account, { method: 'GET', url: '/api/v1/me/access' }));
    expect((await holidays(staff)).json()).toMatchObject({ menus: { Holiday: 'view' } });
    expect((await session(other)).statusCode).toBe(200);

    const withheld = await t.app.inject(
      as(owner, {
        method: 'PATCH',
        url: `/api/v1/users/${staff.id}`,
        payload: { exceptions: [{ menu: 'Holiday', effect: 'withhold' }] },
      }),
    );
    expect(withheld.statusCode, withheld.body).toBe(200);
    expect((await holidays(staff)).json().menus).not.toHaveProperty('Holiday');
    // Another organisation's sessions were not forgotten: still answered from memory.
    expect((await countQueries(t.database, () => session(other))).queries).toBe(0);
  });

  it('keeps remembering the organisation’s sessions across a write that cannot change access', async () => {
    const owner = await registerAndLogin(t.app);
    const staff = await addStaff(t, owner, { grants: [{ menu: 'Holiday', level: 'view' }] });
    expect((await session(staff)).statusCode).toBe(200);
    const board = await t.app.inject(
      as(owner, { method: 'POST', url: '/api/v1/boards', payload: { code: 'KEEP', name: 'Kept board' } }),
    );
    expect(board.statusCode, board.body).toBe(201);
    // A board is not a session, a user or a grant: the staff member's next call is answered from memory.
    expect((await countQueries(t.database, () => session(staff))).queries).toBe(0);
    const renamed = await t.app.inject(
      as(owner, {
        method: 'PATCH',
        url: `/api/v1/users/${staff.id}`,
        payload: { userName: 'Renamed Staff' },
      }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    // A User Manager write is: the next call reads the session again.
    expect((await countQueries(t.database, () => session(staff))).queries).toBe(1);
  });

  it('ends a signed-out session at once', async () => {
    const owner = await registerAndLogin(t.app);
    expect((await session(owner)).statusCode).toBe(200);
    const out = await t.app.inject(as(owner, { method: 'DELETE', url: '/api/v1/session' }));
    expect(out.statusCode).toBe(204);
    expect((await session(owner)).statusCode).toBe(401);
  });

  it('on a second node without Redis, honours a signed-out session for at most SESSION_CACHE_MS', async () => {
    const lifetime = 300;
    const settings = loadSettings({
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/kaksha-unused',
      SESSION_CACHE_MS: String(lifetime),
    });
    // A second app on the same database is a second node.
    const { app: second } = await buildApp({ settings, database: t.database, logger: false });
    try {
      const owner = await registerAndLogin(t.app);
      const onSecond = () => second.inject(as(owner, { method: 'GET', url: '/api/v1/session' }));
      expect((await onSecond()).statusCode).toBe(200);
      const signedOut = Date.now();
      expect((await t.app.inject(as(owner, { method: 'DELETE', url: '/api/v1/session' }))).statusCode).toBe(
        204,
      );
      let status = 200;
      while (status === 200 && Date.now() - signedOut < 5_000) status = (await onSecond()).statusCode;
      expect(status).toBe(401);
      expect(Date.now() - signedOut).toBeLessThan(lifetime + 1_500);
    } finally {
      await second.close();
    }
  });
});
