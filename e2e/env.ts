import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Fixed loopback ports for the browser suite's server and mail sink. */
export const E2E = {
  port: Number(process.env.E2E_PORT ?? 3210),
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2526),
  sinkHttpPort: Number(process.env.E2E_SINK_PORT ?? 2527),
  /** A real OpenID Connect provider on loopback, standing in for Google. */
  oidcPort: Number(process.env.E2E_OIDC_PORT ?? 2528),
  /** A real HTTP server standing in for an SMS gateway: it records what it is sent (GET /requests). */
  hookPort: Number(process.env.E2E_HOOK_PORT ?? 2529),
  get baseUrl() {
    return `http://localhost:${this.port}`;
  },
  /** Everything the server prints (request lines included), for tests that check what it logs. */
  serverLog: path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts/server.log'),
  demoEmail: 'owner@demo.kaksha.local',
  demoPassword: 'demo-owner-secret',
};

/** Debian's Chromium and the flags that keep it off the network it cannot reach (every launch). */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};
