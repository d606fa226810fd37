import { describe, expect, it } from 'vitest';
import { OrganisationMemory } from './organisation-memory.ts';

const T0 = 1_000_000;
const answers = (capacity: number) =>
  new OrganisationMemory<{ organisationId: number; json: string }>({
    ttlMs: 1_000,
    capacity,
    organisationOf: (answer) => answer.organisationId,
    weigh: (answer) => answer.json.length,
  });

describe('OrganisationMemory', () => {
  it('holds answers up to its capacity by weight, dropping the oldest to fit a new one', () => {
    const memory = answers(10);
    memory.remember('a', { organisationId: 1, json: 'aaaa' }, memory.mark(), T0);
    memory.remember('b', { organisationId: 1, json: 'bbbb' }, memory.mark(), T0);
    memory.remember('c', { organisationId: 1, json: 'cccc' }, memory.mark(), T0);
    expect(memory.recall('a', T0)).toBeUndefined();
    expect(memory.recall('b', T0)?.json).toBe('bbbb');
    expect(memory.recall('c', T0)?.json).toBe('cccc');
    // Read again under the same key, an answer replaces the old one and weighs only once.
    memory.remember('c', { organisationId: 1, json: 'cc' }, memory.mark(), T0);
    memory.remember('d', { organisationId: 1, json: 'dddd' }, memory.mark(), T0);
    expect(memory.size).toBe(3);
    // An answer larger than the whole memory is not kept, and drops nothing.
    memory.remember('e', { organisationId: 1, json: 'e'.repeat(11) }, memory.mark(), T0);
    expect(memory.recall('e', T0)).toBeUndefined();
    expect(memory.size).toBe(3);
  });

  it("forgets one organisation's answers on its change, and keeps a read begun before it out", () => {
    const memory = answers(100);
    memory.remember('one', { organisationId: 1, json: 'x' }, memory.mark(), T0);
    memory.remember('two', { organisationId: 2, json: 'y' }, memory.mark(), T0);
    const before = memory.mark();
    memory.heard(1);
    expect(memory.recall('one', T0)).toBeUndefined();
    expect(memory.recall('two', T0)?.json).toBe('y');
    memory.remember('one', { organisationId: 1, json: 'read before the change' }, before, T0);
    expect(memory.recall('one', T0)).toBeUndefined();
    memory.remember('one', { organisationId: 1, json: 'read after' }, memory.mark(), T0);
    expect(memory.recall('one', T0 + 999)?.json).toBe('read after');
    expect(memory.recall('one', T0 + 1_000)).toBeUndefined();
  });

  it('shares one read among the calls that miss while it is under way, but not across a change', async () => {
    const memory = answers(100);
    const reads: ((answer: { organisationId: number; json: string } | null) => void)[] = [];
    const read = () => new Promise<{ organisationId: number; json: string } | null>((r) => reads.push(r));
    const burst = [memory.remembered('k', read), memory.remembered('k', read), memory.remembered('k', read)];
    expect(reads).toHaveLength(1);
    reads[0]!({ organisationId: 1, json: 'one read' });
    expect((await Promise.all(burst)).map((a) => a?.json)).toEqual(['one read', 'one read', 'one read']);
    expect((await memory.remembered('k', read))?.json).toBe('one read');
    expect(reads).toHaveLength(1);

    // A call after a change reads again; the read begun before it is answered but not remembered.
    memory.heard(1);
    const before = memory.remembered('k', read);
    memory.heard(1);
    const after = memory.remembered('k', read);
    expect(reads).toHaveLength(3);
    reads[2]!({ organisationId: 1, json: 'read after it' });
    expect((await after)?.json).toBe('read after it');
    reads[1]!({ organisationId: 1, json: 'read before the change' });
    expect((await before)?.json).toBe('read before the change');
    expect((await memory.remembered('k', read))?.json).toBe('read after it');
    expect(reads).toHaveLength(3);
  });

  it('lets every call of a failed shared read see the failure, and reads again after it', async () => {
    const memory = answers(100);
    let reads = 0;
    let fail!: (error: Error) => void;
    const failing = () => (reads++, new Promise<never>((_, reject) => (fail = reject)));
    const burst = [memory.remembered('k', failing), memory.remembered('k', failing)];
    fail(new Error('database unavailable'));
    for (const call of burst) await expect(call).rejects.toThrow('database unavailable');
    expect(reads).toBe(1);
    expect(await memory.remembered('k', async () => ({ organisationId: 1, json: 'back' }))).toEqual({
      organisationId: 1,
      json: 'back',
    });
  });

  it('remembering nothing (a lifetime of 0), reads on every call', async () => {
    const memory = new OrganisationMemory<{ organisationId: number }>({
      ttlMs: 0,
      capacity: 10,
      organisationOf: (answer) => answer.organisationId,
    });
    let reads = 0;
    const read = async () => (reads++, { organisationId: 1 });
    await Promise.all([memory.remembered('k', read), memory.remembered('k', read)]);
    expect(reads).toBe(2);
  });
});
