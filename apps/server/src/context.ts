import type { Settings } from './config.ts';
import type { Database } from './db/client.ts';
import type { SessionPolicy } from './lib/caller.ts';
import type { JobRunner } from './lib/jobs/runner.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Vault } from './lib/vault.ts';
import type { Courier } from './modules/messages/courier.ts';
import type { SessionCache } from './modules/account/session-cache.ts';
import type { ChapterManagerLists } from './modules/learning/remembered.ts';
import type { OidcTestHooks } from './modules/account/google.service.ts';

/*
 * What app.ts builds once and hands to every module's routes. Route files import this, never app.ts,
 * so that the app (which imports every module) is not imported back by them.
 */

/** Throttle budgets; tests may lower them. */
export interface Limits {
  registerPerHour: number;
  /** Sign-in attempts by one email from one address, per `loginWindow`. */
  loginPerWindow: number;
  loginWindow: string;
  /** Sign-in attempts from one address, whatever the email, per `loginWindow` (LOGIN_LIMIT_PER_ADDRESS). */
  loginPerAddress: number;
  /** Sign-in attempts at one email, whatever the address, per `loginAccountWindow`. */
  loginPerAccount: number;
  loginAccountWindow: string;
  otpSendsPerWindow: number;
  otpGuessesPerWindow: number;
  otpWindow: string;
  /** Looking up and accepting invitation links, per address. */
  invitationsPerWindow: number;
}
export const defaultLimits: Limits = {
  registerPerHour: 20,
  loginPerWindow: 10,
  loginWindow: '15 minutes',
  loginPerAddress: 200,
  loginPerAccount: 10,
  loginAccountWindow: '1 minute',
  otpSendsPerWindow: 5,
  otpGuessesPerWindow: 20,
  otpWindow: '15 minutes',
  invitationsPerWindow: 30,
};

/** What every module's routes receive: built once, passed down, no globals. */
export interface AppContext {
  settings: Settings;
  db: Database['db'];
  database: Database;
  mailer: Mailer;
  limits: Limits;
  sessionPolicy: SessionPolicy;
  /** Seals what must not be readable in the database: KYC documents, message providers' credentials. */
  vault: Vault;
  /** Delivers queued messages (modules/messages): `wake()` after a transaction that called `notify`. */
  courier: Courier;
  /** What this node remembers of sessions; routes that change sessions outside a member's write call `changed`. */
  sessions: SessionCache;
  /** What this node remembers of the chapter manager's lists (modules/learning/remembered.ts). */
  chapterManagerLists: ChapterManagerLists;
  /** The node's one job runner (lib/jobs, decision 062): main.ts starts it; tests call `tick`. */
  jobs: JobRunner;
  /** Tests of the ID token checks only: what the identity provider's answers pass through. */
  oidcTestHooks?: OidcTestHooks;
}
