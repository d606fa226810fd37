import { loadSettings, SettingsError } from './config.ts';
import { openPglite, openPostgres } from './db/client.ts';
import type { Database } from './db/client.ts';
import { seedDemo } from './db/seed.ts';
import { startBanner } from './start-banner.ts';
import { buildApp } from './app.ts';
import { isDatabaseUnavailable } from './plugins/errors.ts';
import path from 'node:path';

const startedAt = performance.now();
/** After a stop signal, in-flight requests get this long to finish before the process exits anyway. */
const STOP_GRACE_MS = 10_000;

/**
 * Runs `step` until it succeeds, waiting while the database is away (not started yet, restarting,
 * failing over): a node started before its database waits for it instead of exiting. Any other error
 * (a wrong password, a missing database, a broken migration) stops the start at once.
 */
async function untilDatabaseAnswers<T>(what: string, step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const wait = Math.min(500 * attempt, 5_000);
      const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
      console.warn(`Waiting for the database (${what}: ${reason}); trying again in ${wait / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

async function main() {
  const settings = loadSettings();
  let database: Database;
  if (settings.DATABASE_URL) {
    database = openPostgres(settings.DATABASE_URL, {
      max: settings.DATABASE_POOL_SIZE,
      onError: (err) => console.warn(`database connection lost: ${err.message}`),
    });
  } else {
    database = openPglite({ dataDir: path.join(settings.dataDir, 'pglite') });
  }
  await untilDatabaseAnswers('migrating', () => database.migrate());
  const seed = await untilDatabaseAnswers('seeding', () =>
    seedDemo(database.db, {
      email: settings.DEMO_ADMIN_EMAIL,
      password: settings.DEMO_ADMIN_PASSWORD,
    }),
  );
  const { app, context } = await buildApp({ settings, database });
  // Background work (the fees' day, message deliveries, mail retries, the folds, PGlite's
  // maintenance): one runner, each job declared by its area (src/jobs.ts, decision 062).
  context.jobs.start();

  await app.listen({ port: settings.PORT, host: settings.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.PORT;
  const url = `http://localhost:${port}`;
  console.log(
    startBanner(settings, seed, url, database.kind, Math.round(performance.now() - startedAt)).join('\n'),
  );

  // A stray promise must not take the whole node down: log it and keep serving.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

  // Stop: refuse new requests (503), let those in flight finish, close the database, exit.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    setTimeout(() => {
      app.log.error(`requests still running after ${STOP_GRACE_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    try {
      // Closing the app stops the job runner, after the run in progress.
      await app.close();
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof SettingsError) {
    console.error(err.message);
  } else {
    console.error('Kaksha could not start:', err);
  }
  process.exit(1);
});
