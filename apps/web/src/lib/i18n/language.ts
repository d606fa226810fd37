/**
 * The language the portal shows, chosen before the app renders (decision 086): the signed-in user's
 * preference (My Profile), else the institute's default (Institute Settings), else the choice made on a
 * public page, else English. The choice is kept in this browser (localStorage, and a cookie the server
 * may read); the shell stores the user's or institute's when the institute's brand names one and
 * reloads once if it differs. Read once, at start: every catalogue (`t`, each `t<Area>`) is resolved in
 * it before any screen that reads it is evaluated, so changing it reloads the page.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as a language menu shows it whatever the active language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** Each language's name in Latin letters, beside its own where a device may have no font for it. */
export const LANGUAGE_NAMES_LATIN: Record<Language, string> = { en: 'English', hi: 'Hindi' };

const KEY = 'kaksha.language';
const COOKIE = 'kaksha_lang';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language chosen in this browser, or null when none was. */
export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language of this page load. */
export const activeLanguage: Language = typeof window === 'undefined' ? 'en' : (storedLanguage() ?? 'en');

if (typeof document !== 'undefined') document.documentElement.lang = activeLanguage;

/** Keeps `language` for this browser and, when it is not the one on show, reloads the page in it. */
export function chooseLanguage(language: Language): void {
  try {
    window.localStorage.setItem(KEY, language);
  } catch {
    // Private mode without storage: the cookie still carries the choice to the server.
  }
  document.cookie = `${COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  if (language !== activeLanguage) window.location.reload();
}
