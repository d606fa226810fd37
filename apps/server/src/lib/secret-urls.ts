/**
 * The spec's auto-login address `/adminhome/{EmailID}/{Password}` carries a password in its path.
 * The web app swaps it for `/adminhome` at once, but the request itself still reaches the server (and
 * its log), and the page's first asset requests would carry it as their Referer. These two helpers let
 * the logger and the security headers treat it as the secret it is.
 */
const AUTO_LOGIN = /^\/+adminhome\/+[^?#]/i;

function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether a request URL (path and query) carries a secret in its path. */
export function carriesSecret(url: string): boolean {
  return AUTO_LOGIN.test(pathOf(url));
}

/** The URL as logs may show it: everything after `/adminhome/` replaced. */
export function redactSecretPath(url: string): string {
  return carriesSecret(url) ? '/adminhome/[redacted]' : url;
}
