import { useEffect, useSyncExternalStore } from 'react';
import { loadedGazetteer, type Gazetteer } from '@contract/gazetteer';

/**
 * The gazetteer's data (200 KiB, ADR 0044) comes in its own chunk, fetched once the signed-in
 * shell is idle (usePrefetchGazetteer) or when a screen needs it first: the first screen's bundle
 * does not carry it. Until it has come, city names show as stored (the English key) and the
 * screens that show them render again when it arrives.
 */
let pending: Promise<Gazetteer> | null = null;
const listeners = new Set<() => void>();

export function loadGazetteer(): Promise<Gazetteer> {
  pending ??= import('@contract/gazetteer-data').then(
    (m) => {
      listeners.forEach((l) => l());
      return m.gazetteer;
    },
    (err: unknown) => {
      pending = null; // offline or a new deployment: the next screen that needs it tries again
      throw err;
    },
  );
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The loaded gazetteer, or null while it loads (the caller renders again when it has come). */
export function useGazetteer(): Gazetteer | null {
  const g = useSyncExternalStore(subscribe, loadedGazetteer, loadedGazetteer);
  useEffect(() => {
    if (!g) loadGazetteer().catch(() => undefined);
  }, [g]);
  return g;
}

/** After sign-in, when the browser is idle: the first city picker or city name needs no wait. */
export function usePrefetchGazetteer() {
  useEffect(() => {
    const load = () => void loadGazetteer().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 2000);
    return () => clearTimeout(id);
  }, []);
}
