import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    // Typing through a whole form in jsdom takes a few seconds when CI's two cores also run the
    // PostgreSQL suite; the default 5 s failed such tests for no fault of theirs.
    testTimeout: 15_000,
  },
});
