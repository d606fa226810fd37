import { forbidden } from './errors.ts';

/** What every authenticated request knows about its caller (`callerOf(request)`, plugins/auth.ts). */
export interface Caller {
  sessionId: string;
  userId: number;
  organisationId: number;
  suCode: string;
  email: string;
  userName: string;
  userType: string;
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
