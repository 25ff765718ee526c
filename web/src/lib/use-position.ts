import { useCallback, useEffect, useState } from 'react';

export type PositionProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';
export interface Here {
  latitude: number;
  longitude: number;
}
export type PositionState = { status: 'locating' } | { status: 'found'; here: Here } | { status: 'failed'; problem: PositionProblem };

/** What the browser said, in the words the screens use. */
export const positionProblemOf = (err: GeolocationPositionError): PositionProblem =>
  err.code === err.PERMISSION_DENIED ? 'denied' : err.code === err.TIMEOUT ? 'timeout' : 'unavailable';

/**
 * Where the phone is now, asked once when a screen opens (and again on `retry`): "Clients
 * near me" and "Plan my route" start from it. A position up to a minute old will do.
 */
export function useCurrentPosition(enabled = true): PositionState & { retry: () => void } {
  // Each ask has its number: an answer to an earlier one is not shown as the current one.
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; state: PositionState } | null>(null);
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  useEffect(() => {
    if (!enabled || !supported) return;
    let live = true;
    const settle = (state: PositionState) => live && setAnswer({ attempt, state });
    navigator.geolocation.getCurrentPosition(
      (pos) => settle({ status: 'found', here: { latitude: pos.coords.latitude, longitude: pos.coords.longitude } }),
      (err) => settle({ status: 'failed', problem: positionProblemOf(err) }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
    return () => {
      live = false;
    };
  }, [enabled, supported, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!supported) return { status: 'failed', problem: 'unsupported', retry };
  return { ...(answer?.attempt === attempt ? answer.state : { status: 'locating' }), retry };
}
