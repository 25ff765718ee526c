import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * "Lie-fi" (issue 40): the phone says it is online, but requests go nowhere (one bar in a
 * basement, a captive portal). Waiting on them would leave the rep before a spinner and an
 * error where the phone's copy could be shown. So a request that gets no answer within
 * NO_ANSWER_MS, or fails without one, puts react-query offline, exactly as the browser's
 * `offline` event does: screens show the phone's copy, changes go to the outbox and its banner
 * says there is no connection. A probe of the health check then asks every PROBE_EVERY_MS
 * and puts the app back online with its first answer.
 */
export const NO_ANSWER_MS = 8_000;
const PROBE_EVERY_MS = 5_000;
const PROBE_URL = '/api/health';

let probing: ReturnType<typeof setTimeout> | null = null;

/** A request went unanswered: no connection, whatever the phone believes. */
export function noAnswer(): void {
  onlineManager.setOnline(false);
  probing ??= setTimeout(probe, PROBE_EVERY_MS);
}

/** An answer came (any status: the server was reached). */
export function answered(): void {
  if (probing === null) return;
  clearTimeout(probing);
  probing = null;
  onlineManager.setOnline(navigator.onLine);
}

async function probe(): Promise<void> {
  try {
    const res = await fetch(PROBE_URL, { cache: 'no-store', signal: AbortSignal.timeout(NO_ANSWER_MS) });
    // A 503 (the database is down) is no better than silence for the rep's changes.
    if (res.ok) return answered();
  } catch {
    // Still nothing: asked again below.
  }
  probing = setTimeout(probe, PROBE_EVERY_MS);
}

/**
 * A signal that aborts when `signal` does or when no answer came in NO_ANSWER_MS. `timedOut`
 * tells the two apart: a caller's abort is theirs to handle, silence is a lost connection.
 */
export function withNoAnswerLimit(signal: AbortSignal | undefined): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(), NO_ANSWER_MS);
  return {
    signal: signal ? AbortSignal.any([signal, limit.signal]) : limit.signal,
    timedOut: () => limit.signal.aborted && !signal?.aborted,
    done: () => clearTimeout(timer),
  };
}

/** Whether the app can reach the server now, as react-query sees it (the browser's word, corrected by silence). */
export const useOnline = (): boolean => useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());
