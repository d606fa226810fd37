import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { START_FLAGS, buildServer } from '../apps/server/build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Server {
  url: string;
  child: ChildProcess;
  /** From the spawn to "Kaksha is running". */
  readyMs: number;
}

/** The server bundle, built once per benchmark process from the tree as it is (never a stale one). */
let bundle: Promise<string> | undefined;

/** The server as `npm start` runs it (dist/main.js), on `port`; `env` on top of the bench's settings. */
export async function startServer(
  env: Record<string, string>,
  port: number,
  nodeFlags: string[] = [],
): Promise<Server> {
  const main = await (bundle ??= buildServer());
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, ...START_FLAGS, main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      REGISTER_LIMIT_PER_HOUR: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Kaksha is running')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, readyMs: performance.now() - started };
}

export async function stopServer(server: Server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}
