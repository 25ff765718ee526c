import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { loadConflicts } from './conflicts';
import { hasOfflineStore, offlineDb } from './offline-db';
import { markWaited, OUTBOX } from './outbox';
import type { AnyChange } from './outbox-kinds';

/**
 * Keeps the signed-in rep's last synced data and waiting changes on the phone (IndexedDB), so
 * the app opens and works with no signal (issue 14). Only what the field screens read is kept:
 * a manager's reports are not worth a phone's storage. Data older than a week is not shown as
 * "last synced"; waiting changes are always kept, whatever their age or the app's version.
 */
const KEPT = new Set(['visits', 'tasks', 'maintenance', 'field-clients', 'tenant', 'samples', 'app-config', 'dashboard', 'notifications']);
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const BUILD = import.meta.env.VITE_BUILD_ID ?? import.meta.env.MODE;
const WRITE_EVERY_MS = 1_000;

export const OFFLINE_DATA_AGE_MS = 24 * 60 * 60 * 1000;

/** Of the visits, the field screens read the lists, the details and the unread count (not a manager's calendar or map). */
const KEPT_VISIT_VIEWS = new Set(['list', 'details', 'unread']);
const isKept = (queryKey: readonly unknown[]) =>
  KEPT.has(String(queryKey[0])) && (queryKey[0] !== 'visits' || KEPT_VISIT_VIEWS.has(String(queryKey[1])));

/** What is written: kept data (also when its last refresh failed offline) and every waiting change. */
function snapshot(qc: QueryClient): DehydratedState {
  const state = dehydrate(qc, {
    shouldDehydrateQuery: (q) => q.state.data !== undefined && isKept(q.queryKey),
    shouldDehydrateMutation: (m) => m.options.mutationKey?.[0] === OUTBOX && m.state.status === 'pending',
  });
  // Errors are left out: not every browser's IndexedDB can clone them, and a failed refresh
  // is not worth keeping. A change that was being sent when the app closed is resumed like a
  // paused one: its key makes the resend harmless if the server had already done it.
  return {
    queries: state.queries.map((q) => ({ ...q, state: { ...q.state, error: null, fetchFailureReason: null, status: 'success' } })),
    mutations: state.mutations.map((m) => ({ ...m, state: { ...m.state, error: null, failureReason: null, isPaused: true } })),
  };
}

/**
 * Kept data must outlive react-query's five idle minutes: a day in memory, a week on the phone.
 * Otherwise a screen not opened for five minutes offline would lose its data, here and in the copy.
 */
export function keepQueriesLonger(qc: QueryClient): void {
  for (const root of KEPT) qc.setQueryDefaults([root], { gcTime: OFFLINE_DATA_AGE_MS });
}

let stopPersisting: (() => void) | null = null;

/** Stops following the cache: what the phone holds stays as it is (a session that ends keeps its changes). */
export function pauseOffline(): void {
  stopPersisting?.();
  stopPersisting = null;
}

/** Brings back `userId`'s data and waiting changes, then keeps them up to date as they change. */
export async function startOffline(qc: QueryClient, userId: string | null): Promise<void> {
  pauseOffline();
  await loadConflicts(userId);
  if (!userId || !hasOfflineStore()) return;
  const saved = await (await offlineDb()).get('state', userId).catch(() => undefined);
  if (saved) {
    const fresh = saved.build === BUILD && Date.now() - saved.savedAt < MAX_AGE_MS;
    hydrate(qc, fresh ? saved.state : { ...saved.state, queries: [] });
    // What the phone kept is "as last synced": shown at once, and fetched again by every screen
    // that opens with a connection (a change made since, here or elsewhere, must show).
    void qc.invalidateQueries({ predicate: (q) => isKept(q.queryKey) }, { cancelRefetch: false }).catch(() => undefined);
    for (const m of saved.state.mutations) markWaited((m.state.variables as AnyChange).key);
    void qc.resumePausedMutations();
  }
  stopPersisting = persistChanges(qc, userId);
}

function persistChanges(qc: QueryClient, userId: string): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    void offlineDb()
      .then((d) => d.put('state', { savedAt: Date.now(), build: BUILD, state: snapshot(qc) }, userId))
      .catch(() => undefined); // a full disk: the app keeps working online
  };
  const later = () => (timer ??= setTimeout(write, WRITE_EVERY_MS));
  const stopQueries = qc.getQueryCache().subscribe((e) => e.type === 'updated' && e.action.type === 'success' && later());
  // A change is written at once: the phone may be put away the second after the rep taps "Complete".
  const stopMutations = qc.getMutationCache().subscribe((e) => e.mutation?.options.mutationKey?.[0] === OUTBOX && write());
  return () => {
    if (timer) clearTimeout(timer);
    stopQueries();
    stopMutations();
  };
}

/** Logout: the user's data, waiting changes and conflicts leave the phone. */
export async function forgetOffline(userId: string): Promise<void> {
  pauseOffline();
  await loadConflicts(null);
  if (!hasOfflineStore()) return;
  const d = await offlineDb();
  await d.delete('state', userId);
  for (const key of await d.getAllKeysFromIndex('conflicts', 'byUser', userId)) await d.delete('conflicts', key);
}
