import { forbidden } from './errors.ts';

export type AccessLevel = 'view' | 'manage';

/** The menus a user holds and at what level (read with their session; modules/menus builds it). */
export interface UserAccess {
  /** Holds the built-in Owner role: every menu at manage, whatever the exceptions say. */
  owner: boolean;
  /** Menu code → the best level held. */
  menus: Map<number, AccessLevel>;
}

/** Whom a session belongs to, as read from it once and remembered (modules/account/session-cache.ts). */
export interface SessionIdentity {
  sessionId: string;
  userId: number;
  organisationId: number;
  suCode: string;
  email: string;
  userName: string;
  userType: string;
}

/**
 * Who is calling: the session's user, what they hold and where they call from. The one way to get it
 * is `callerOf(request)` (plugins/auth.ts) on any route that is not public; services take it whole.
 */
export interface Caller extends SessionIdentity {
  access: UserAccess;
  /** The address the call came from, for the audit log. */
  ip?: string;
}

/** How long a session lives: idle and in all (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS). */
export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** Whether an organisation code (the spec's SUCode) a client sent names the caller's organisation. */
export const isOwnOrganisation = (caller: Caller, suCode: string) => suCode === caller.suCode;

/**
 * A `suCode`/`SUCode` in a body must be the caller's own organisation (DESIGN §4): the organisation
 * comes from the session, never from the request, and a body that names another is refused (403).
 */
export function assertOwnOrganisation(
  caller: Caller,
  suCode: string,
  message = 'This organisation code is not yours.',
): void {
  if (!isOwnOrganisation(caller, suCode)) throw forbidden(message);
}
