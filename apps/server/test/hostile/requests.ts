import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { DeclaredRoute } from '../../src/plugins/auth.ts';
import { bodyFor, fromSchema, isSchema, junk, paramFor } from './arbitraries.ts';

/** Requests for a route of the route table, generated from its contract schemas (see fuzz.test.ts). */

export const isMultipart = (r: DeclaredRoute) =>
  Boolean((r.schema as { consumes?: string[] } | undefined)?.consumes?.some((c) => c.includes('multipart')));
const shapeOf = (schema: unknown): Record<string, unknown> =>
  isSchema(schema) && schema._zod.def.type === 'object'
    ? (schema._zod.def.shape as Record<string, unknown>)
    : {};

/** encodeURIComponent, with lone surrogates (which it refuses) made into U+FFFD. */
function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

/** Raw bodies that are not what the content type says. */
const RAW_JSON = [
  '{',
  '{"a":',
  'nul',
  '"\\ud800"',
  '[',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '1e99999',
];

function multipartArbitrary(): Arbitrary<{ payload: Buffer; headers: Record<string, string> }> {
  const field = fc.oneof(
    fc.constantFrom('file', 'photo', 'UserImage', 'attachment', 'chapterImage', 'EmailID', 'teacherID'),
    fc.string({ maxLength: 12 }),
  );
  return fc
    .record({
      fields: fc.dictionary(
        field,
        fc.oneof(
          fc.string({ maxLength: 40 }),
          junk.map((v) => JSON.stringify(v) ?? ''),
        ),
        { maxKeys: 6 },
      ),
      file: fc.option(
        fc.record({
          field,
          name: fc.oneof(
            fc.constantFrom('a.png', '../../x.html', 'x.svg', 'a\u0000.jpg', 'ok.pdf'),
            fc.string({ maxLength: 30 }),
          ),
          type: fc.constantFrom(
            'image/png',
            'text/html',
            'image/svg+xml',
            'application/pdf',
            'application/octet-stream',
          ),
          bytes: fc.uint8Array({ maxLength: 3_000 }),
        }),
      ),
      truncated: fc.boolean(),
    })
    .map(({ fields, file, truncated }) => {
      const boundary = '----hostile' + Math.random().toString(16).slice(2);
      const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '')}"\r\n\r\n${v}\r\n`,
        ),
      );
      if (file) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${file.field.replace(/["\r\n]/g, '')}"; filename="${file.name.replace(/["\r\n]/g, '')}"\r\nContent-Type: ${file.type}\r\n\r\n`,
          ),
          Buffer.from(file.bytes),
          Buffer.from('\r\n'),
        );
      }
      if (!truncated) parts.push(Buffer.from(`--${boundary}--\r\n`));
      return {
        payload: Buffer.concat(parts),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    });
}

/** Requests for one route, generated from its schemas. */
export function requestArbitrary(route: DeclaredRoute): Arbitrary<InjectOptions> {
  const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
  const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const paramShape = shapeOf(schema.params);
  const params = fc.record(Object.fromEntries(paramNames.map((p) => [p, paramFor(paramShape[p])])));
  const query: Arbitrary<Record<string, string>> = isSchema(schema.querystring)
    ? fc
        .oneof(
          fromSchema(schema.querystring),
          fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 })),
        )
        .map((q) =>
          Object.fromEntries(
            Object.entries(typeof q === 'object' && q !== null ? q : {}).map(([k, v]) => [
              k,
              typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
            ]),
          ),
        )
    : fc.constant({});
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  const body: Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> = !hasBody
    ? fc.constant({})
    : isMultipart(route)
      ? fc.oneof(
          { weight: 4, arbitrary: multipartArbitrary() },
          {
            weight: 1,
            arbitrary: bodyFor(undefined).map((payload) => ({
              payload: payload as InjectOptions['payload'],
            })),
          },
        )
      : fc.oneof(
          {
            weight: 9,
            arbitrary: bodyFor(schema.body).map((value) => ({
              payload: JSON.stringify(value) ?? 'null',
              headers: { 'content-type': 'application/json' },
            })),
          },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(...RAW_JSON)
              .map((payload) => ({ payload, headers: { 'content-type': 'application/json' } })),
          },
        );
  return fc.record({ params, query, body }).map(({ params: p, query: q, body: b }) => ({
    method: route.method as InjectOptions['method'],
    url: route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodePart(p[name] ?? '1') || '%20'),
    query: q,
    payload: b.payload,
    headers: { ...b.headers },
  }));
}
