import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze, memoizingSerializerCompiler } from './serializer.ts';

const schema = z.array(z.object({ name: z.string(), children: z.array(z.object({ name: z.string() })) }));
const compile = () =>
  memoizingSerializerCompiler({ schema, method: 'POST', url: '/x', httpStatus: '200' } as Parameters<
    typeof memoizingSerializerCompiler
  >[0]);

describe('memoizingSerializerCompiler', () => {
  it('writes a changing payload afresh every time', () => {
    const serialize = compile();
    const payload = [{ name: 'A', children: [] as { name: string }[] }];
    expect(serialize(payload)).toBe('[{"name":"A","children":[]}]');
    payload[0]!.children.push({ name: 'B' });
    expect(serialize(payload)).toBe('[{"name":"A","children":[{"name":"B"}]}]');
  });

  it('writes a frozen payload once, and still checks it against the schema', () => {
    const serialize = compile();
    const tree = deepFreeze([{ name: 'A', children: [{ name: 'B' }] }]);
    const first = serialize(tree);
    expect(first).toBe('[{"name":"A","children":[{"name":"B"}]}]');
    expect(serialize(tree)).toBe(first);
    expect(() => serialize(deepFreeze([{ name: 1, children: [] }]))).toThrow();
  });

  it('freezes deeply', () => {
    const tree = deepFreeze([{ name: 'A', children: [{ name: 'B' }] }]);
    expect(Object.isFrozen(tree[0]!.children[0])).toBe(true);
    expect(() => tree[0]!.children.push({ name: 'C' })).toThrow(TypeError);
  });
});
