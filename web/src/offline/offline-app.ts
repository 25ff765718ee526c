import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { rowScope } from '@contract/permissions';
import { session } from '../lib/session';
import { keepOfflineSetFresh, worksInTheField } from './offline-set';
import { registerOutbox } from './outbox';
import { keepQueriesLonger, pauseOffline, startOffline } from './persist';

/** IndexedDB that does not open in this long is not worth a blank page: the app starts without it. */
const RESTORE_WAIT_MS = 3_000;

/** The service worker that serves the app's shell with no network; built by vite-plugin-pwa. */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined); // the app works online without it
  });
}

/**
 * Starts the offline field app (issue 14, ADR 0026) before the first render: the signed-in
 * user's kept data and waiting changes come back first, so an offline start shows them at
 * once. It then follows the session: another user gets their own, a verified field rep's
 * session keeps the day's data fresh.
 */
export async function startOfflineApp(qc: QueryClient): Promise<void> {
  // react-query assumes online until an event says otherwise; a start with no signal is not.
  onlineManager.setOnline(navigator.onLine);
  registerOutbox(qc);
  keepQueriesLonger(qc);
  registerServiceWorker();
  let userId = session.get().user?.id ?? null;
  await Promise.race([startOffline(qc, userId), new Promise((done) => setTimeout(done, RESTORE_WAIT_MS))]);
  let stopFresh: (() => void) | null = null;
  const follow = () => {
    const now = session.get();
    const id = now.user?.id ?? null;
    if (id !== userId) {
      // Another user (or none): nothing of the last one stays in memory, where the next
      // user's copy would pick it up. The phone's copy of the last one is left as it was.
      userId = id;
      pauseOffline();
      qc.clear();
      void startOffline(qc, id);
    }
    // The day's set is the field user's, who works their own visits or requests (issues 14, 40);
    // a manager's whole team would be hundreds of visits.
    const role = now.authenticated ? now.user?.role : undefined;
    const fieldRep = !!role && worksInTheField(role) && rowScope[role] === 'own';
    if (fieldRep && !stopFresh) stopFresh = keepOfflineSetFresh(qc, role);
    else if (!fieldRep && stopFresh) {
      stopFresh();
      stopFresh = null;
    }
  };
  session.subscribe(follow);
  follow();
}
