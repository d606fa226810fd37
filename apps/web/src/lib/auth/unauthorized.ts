/** A 401 from any call inside the shell ends the session; the shell registers what that means. */
let handler: (() => void) | null = null;

export function setUnauthorizedHandler(next: () => void): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export function notifyUnauthorized(): void {
  handler?.();
}

/**
 * The user is logging out: a call already on its way comes back 401 once the session is gone, and
 * must not turn the logout into 'Invalid credentials' on the login page. The next shell registers again.
 */
export function loggingOut(): void {
  handler = null;
}
