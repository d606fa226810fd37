import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, E2E } from './env.ts';

// Debian's Chromium, never a downloaded browser; the flags keep it off the network it cannot reach.
export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // One at a time: a journey keeps both cores busy (Chromium, the server, axe). Two workers, never two
  // on the demo institute, took 15.7 min against 14.1 (2026-11-27): each journey ran twice as long.
  workers: 1,
  retries: 0,
  // The journeys walk many screens with axe and screenshots at two widths: 40–90 s on two cores.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E.baseUrl,
    // The app honours reduced motion (theme.ts): no transition to wait out before a click or axe.
    reducedMotion: 'reduce',
    // A trace records every action's page and screencast: a fifth of a journey's time and a third of
    // its CPU (2026-11-29, two spec files alternated). CI keeps only what the run prints, so none there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
});
