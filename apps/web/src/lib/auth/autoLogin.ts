/**
 * /adminhome/{EmailID}/{Password} logs in automatically. The route's loader puts the values here and
 * replaces the URL with /adminhome before anything else happens, so the password never stays in the
 * address bar or the history; the shell then takes them (once) and logs in by POST.
 */
export interface Credentials {
  email: string;
  password: string;
}

let pending: Credentials | null = null;

export function stashAutoLogin(credentials: Credentials): void {
  pending = credentials;
}

export function hasPendingAutoLogin(): boolean {
  return pending !== null;
}

export function takeAutoLogin(): Credentials | null {
  const taken = pending;
  pending = null;
  return taken;
}
