import { useSyncExternalStore } from 'react';

/**
 * The server's rate limit said "not now" (429 with Retry-After). The app waits and tries again
 * rather than failing, and never treats it as a lost session: the caller is still signed in.
 * While any call waits, `rateLimitWait.until()` is when the last wait ends, for the small
 * notice (components/RateLimitNotice.tsx); it clears as the waits end and the calls go again.
 */

/** Waits after a 429 without a readable Retry-After: gentle, growing, capped (ms). */
const BACKOFF_MS = [2_000, 5_000, 10_000, 20_000, 30_000];
/** Longer than the server's per-minute windows: an hourly form limit, not worth waiting on screen. */
const LONGEST_WAIT_MS = 65_000;
/** How many times one call waits before its 429 is shown as an error. */
export const MAX_WAITS = 5;

let until: number | null = null;
let waiting = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const rateLimitWait = {
  /** When the last current wait ends (epoch ms), or null: nothing waits. */
  until: () => until,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Waits `ms` (or until `signal` aborts) while the notice counts down. */
  wait(ms: number, signal?: AbortSignal): Promise<void> {
    const end = Date.now() + ms;
    waiting++;
    if (until === null || end > until) until = end;
    emit();
    const done = () => {
      if (--waiting === 0) until = null;
      emit();
    };
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return void (done(), reject(new DOMException('Aborted', 'AbortError')));
      const onAbort = () => {
        clearTimeout(timer);
        done();
        reject(new DOMException('Aborted', 'AbortError'));
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        done();
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  },
};

/**
 * How long to wait before trying a 429'd call again (ms), or null: do not wait, show the error.
 * Only the rate limiter's 429 carries Retry-After; a 429 the app itself explains (an account
 * locked after wrong passwords, too many exports at once) has none and is shown as it is.
 */
export function waitFor429(res: Response, attempt: number): number | null {
  if (res.status !== 429 || attempt >= MAX_WAITS) return null;
  const header = res.headers.get('retry-after');
  if (header === null) return null;
  const ms = retryAfterMs(header) ?? BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
  return ms > LONGEST_WAIT_MS ? null : ms;
}

/** Retry-After as seconds or an HTTP date (RFC 9110 §10.2.3), in ms; null when unreadable. */
export function retryAfterMs(header: string, now = Date.now()): number | null {
  const value = header.trim();
  if (/^\d+$/.test(value)) return Math.max(1, Number(value)) * 1_000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(1_000, date - now);
}

/** When the current waits end (epoch ms), or null: nothing is waiting. */
export function useRateLimitWait(): number | null {
  return useSyncExternalStore(rateLimitWait.subscribe, rateLimitWait.until, rateLimitWait.until);
}
