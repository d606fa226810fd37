import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const folders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The arrows of DESIGN §1 (decision 014): web → contracts ← server; a web feature never imports
// another feature; components/ and lib/ never import a feature; a route never touches a repository;
// a module reaches another module through its service, never its repository. Exceptions are globs
// on absolute paths (how import-x matches them), so they are written from `root`.
const featureZones = folders('apps/web/src/features').map((feature) => ({
  target: `apps/web/src/features/${feature}/**`,
  from: 'apps/web/src/features/*/**',
  except: [`${root}/apps/web/src/features/${feature}/**`],
  message: `A feature does not import another feature (${feature}): move the shared piece to components/ or lib/.`,
}));
const moduleZones = folders('apps/server/src/modules').map((module) => ({
  target: `apps/server/src/modules/${module}/**`,
  from: 'apps/server/src/modules/*/*repository.ts',
  except: [`${root}/apps/server/src/modules/${module}/*`],
  message: `Module ${module} reaches another module through its service, never its repository.`,
}));
const arrows = [
  {
    target: 'apps/web/**',
    from: 'apps/server/**',
    message: 'The web app never imports the server: share through packages/contracts.',
  },
  {
    target: 'apps/server/**',
    from: 'apps/web/**',
    message: 'The server never imports the web app: share through packages/contracts.',
  },
  {
    target: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    from: 'apps/web/src/features/**',
    message: 'components/ and lib/ are domain-free: they never import a feature.',
  },
  {
    target: [
      'apps/web/src/app/**',
      'apps/web/src/components/**',
      'apps/web/src/lib/**',
      'apps/web/src/features/dashboard/**',
    ],
    from: 'apps/web/src/lib/i18n/*.ts',
    // components.ts is the kit's own catalogue (grid, filter bar, row actions, drawer), not an area's;
    // types, areas, language and hi.ts are the catalogues' machinery and Hindi's shell (decision 086),
    // dates-hi.ts the date picker's Hindi months, loaded with Hindi's shell;
    // dashboard.ts is the dashboard's own (its trends, loaded with their chunk; decision 095).
    except: [
      `${root}/apps/web/src/lib/i18n/{index,plural,en,components,types,areas,language,hi,dates-hi,dashboard}.ts`,
    ],
    message:
      'The shell, the public pages and the dashboard read `t` (and the kit `tComponents`) only: an area’s strings (lib/i18n/<area>.ts) load with its screens.',
  },
  {
    target: ['apps/server/src/**/routes.ts', 'apps/server/src/**/*.routes.ts'],
    from: 'apps/server/src/**/*repository.ts',
    message: 'A route validates and calls a service; only services use repositories.',
  },
  ...featureZones,
  ...moduleZones,
];

// How import-x reads the files an import names: by its own resolver, and TypeScript files by the
// TypeScript parser (without these it skips them, and no-cycle sees no import of a .ts file at all).
const importSettings = {
  'import-x/resolver-next': [createNodeResolver()],
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: arrows }] },
  },
  {
    // No import cycle in the server, the web app or the contracts: an area's arrows point one way
    // (decision 063). Every import there names its file, so the resolver's answers are cheap; the
    // depth is unbounded because the cycle that prompted the rule was four files long.
    files: ['apps/**/*.{ts,tsx}', 'packages/contracts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A source file stays short enough to read whole: 400 lines as `wc -l` counts them (blank lines
    // and comments too, so the figure a reviewer sees is the one checked). Tests, migrations, seeds
    // and the benchmark's generated data set are long by nature.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'e2e/**',
      '**/drizzle/**',
      '**/seed.ts',
      '**/*.seed.ts',
      '**/seed-data/**',
      'bench/dataset.ts',
    ],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
