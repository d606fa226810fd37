import { useSyncExternalStore } from 'react';
import { TEACHER_ID_STORAGE_KEY } from '@kaksha/contracts';

/**
 * The teacher the detail screen shows: the spec keeps its id in local storage. The server checks that
 * the teacher belongs to the caller's organisation, so a tampered id only ever finds "not found".
 */
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored id when it is a positive whole number, else null. */
export function readTeacherId(): number | null {
  const raw = storage()?.getItem(TEACHER_ID_STORAGE_KEY) ?? null;
  if (!raw || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export function storeTeacherId(id: number): void {
  storage()?.setItem(TEACHER_ID_STORAGE_KEY, String(id));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TEACHER_ID_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored teacher id, following changes (another tab opening another teacher, too). */
export function useTeacherId(): number | null {
  return useSyncExternalStore(subscribe, readTeacherId, () => null);
}
