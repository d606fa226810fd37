/**
 * Runtime configuration. index.html carries <meta name="kaksha-config" content="{}" />; the server
 * replaces {} with HTML-escaped JSON. Anything missing or malformed falls back to the defaults.
 */
export interface RuntimeConfig {
  /** Short product name; the administrator login lives at /{brand}admin. */
  brand: string;
  educatorSiteUrl: string;
  studentSiteUrl: string;
  googleSignIn: boolean;
}

export const defaultConfig: RuntimeConfig = {
  brand: 'kaksha',
  educatorSiteUrl: 'https://educator.kaksha.app',
  studentSiteUrl: 'https://student.kaksha.app',
  googleSignIn: false,
};

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href.replace(/\/$/, '') : undefined;
  } catch {
    return undefined;
  }
}

export function parseRuntimeConfig(raw: string | null | undefined): RuntimeConfig {
  let data: unknown = {};
  try {
    data = raw ? JSON.parse(raw) : {};
  } catch {
    data = {};
  }
  const input = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const brand =
    typeof input.brand === 'string' && /^[a-z0-9][a-z0-9-]{0,39}$/i.test(input.brand)
      ? input.brand.toLowerCase()
      : defaultConfig.brand;
  return {
    brand,
    educatorSiteUrl: httpUrl(input.educatorSiteUrl) ?? defaultConfig.educatorSiteUrl,
    studentSiteUrl: httpUrl(input.studentSiteUrl) ?? defaultConfig.studentSiteUrl,
    googleSignIn: typeof input.googleSignIn === 'boolean' ? input.googleSignIn : defaultConfig.googleSignIn,
  };
}

function readMeta(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="kaksha-config"]')?.content;
}

export const config: RuntimeConfig = parseRuntimeConfig(readMeta());

/** The product name as shown to people: 'kaksha' → 'Kaksha'. */
export const productName = config.brand.charAt(0).toUpperCase() + config.brand.slice(1);

/** The administrator login page (also the target after a password reset). */
export const adminLoginPath = `/${config.brand}admin`;
