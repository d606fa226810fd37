/**
 * fast-check arbitraries made from the contract's zod schemas (zod 4), so that the hostile-input tests
 * send what a route expects — and what it does not — without anyone writing bodies by hand.
 *
 *  - `fromSchema(schema)`: values shaped by the schema: right keys, right types, lengths and
 *    patterns mostly respected, edges and hostile strings mixed in.
 *  - `junk`: anything JSON can carry, plus prototype-pollution keys and deep nesting.
 *  - `bodyFor(schema)`: mostly shaped, sometimes one field swapped for junk or dropped, sometimes junk.
 */
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

type Def = Record<string, unknown> & { type: string };
interface AnySchema {
  _zod: { def: Def };
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number;
  maxValue?: number;
  format?: string | null;
}

export const isSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Strings that have broken parsers, queries, logs and templates before. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'null',
  'undefined',
  '0',
  '-1',
  '1e309',
  'NaN',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧑‍🏫',
  '\ud800',
  'A'.repeat(5_000),
  '__proto__',
  'constructor',
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileNumber = fc.constantFrom(
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  Number.MIN_VALUE,
);

/** Anything JSON can carry, and some shapes that have broken servers. */
export const junk: Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: hostileString },
  { weight: 1, arbitrary: hostileNumber },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      JSON.parse('{"__proto__":{"isAdmin":true}}'),
      { constructor: { prototype: { isAdmin: true } } },
      JSON.parse('{"a":{"__proto__":{"polluted":1}}}'),
      nest(500),
      Array.from({ length: 2_000 }, (_, i) => i),
    ),
  },
);

function nest(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

function checksOf(def: Def): Record<string, unknown>[] {
  return ((def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).map(
    (c) => c._zod.def,
  );
}

function stringArbitrary(schema: AnySchema): Arbitrary<string> {
  const def = schema._zod.def;
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 80, 200);
  const patterns = [def.pattern, ...checksOf(def).map((c) => c.pattern)].filter(
    (p): p is RegExp => p instanceof RegExp,
  );
  let shaped: Arbitrary<string>;
  if (schema.format === 'email') shaped = fc.emailAddress().filter((e) => e.length <= max || max < 6);
  else if (schema.format === 'url') shaped = fc.webUrl();
  else if (patterns.length > 0)
    shaped = fc.stringMatching(patterns[0]!).filter((s) => s.length <= Math.max(max, 1));
  else shaped = fc.string({ minLength: Math.min(min, max), maxLength: max, unit: 'grapheme' });
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: hostileString },
    // Just past the limits.
    { weight: 1, arbitrary: fc.constant('x'.repeat(Math.min((schema.maxLength ?? 200) + 1, 10_001))) },
  );
}

function numberArbitrary(schema: AnySchema): Arbitrary<number | string> {
  const def = schema._zod.def;
  const integer = schema.format === 'safeint' || schema.format === 'int32';
  const lo = Number.isFinite(schema.minValue) ? schema.minValue! : -1_000;
  const hi = Number.isFinite(schema.maxValue) ? schema.maxValue! : 1_000_000;
  const low = Math.max(lo, -1_000_000_000);
  const high = Math.min(hi, 1_000_000_000);
  const inRange: Arbitrary<number> = integer
    ? fc.oneof(fc.integer({ min: Math.ceil(low), max: Math.floor(high) }), fc.integer({ min: 1, max: 30 }))
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
  const value = fc.oneof({ weight: 6, arbitrary: inRange }, { weight: 1, arbitrary: hostileNumber });
  // Coercing numbers (query strings, params, form fields) arrive as text.
  return def.coerce ? value.map(String) : value;
}

/** Values shaped by the schema; `depth` stops recursive schemas. */
export function fromSchema(schema: unknown, depth = 0): Arbitrary<unknown> {
  if (!isSchema(schema) || depth > 6) return junk;
  const s = schema;
  const def = s._zod.def;
  const inner = (x: unknown) => fromSchema(x, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(s);
    case 'number':
    case 'int':
      return numberArbitrary(s);
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return def.coerce ? fc.constantFrom('true', 'false', '1', '0') : fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)) },
        { weight: 1, arbitrary: hostileString },
      );
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'optional':
    case 'exact_optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'promise':
      return inner(def.innerType);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return inner(def.left);
    case 'array': {
      const lengths = checksOf(def);
      const minLength = Number(lengths.find((c) => c.check === 'min_length')?.minimum ?? 0);
      const maxLength = Math.min(Number(lengths.find((c) => c.check === 'max_length')?.maximum ?? 5), 8);
      return fc.array(inner(def.element), { minLength: Math.min(minLength, maxLength), maxLength });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'record':
    case 'map':
      return fc.dictionary(fc.string({ maxLength: 20 }), inner(def.valueType), { maxKeys: 4 });
    case 'set':
      return fc.array(inner(def.valueType), { maxLength: 4 });
    case 'object':
      return objectArbitrary(def.shape as Record<string, unknown>, depth);
    default:
      return junk;
  }
}

function objectArbitrary(shape: Record<string, unknown>, depth: number): Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape);
  if (keys.length === 0) return fc.constant({});
  const fields = Object.fromEntries(keys.map((k) => [k, fromSchema(shape[k], depth + 1)]));
  return fc.record(fields, { requiredKeys: [] }).map((record) => {
    // Keys whose value came out undefined are left out, as JSON would.
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) if (v !== undefined) out[k] = v;
    return out;
  });
}

/** A request body for a route: mostly shaped by its schema, sometimes broken on purpose. */
export function bodyFor(schema: unknown): Arbitrary<unknown> {
  if (!isSchema(schema)) return junk;
  const shaped = fromSchema(schema);
  const fieldNames =
    schema._zod.def.type === 'object' ? Object.keys(schema._zod.def.shape as Record<string, unknown>) : [];
  const oneFieldBroken =
    fieldNames.length === 0
      ? shaped
      : fc
          .tuple(shaped, fc.constantFrom(...fieldNames), fc.option(junk, { nil: undefined }))
          .map(([value, field, replacement]) => {
            if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
            const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
            if (replacement === undefined) delete copy[field];
            else copy[field] = replacement;
            return copy;
          });
  return fc.oneof(
    { weight: 5, arbitrary: shaped },
    { weight: 3, arbitrary: oneFieldBroken },
    { weight: 2, arbitrary: junk },
  );
}

/** A path parameter: what the schema expects as text, or hostile text. */
export function paramFor(schema: unknown): Arbitrary<string> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fromSchema(schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  );
}
