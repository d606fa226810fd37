import { useSyncExternalStore } from 'react';
import { apiRequest, isApiClientError } from './api.ts';
import { readUser } from './auth/session.ts';

/*
 * The device's outbox (decision 092): a save made with no connection is kept in localStorage (so a
 * reload or a closed tab keeps it) and sent again when the browser says it is online, when the app
 * starts and every half minute while something waits. Each save carries its client key, the same on
 * every try, so a save that reached the server before its reply was lost is not made twice. A save the
 * server refuses stays, with the server's words, until the user deals with it: 'conflict' (409: the
 * record changed meanwhile) or 'refused' (any other 4xx).
 */

export type OutboxState = 'waiting' | 'conflict' | 'refused';

export interface OutboxEntry {
  /** The client key, also inside `body`. */
  key: string;
  /** What kind of save (`attendance.register`): a screen picks its own. */
  kind: string;
  /** What it saves (a register's query): a newer save of the same replaces a waiting one. */
  ref: string;
  /** Where its screen shows it (to deal with a refusal). */
  href: string;
  /** The query key prefix to fetch again once it is saved. */
  invalidates: string[];
  /** Whose it is (organisation and email): only sent while they are signed in. */
  owner: string;
  method: 'PUT' | 'POST';
  path: string;
  body: unknown;
  /** When it was kept (ISO). */
  queuedAt: string;
  state: OutboxState;
  /** The server's words, when it refused. */
  message?: string;
}

const STORE = 'kaksha.outbox';
const RETRY_MS = 30_000;

/** A fresh client key: 32 hex digits (crypto.getRandomValues works on plain http too). */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Who is signed in, as an entry's owner ('' for nobody). */
export function currentOwner(): string {
  const user = readUser();
  return user ? `${user.SUCode}:${user.EmailID}` : '';
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

let cachedRaw: string | null | undefined;
let cached: OutboxEntry[] = [];

/** Every kept save, of every user on this device, oldest first. */
export function outboxEntries(): OutboxEntry[] {
  const raw = storage()?.getItem(STORE) ?? null;
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cached = Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    cached = [];
  }
  return cached;
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function write(entries: OutboxEntry[]) {
  storage()?.setItem(STORE, JSON.stringify(entries));
  emit();
}

/**
 * Keeps a save on the device (replacing any kept one of the same `ref`): waiting to be sent, or — a save
 * the server refused at once — to be dealt with.
 */
export function keep(
  entry: Omit<OutboxEntry, 'queuedAt' | 'state' | 'owner' | 'message'>,
  refusal?: { state: Exclude<OutboxState, 'waiting'>; message: string },
) {
  const others = outboxEntries().filter((e) => !(e.kind === entry.kind && e.ref === entry.ref));
  const kept: OutboxEntry = {
    ...entry,
    owner: currentOwner(),
    queuedAt: new Date().toISOString(),
    state: 'waiting',
    ...refusal,
  };
  write([...others, kept]);
}

/** Forgets a kept save (sent, or given up by its user). */
export function forget(key: string) {
  const entries = outboxEntries();
  if (entries.some((e) => e.key === key)) write(entries.filter((e) => e.key !== key));
}

/** Forgets whatever is kept of `ref` (a newer save of it went through). */
export function forgetRef(kind: string, ref: string) {
  const entries = outboxEntries();
  if (entries.some((e) => e.kind === kind && e.ref === ref))
    write(entries.filter((e) => !(e.kind === kind && e.ref === ref)));
}

function mark(key: string, state: OutboxState, message: string) {
  write(outboxEntries().map((e) => (e.key === key ? { ...e, state, message } : e)));
}

type SentListener = (entry: OutboxEntry, reply: unknown) => void;
const sentListeners = new Set<SentListener>();

/** Told of each kept save the server took (to refresh what shows it). */
export function onSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/**
 * Is this failure one a later try may get past: no connection, a server or proxy away (502–504), or a
 * session to sign in to again (401)?
 */
export const unreachable = (error: unknown) =>
  !isApiClientError(error) || error.kind !== 'http' || [401, 502, 503, 504].includes(error.status);

let flushing: Promise<void> | null = null;

/** Sends the signed-in user's waiting saves in order; stops at the first that cannot get through. */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    try {
      const owner = currentOwner();
      for (const entry of outboxEntries().filter((e) => e.owner === owner && e.state === 'waiting')) {
        try {
          const reply = await apiRequest(entry.path, { method: entry.method, json: entry.body });
          forget(entry.key);
          sentListeners.forEach((listener) => listener(entry, reply));
        } catch (error) {
          if (unreachable(error)) return;
          const message = isApiClientError(error) ? (error.serverMessage ?? error.message) : String(error);
          mark(entry.key, isApiClientError(error) && error.status === 409 ? 'conflict' : 'refused', message);
        }
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

let started = false;

/** Sends what waits now, when the browser comes online, and every half minute; once per page. */
export function startOutbox() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const send = () => {
    if (outboxEntries().some((e) => e.state === 'waiting')) void flushOutbox();
  };
  window.addEventListener('online', send);
  // Another tab kept or sent something: show it here too.
  window.addEventListener('storage', (event) => {
    if (event.key === STORE) emit();
  });
  window.setInterval(send, RETRY_MS);
  send();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user's kept saves (of `kind`, or all), kept up to date. */
export function useOutbox(kind?: string): OutboxEntry[] {
  const all = useSyncExternalStore(subscribe, outboxEntries, () => cached);
  const owner = currentOwner();
  return all.filter((e) => (kind === undefined || e.kind === kind) && e.owner === owner);
}
