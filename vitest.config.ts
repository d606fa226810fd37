import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, three projects: contract schemas, the API against a real database, and web components.
export default defineConfig({
  test: {
    // Vitest's default is a worker fewer than the cores: one on a two-core machine, where a file waiting
    // on its database leaves a core idle. Two there: the whole suite 442 → 320 s in CI (2026-11-28).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file builds its own app on its own database copy and shares no state through modules,
          // so a worker keeps its imports between files: in CI the isolated runs spent ~175 s of the
          // suite's CPU importing the server again for each of its files.
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
