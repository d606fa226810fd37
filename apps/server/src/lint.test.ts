import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The house rules of decision 063, checked the way CI checks them: the repository's own
// eslint.config.js on files planted in a folder of the server (so the server's rules apply to them),
// removed afterwards.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const probe = path.join(repoRoot, 'apps/server/src', `lint-probe-${process.pid}`);

const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => `export const line${i + 1} = ${i + 1};`).join('\n') + '\n';

const planted: Record<string, string> = {
  // A cycle of two files: each imports the other at run time.
  'first.ts': "import { second } from './second.ts';\n\nexport const first = () => second() + 1;\n",
  'second.ts':
    "import { first } from './first.ts';\n\nexport const second = () => 1;\nexport const both = () => first();\n",
  'longest-allowed.ts': lines(400),
  'too-long.ts': lines(401),
};

let results: Map<string, ESLint.LintResult>;

beforeAll(async () => {
  fs.mkdirSync(probe, { recursive: true });
  for (const [name, text] of Object.entries(planted)) fs.writeFileSync(path.join(probe, name), text);
  const eslint = new ESLint({ cwd: repoRoot });
  const linted = await eslint.lintFiles(Object.keys(planted).map((name) => path.join(probe, name)));
  results = new Map(linted.map((result) => [path.basename(result.filePath), result]));
}, 120_000);

afterAll(() => fs.rmSync(probe, { recursive: true, force: true }));

const rulesBroken = (name: string) => results.get(name)!.messages.map((m) => m.ruleId);

describe('lint: the house rules (decision 063)', () => {
  it('refuses an import cycle, naming it in both files', () => {
    expect(rulesBroken('first.ts')).toEqual(['import-x/no-cycle']);
    expect(rulesBroken('second.ts')).toEqual(['import-x/no-cycle']);
  });

  it('refuses a source file of 401 lines and passes one of 400', () => {
    const tooLong = results.get('too-long.ts')!.messages;
    expect(tooLong.map((m) => m.ruleId)).toEqual(['max-lines']);
    expect(tooLong[0]!.message).toContain('(401)');
    expect(rulesBroken('longest-allowed.ts')).toEqual([]);
  });
});
