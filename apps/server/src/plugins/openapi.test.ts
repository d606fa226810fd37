import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import Fastify from 'fastify';
import { openapiPlugin } from './openapi.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

// What an integrator does with the document: validate it, generate a client, call the API with it.
describe('the API document', () => {
  let t: TestApp;
  let document: Document;
  const operations: [string, Operation][] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
    for (const [url, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item))
        operations.push([`${method} ${url}`, operation]);
    }
  });
  // When beforeAll failed there is no app: its own error is the one to read.
  afterAll(async () => t?.close());

  it('passes a standard OpenAPI validator', async () => {
    // The parser resolves references in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect(document.openapi).toBe('3.0.3');
  });

  it('names the shared and recursive schemas as components', () => {
    const schemas = Object.keys((document.components as { schemas: object }).schemas);
    expect(schemas).toEqual(expect.arrayContaining(['Menu', 'ApiError', 'Centre', 'StaffUser', 'Role']));
    expect(JSON.stringify(document)).not.toMatch(/"#\/components\/schemas\/__schema/);
  });

  it('gives every operation a unique operationId, a summary and a tag an area declares', () => {
    const tags = document.tags as { name: string; description: string }[];
    expect(tags.filter((tag) => !tag.description)).toEqual([]);
    const known = new Set(tags.map((tag) => tag.name));
    const problems = operations.flatMap(([name, operation]) => [
      ...(operation.operationId ? [] : [`${name}: no operationId`]),
      ...(operation.summary ? [] : [`${name}: no summary`]),
      ...(operation.tags?.length === 1 && known.has(operation.tags[0]!)
        ? []
        : [`${name}: tags ${operation.tags}`]),
    ]);
    expect(problems).toEqual([]);
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists each area’s sections in app.ts’s order, and refuses a section two areas declare', async () => {
    const names = (document.tags as { name: string }[]).map((tag) => tag.name);
    expect(names.slice(0, 3)).toEqual(['account', 'menus', 'payroll']);
    expect(names.at(-1)).toBe('health');
    const bare = Fastify({ logger: false });
    const fees = { name: 'fees', description: 'Fees' };
    await expect(openapiPlugin(bare, { version: '0', tags: [fees, fees] })).rejects.toThrow(
      "Two areas declare the API document's tag fees",
    );
    await bare.close();
  });

  it('declares the session cookie on every route that needs one, and none on public routes', () => {
    const scheme = (document.components as { securitySchemes: Record<string, { in: string; name: string }> })
      .securitySchemes.session;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'kaksha_session' });
    const byName = Object.fromEntries(operations);
    expect(byName['get /api/v1/centres']!.security).toEqual([{ session: [] }]);
    expect(byName['post /api/login']!.security).toEqual([]);
    expect(operations.filter(([, operation]) => !operation.security).map(([name]) => name)).toEqual([]);
  });

  it('describes every error answer of the /api/v1 routes with the shared ApiError', () => {
    const loose = operations.flatMap(([name, operation]) =>
      Object.entries(operation.responses)
        .filter(([status]) => status.startsWith('4') && name.includes('/api/v1/'))
        .filter(([, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return JSON.stringify(schema) !== JSON.stringify({ $ref: '#/components/schemas/ApiError' });
        })
        .map(([status]) => `${name} ${status}`),
    );
    expect(loose).toEqual([]);
  });

  it('generates a TypeScript client whose calls type-check, and whose wrong calls do not', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-client-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'api.d.ts'),
        astToString(await openapiTS(structuredClone(document) as never)),
      );
      fs.writeFileSync(
        path.join(dir, 'calls.ts'),
        [
          "import createClient from 'openapi-fetch';",
          "import type { paths, components } from './api';",
          "const api = createClient<paths>({ baseUrl: 'http://localhost:3000' });",
          'export async function calls() {',
          "  const centres = await api.GET('/api/v1/centres', { params: { query: { page: 1, pageSize: 20, q: 'Pune' } } });",
          '  const total: number | undefined = centres.data?.total;',
          "  const error: components['schemas']['ApiError'] | undefined = centres.error;",
          "  const login = await api.POST('/api/login', { body: { email: 'a@b.in', password: 'secret' } });",
          "  const menus = await api.POST('/api/menus', { body: { SUCode: 'SU1', EmailID: 'a@b.in' } });",
          '  const name: string | undefined = menus.data?.[0]?.MenuName;',
          "  const user = await api.PATCH('/api/v1/users/{id}', { params: { path: { id: 7 } }, body: { userName: 'Asha' } });",
          '  // @ts-expect-error: the centres list takes no such query field',
          "  await api.GET('/api/v1/centres', { params: { query: { colour: 'red' } } });",
          '  // @ts-expect-error: a login needs a password',
          "  await api.POST('/api/login', { body: { email: 'a@b.in' } });",
          '  return [total, error, login, name, user];',
          '}',
          '',
        ].join('\n'),
      );
      const fetchTypes = path.dirname(createRequire(import.meta.url).resolve('openapi-fetch/package.json'));
      const program = ts.createProgram([path.join(dir, 'calls.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: true,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        paths: { 'openapi-fetch': [fetchTypes] },
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
