import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DehydratedState } from '@tanstack/react-query';
import type { Conflict } from './conflicts';

/**
 * The phone's own store (IndexedDB, which keeps photos as Blobs): per signed-in user, the
 * last synced data with the waiting changes (`state`), and the changes the server refused
 * (`conflicts`). Logging out deletes the user's rows.
 */
interface OfflineSchema extends DBSchema {
  state: { key: string; value: { savedAt: number; build: string; state: DehydratedState } };
  conflicts: { key: string; value: Conflict; indexes: { byUser: string } };
}

let db: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  db ??= openDB<OfflineSchema>('ziyara-offline', 1, {
    upgrade(d) {
      d.createObjectStore('state');
      d.createObjectStore('conflicts', { keyPath: 'key' }).createIndex('byUser', 'userId');
    },
  });
  return db;
}

/** IndexedDB is missing in some private modes: the app then simply works online only. */
export const hasOfflineStore = (): boolean => typeof indexedDB !== 'undefined';
