import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: real server processes against a throwaway PostgreSQL cluster, PGlite data
 * directories, a private Redis and nginx. One file at a time: they start and kill processes, and the
 * machine may have only two cores.
 */
export default defineConfig({
  test: {
    name: 'faults',
    root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
    include: ['test/faults/**/*.fault.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
