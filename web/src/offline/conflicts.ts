import { useSyncExternalStore } from 'react';
import { isApiError } from '../lib/api-error';
import { hasOfflineStore, offlineDb } from './offline-db';
import type { AnyChange, OutboxKind } from './outbox-kinds';

/**
 * A change that waited on the phone and that the server then refused: the visit was deleted or
 * reassigned (404), had already moved on (409), or the change no longer holds (400/403/422).
 * It is shown, never swallowed, and kept (with its photo) until the rep dismisses it.
 */
export interface Conflict {
  key: string;
  userId: string;
  kind: OutboxKind;
  change: AnyChange;
  status: number;
  code: string;
  message: string;
  at: string;
}

let userId: string | null = null;
let current: Conflict[] = [];
const listeners = new Set<() => void>();
const set = (next: Conflict[]) => {
  current = next;
  listeners.forEach((l) => l());
};

/** The signed-in user's conflicts, read when the user changes (another user sees none of them). */
export async function loadConflicts(user: string | null): Promise<void> {
  userId = user;
  if (!user || !hasOfflineStore()) return set([]);
  const rows = await (await offlineDb()).getAllFromIndex('conflicts', 'byUser', user);
  if (userId === user) set(rows.sort((a, b) => a.at.localeCompare(b.at)));
}

export async function recordConflict(kind: OutboxKind, change: AnyChange, err: Error): Promise<void> {
  if (!userId) return;
  const conflict: Conflict = {
    key: change.key,
    userId,
    kind,
    change,
    status: isApiError(err) ? err.status : 0,
    code: isApiError(err) ? err.code : 'internal',
    message: err.message,
    at: new Date().toISOString(),
  };
  set([...current.filter((c) => c.key !== conflict.key), conflict]);
  if (hasOfflineStore()) await (await offlineDb()).put('conflicts', conflict);
}

export async function dismissConflict(key: string): Promise<void> {
  set(current.filter((c) => c.key !== key));
  if (hasOfflineStore()) await (await offlineDb()).delete('conflicts', key);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const useConflicts = (): Conflict[] => useSyncExternalStore(subscribe, () => current);
