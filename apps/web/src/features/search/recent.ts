import type { SessionUser } from '@kaksha/contracts';

/**
 * Recent searches, remembered per user on this device (decision 089): the texts that opened a
 * record, newest first. Kept in the browser, not on the server: remembering costs no write, and a
 * desk computer shared by several staff keeps each one's own list under their organisation and email.
 */
export const RECENT_SEARCHES = 6;

const keyOf = (user: Pick<SessionUser, 'SUCode' | 'EmailID'>) =>
  `kaksha.recent-searches.${user.SUCode}.${user.EmailID.toLowerCase()}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readRecent(user: Pick<SessionUser, 'SUCode' | 'EmailID'>): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(keyOf(user)) ?? '[]');
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

/** Remembers `text` as the newest search (once, case aside), keeping RECENT_SEARCHES; the list. */
export function rememberSearch(user: Pick<SessionUser, 'SUCode' | 'EmailID'>, text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed) return readRecent(user);
  const next = [trimmed, ...readRecent(user).filter((r) => r.toLowerCase() !== trimmed.toLowerCase())].slice(
    0,
    RECENT_SEARCHES,
  );
  storage()?.setItem(keyOf(user), JSON.stringify(next));
  return next;
}

export function forgetRecent(user: Pick<SessionUser, 'SUCode' | 'EmailID'>): void {
  storage()?.removeItem(keyOf(user));
}
