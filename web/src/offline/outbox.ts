import { useState } from 'react';
import { MutationObserver, useMutationState, type Mutation, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';
import { queryClient } from '../lib/query-client';
import { session } from '../lib/session';
import { recordConflict } from './conflicts';
import { progressOf } from './kinds/change';
import { changeKinds, kindOf, type AnyChange, type OutboxChanges, type OutboxKind } from './outbox-kinds';

export { newChangeKey } from './kinds/change';

/**
 * The outbox (issue 14, ADR 0026) is react-query's own paused-mutation queue, as DESIGN's
 * offline row says: each change is a mutation under the key `['outbox', kind]` in one scope,
 * so they are sent one after the other in the order they were made. Offline, a mutation pauses
 * instead of failing; persist.ts keeps the paused ones in IndexedDB and resumes them after a
 * reload; react-query resumes them itself when the connection returns.
 */
export const OUTBOX = 'outbox';
const SCOPE = { id: OUTBOX };

/** Worth sending again with the same key: no answer, or a busy server. */
const isPassing = (err: unknown) => isApiError(err) && [0, 408, 429].includes(err.status);
/**
 * The session ended (its refresh was refused): the session's end already stopped the phone's
 * copy from following the queue, so the change stays there and goes on after the same rep
 * signs in again. It is not a conflict.
 */
const sessionEnded = (err: unknown) => isApiError(err) && err.status === 401;
const SERVER_RETRIES = 5;
/** The answer belongs to whoever made the change: after a sign-out it is not shown to the next user. */
const stillTheirs = (change: AnyChange) => change.userId === session.get().user?.id;

/** Keys of changes that waited: their refusal later is a conflict to show, not a form error. */
const waited = new Set<string>();
export const markWaited = (key: string) => waited.add(key);

/** Registers how each kind is sent: a restored change has only its data, the function comes from here. */
export function registerOutbox(qc: QueryClient): void {
  for (const kind of Object.keys(changeKinds) as OutboxKind[]) {
    qc.setMutationDefaults([OUTBOX, kind], {
      mutationFn: (change: AnyChange) => kindOf(kind).send(change),
      scope: SCOPE,
      networkMode: 'online',
      meta: { inlineError: true },
      // Sent again with the same key (so never done twice): a lost connection until it goes
      // through, a failing server a few times; a refusal never.
      retry: (count, err) => isPassing(err) || (isApiError(err) && err.status >= 500 && count < SERVER_RETRIES),
      retryDelay: (count) => Math.min(30_000, 1_000 * 2 ** count),
      onSuccess: (reply: unknown, change: AnyChange) => {
        waited.delete(change.key);
        progressOf.delete(change.key);
        if (stillTheirs(change)) kindOf(kind).showSent(qc, change, reply);
      },
      onError: (err: Error, change: AnyChange) => {
        progressOf.delete(change.key);
        if (waited.delete(change.key) && stillTheirs(change) && !sessionEnded(err)) void recordConflict(kind, change, err);
      },
    });
  }
}

export type SendOutcome = { sent: true; reply: unknown } | { sent: false };

/**
 * Makes a change: sent at once when the phone is online (the answer resolves the promise, a
 * refusal rejects it so the form can show it), or kept in the outbox when it is not, or when
 * the connection drops while sending (then it resolves `{ sent: false }` at once).
 */
export function sendChange<K extends OutboxKind>(kind: K, change: OutboxChanges[K]): Promise<SendOutcome> {
  const observer = new MutationObserver<unknown, Error, AnyChange>(queryClient, { mutationKey: [OUTBOX, kind] });
  const theirs: AnyChange = { ...(change as AnyChange), userId: session.get().user?.id };
  return new Promise((resolve, reject) => {
    const unsubscribe = observer.subscribe((state) => {
      if (state.isSuccess) resolve({ sent: true, reply: state.data });
      else if (state.isError) reject(state.error);
      // Not through at the first try (no signal, a busy server): it goes on from the outbox.
      else if (state.isPaused || state.failureCount > 0) {
        markWaited(change.key);
        kindOf(kind).showQueued(queryClient, theirs, new Date().toISOString());
        resolve({ sent: false });
      } else return;
      unsubscribe();
    });
    observer.mutate(theirs).catch(() => {
      // Settled through the subscription above.
    });
  });
}

/** A screen's use of the outbox: `send` plus its busy and error state for the form. */
export function useOutbox<K extends OutboxKind>(kind: K) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const sendIt = async (change: OutboxChanges[K]): Promise<SendOutcome> => {
    setBusy(true);
    setError(null);
    try {
      return await sendChange(kind, change);
    } catch (err) {
      setError(err as Error);
      throw err;
    } finally {
      setBusy(false);
    }
  };
  return { send: sendIt, busy, error, isError: error !== null, reset: () => setError(null) };
}

const isQueued = (m: Mutation<unknown, Error, unknown, unknown>) => m.options.mutationKey?.[0] === OUTBOX && m.state.status === 'pending';

/** The changes waiting on this phone, oldest first, with their kinds. */
export function useQueuedChanges(): { kind: OutboxKind; change: AnyChange; paused: boolean }[] {
  return useMutationState({
    filters: { predicate: isQueued },
    select: (m) => ({ kind: m.options.mutationKey?.[1] as OutboxKind, change: m.state.variables as AnyChange, paused: m.state.isPaused }),
  });
}
