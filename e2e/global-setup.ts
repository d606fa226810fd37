import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { START_FLAGS, buildServer } from '../apps/server/build.ts';
import { startTestProvider } from '../apps/server/test/oidc-provider.ts';
import { E2E } from './env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A real server on a fresh data directory (PGlite) and a real SMTP sink. The sink answers
 * GET /messages?to=… over loopback so that tests in the browser workers can read their mail.
 */
export default async function globalSetup() {
  const messages: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(E2E.smtpPort, '127.0.0.1', resolve));
  const sinkHttp = http.createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '';
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(messages.filter((m) => m.to.includes(to))));
  });
  await new Promise<void>((resolve) => sinkHttp.listen(E2E.sinkHttpPort, '127.0.0.1', resolve));

  // The SMS gateway (and Razorpay's payment-links API): answers 200 with an id (and a link's
  // short_url), and replays what it received on GET /requests.
  const hookRequests: { url: string; headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  const hook = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET') return res.end(JSON.stringify(hookRequests));
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text.
      }
      hookRequests.push({ url: req.url ?? '', headers: req.headers, body });
      const id = `gw-${hookRequests.length}`;
      res.end(JSON.stringify({ id, short_url: `https://rzp.io/rzp/${id}` }));
    });
  });
  await new Promise<void>((resolve) => hook.listen(E2E.hookPort, '127.0.0.1', resolve));

  const identityProvider = await startTestProvider({
    port: E2E.oidcPort,
    redirectUris: [`${E2E.baseUrl}/api/v1/auth/google/callback`],
  });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-e2e-'));
  // The server as `npm start` runs it: the bundle, built from the tree as it is (apps/server/build.ts).
  const server = spawn(process.execPath, [...START_FLAGS, await buildServer()], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(E2E.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
      DEMO_ADMIN_EMAIL: E2E.demoEmail,
      DEMO_ADMIN_PASSWORD: E2E.demoPassword,
      // Request lines too: the suite checks that no secret reaches them.
      LOG_LEVEL: 'info',
      REGISTER_LIMIT_PER_HOUR: '1000',
      // Every browser of the suite signs in from loopback.
      LOGIN_LIMIT_PER_ADDRESS: '100000',
      OIDC_ISSUER: identityProvider.issuer,
      OIDC_CLIENT_ID: identityProvider.clientId,
      OIDC_CLIENT_SECRET: identityProvider.clientSecret,
      // The SMS gateway above is on loopback.
      MESSAGE_ALLOW_PRIVATE_URLS: 'true',
      RAZORPAY_API_URL: `http://127.0.0.1:${E2E.hookPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  fs.mkdirSync(path.dirname(E2E.serverLog), { recursive: true });
  const log = fs.createWriteStream(E2E.serverLog);
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (output.includes('Kaksha is running')) return;
      output += chunk.toString();
      if (output.includes('Kaksha is running')) resolve();
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before it was ready:\n${output}`)),
    );
  });

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    smtp.close();
    sinkHttp.close();
    hook.close();
    await identityProvider.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
