import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@kaksha/contracts';

/** sessionStorage key of the signed-in user's public fields (never the password). */
export const USER_KEY = 'user';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: SessionUser | null = null;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps only SUCode, EmailID, UserName and UserType, whatever else the object holds. */
export function toSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const { SUCode, EmailID, UserName, UserType } = v;
  if (typeof EmailID !== 'string' || EmailID === '') return null;
  if (typeof SUCode !== 'string' && typeof SUCode !== 'number') return null;
  return {
    SUCode: String(SUCode),
    EmailID,
    UserName: typeof UserName === 'string' ? UserName : '',
    UserType: typeof UserType === 'string' ? UserType : '',
  };
}

export function readUser(): SessionUser | null {
  const raw = storage()?.getItem(USER_KEY) ?? null;
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    cachedUser = raw ? toSessionUser(JSON.parse(raw)) : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

function emit() {
  for (const listener of listeners) listener();
}

export function saveUser(user: SessionUser): void {
  const safe = toSessionUser(user);
  if (!safe) return;
  const raw = JSON.stringify(safe);
  if (storage()?.getItem(USER_KEY) === raw) return;
  storage()?.setItem(USER_KEY, raw);
  emit();
}

export function clearUser(): void {
  storage()?.removeItem(USER_KEY);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stored user, re-rendering when it changes. */
export function useStoredUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, readUser, () => null);
}

/** For screens inside the shell, which only renders them once a user is known. */
export function useCurrentUser(): SessionUser {
  const user = useStoredUser();
  if (!user) throw new Error('useCurrentUser needs a signed-in user (render inside the shell).');
  return user;
}
