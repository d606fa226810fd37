import { z } from 'zod';
import path from 'node:path';
import { parseKeyMaterial } from './lib/vault.ts';

/**
 * Every setting, read once at start. The README's settings table mirrors this schema; a bad value
 * stops the start with a message that names the setting.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const url = (protocols: RegExp) =>
  z.string().refine((v) => {
    try {
      return protocols.test(new URL(v).protocol);
    } catch {
      return false;
    }
  }, 'must be a URL');

export const settingsSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: url(/^postgres(ql)?:$/).optional(),
    /** Connections a node keeps to PostgreSQL (decision 058): about the database's cores, not more. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
    REDIS_URL: url(/^rediss?:$/).optional(),
    PUBLIC_URL: url(/^https?:$/).optional(),
    BRAND: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be 2–31 lower-case letters, digits or dashes')
      .default('kaksha'),
    SMTP_URL: url(/^smtps?:$/).optional(),
    MAIL_FROM: z.string().min(3).default('Kaksha <no-reply@kaksha.local>'),
    DEMO_ADMIN_EMAIL: z.email().default('owner@demo.kaksha.local'),
    DEMO_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    EDUCATOR_SITE_URL: url(/^https?:$/).default('https://educator.kaksha.app'),
    STUDENT_SITE_URL: url(/^https?:$/).default('https://student.kaksha.app'),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(60),
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(12),
    /** How long a node may answer from memory what it read about a session (0: read it every time). */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
    /** How long a node may answer the chapter manager's chapter and topic lists from memory (0: read them every time). */
    CURRICULUM_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    SECURE_COOKIES: bool.default(false),
    TRUST_PROXY: bool.default(false),
    REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    /** Sign-in attempts from one address per 15 minutes, whatever the email (a school behind one NAT may need more). */
    LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(10).max(1_000_000).default(200),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The KYC vault's AES-256 key: 32 bytes as base64 or hex. Unset: DATA_DIR/kyc.key, made on first start. */
    KYC_KEY: z
      .string()
      .refine((v) => parseKeyMaterial(v) !== null, 'must be 32 bytes written as base64 or 64 hex digits')
      .optional(),
    /** Comma-separated provider strings a Simulation Video URL may not contain (',' alone: none). */
    SIMULATION_URL_BLOCKLIST: z
      .string()
      .max(2000)
      .default('youtube.com,youtu.be')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** Largest file staff may upload as a content item, in MB. */
    CONTENT_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(100).default(20),
    /** Login with Google (any OpenID Connect provider): on when a client id and secret are set. */
    OIDC_ISSUER: url(/^https?:$/).default('https://accounts.google.com'),
    OIDC_CLIENT_ID: z.string().min(1).max(300).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).max(300).optional(),
    /** Messages one organisation may send per minute (all channels): a mistake cannot send 20,000 SMS at once. */
    MESSAGE_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    /** Let SMS/WhatsApp provider URLs reach loopback and private addresses (tests, a gateway on the LAN). */
    MESSAGE_ALLOW_PRIVATE_URLS: bool.default(false),
    /** Where Razorpay's API is (a test double in tests); institutes' own keys are saved in the app. */
    RAZORPAY_API_URL: url(/^https?:$/).default('https://api.razorpay.com'),
  })
  .refine((s) => Boolean(s.OIDC_CLIENT_ID) === Boolean(s.OIDC_CLIENT_SECRET), {
    path: ['OIDC_CLIENT_SECRET'],
    message: 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together',
  })
  .refine((s) => new URL(s.OIDC_ISSUER).protocol === 'https:' || isLoopback(s.OIDC_ISSUER), {
    path: ['OIDC_ISSUER'],
    message: 'must be https (http only on this machine, for tests)',
  });

function isLoopback(value: string): boolean {
  const host = new URL(value).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

export type Settings = z.infer<typeof settingsSchema> & { dataDir: string };

export class SettingsError extends Error {}

export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(
    Object.keys(settingsSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = settingsSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new SettingsError(`Invalid setting${lines.length > 1 ? 's' : ''}:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
