import path from 'node:path';
import type { Settings } from './config.ts';

/**
 * What the console says once the server answers (issue 65): notes first, then — last and plainly —
 * where to open it and how to sign in; on a later start, what DEMO_ADMIN_PASSWORD does (nothing: it
 * chose the password when the demo was created).
 */
export function startBanner(
  settings: Pick<Settings, 'BRAND' | 'PUBLIC_URL' | 'SMTP_URL' | 'PORT' | 'dataDir'>,
  seed: { seeded: boolean; email: string; generatedPassword?: string },
  url: string,
  databaseKind: string,
  readyInMs: number,
): string[] {
  const notes = [
    `  Database: ${databaseKind === 'pglite' ? `embedded (${path.join(settings.dataDir, 'pglite')})` : 'PostgreSQL'}`,
  ];
  if (!settings.PUBLIC_URL)
    notes.push(
      `  PUBLIC_URL is not set: links sent to families and staff point at http://localhost:${settings.PORT}`,
    );
  if (!settings.SMTP_URL)
    notes.push(
      '  Mail: SMTP_URL is not set, so emails (one-time passwords, invitation links) are written to',
      '  this log instead of being sent. Fine for a trial on this machine; set SMTP_URL before real use.',
    );
  const password = !seed.seeded
    ? [
        '  Password: the one chosen when the demo was created. DEMO_ADMIN_PASSWORD is read only then;',
        '  setting it now changes nothing. Forgot it? "Forgot password" on the login page.',
      ]
    : seed.generatedPassword
      ? [
          `  Password: ${seed.generatedPassword}`,
          '  (shown only this once: note it down. Set DEMO_ADMIN_PASSWORD before the first start to choose it.)',
        ]
      : ['  Password: the one in DEMO_ADMIN_PASSWORD'];
  return [
    '',
    ...notes,
    `  Ready in ${readyInMs} ms`,
    '',
    `  Kaksha is running. Open ${url}/${settings.BRAND}admin`,
    `  Sign in as: ${seed.email}${seed.seeded ? '  (demo institute created)' : ''}`,
    ...password,
    '',
  ];
}
