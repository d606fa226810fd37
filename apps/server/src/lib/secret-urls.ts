/**
 * Addresses whose path carries a secret. The spec's auto-login `/adminhome/{EmailID}/{Password}`
 * carries a password: the web app swaps it for `/adminhome` at once, but the request itself still
 * reaches the server (and its log), and the page's first asset requests would carry it as their
 * Referer. A receipt link (sent to a family) and a teacher's calendar feed are keys in themselves.
 * These helpers let the logger and the security headers treat each as the secret it is.
 */
const SECRET_PATHS = [
  { pattern: /^\/+adminhome\/+[^?#]/i, shown: '/adminhome/[redacted]' },
  { pattern: /^\/+api\/v1\/receipt-links\/+[^?#]/i, shown: '/api/v1/receipt-links/[redacted]' },
  { pattern: /^\/+api\/v1\/calendar-feeds\/+[^?#]/i, shown: '/api/v1/calendar-feeds/[redacted]' },
];

function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const secretIn = (url: string) => {
  const path = pathOf(url);
  return SECRET_PATHS.find((s) => s.pattern.test(path));
};

/** Whether a request URL (path and query) carries a secret in its path. */
export function carriesSecret(url: string): boolean {
  return secretIn(url) !== undefined;
}

/** The URL as logs may show it: everything after the secret path's prefix replaced. */
export function redactSecretPath(url: string): string {
  return secretIn(url)?.shown ?? url;
}
