import { loadSettings, SettingsError } from './config.ts';
import { openPglite, openPostgres } from './db/client.ts';
import type { Database } from './db/client.ts';
import { seedDemo } from './db/seed.ts';
import { buildApp } from './app.ts';
import path from 'node:path';

const startedAt = performance.now();

async function main() {
  const settings = loadSettings();
  let database: Database;
  if (settings.DATABASE_URL) {
    database = openPostgres(settings.DATABASE_URL, {
      onError: (err) => console.warn(`database connection lost: ${err.message}`),
    });
  } else {
    database = openPglite({ dataDir: path.join(settings.dataDir, 'pglite') });
  }
  await database.migrate();
  const seed = await seedDemo(database.db, {
    email: settings.DEMO_ADMIN_EMAIL,
    password: settings.DEMO_ADMIN_PASSWORD,
  });
  const { app, context } = await buildApp({ settings, database });
  const retry = setInterval(() => void context.mailer.retryPending().catch(() => undefined), 60_000);
  retry.unref();

  await app.listen({ port: settings.PORT, host: settings.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.PORT;
  const url = `http://localhost:${port}`;
  const lines = [
    '',
    `  Kaksha is running at ${url}`,
    `  Administrator login: ${url}/${settings.BRAND}admin`,
    `  Database: ${database.kind === 'pglite' ? `embedded (${path.join(settings.dataDir, 'pglite')})` : 'PostgreSQL'}`,
  ];
  if (seed.seeded) {
    lines.push(`  Demo institute created. Sign in as ${seed.email}`);
    lines.push(
      seed.generatedPassword
        ? `  with the password ${seed.generatedPassword}  (shown only this once; set DEMO_ADMIN_PASSWORD to choose it)`
        : '  with the password from DEMO_ADMIN_PASSWORD',
    );
  } else {
    lines.push(`  Demo login: ${seed.email} (password as set when the demo was created)`);
  }
  lines.push(`  Ready in ${Math.round(performance.now() - startedAt)} ms`, '');
  console.log(lines.join('\n'));

  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    clearInterval(retry);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof SettingsError) {
    console.error(err.message);
  } else {
    console.error('Kaksha could not start:', err);
  }
  process.exit(1);
});
