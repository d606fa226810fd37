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
