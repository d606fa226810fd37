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
});
