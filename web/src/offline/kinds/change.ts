import type { QueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY } from '../../lib/api-client';

/**
 * A change a rep or technician can make with no signal (issues 14 and 40), as plain data: the
 * outbox keeps it in IndexedDB (photos as Blobs), so nothing here may hold a function. `key` is
 * the change's Idempotency-Key, fixed when it is made, so a resend after a lost answer or a
 * reload is answered with the first result instead of doing the change twice.
 */
export interface Change {
  key: string;
  /** What the outbox and conflict views call it: the client's or the task's name. */
  title: string;
  /** When it was made, on the device's clock. */
  at: string;
  /** Who made it: set by the outbox, so an answer arriving after a sign-out goes nowhere. */
  userId?: string;
}

/** How one kind of change is sent, and shown before and after the server has it. */
export interface ChangeKind<C extends Change> {
  send: (change: C) => Promise<unknown>;
  /** What the change shows at once, on this phone, before the server has it. */
  showQueued: (qc: QueryClient, change: C, now: string) => void;
  /** The server's answer, put where the screens read it (also after a reload). */
  showSent: (qc: QueryClient, change: C, reply: unknown) => void;
}

/** Upload progress is shown only by the screen that sent the change, so it lives beside the outbox, never in it. */
export const progressOf = new Map<string, (fraction: number) => void>();
export const progress = (key: string) => (fraction: number) => progressOf.get(key)?.(fraction);
export const keyed = (key: string) => ({ headers: { [IDEMPOTENCY_KEY]: key } });

export type ListPage<T> = { count: number; results: T[] };

/**
 * `patch` applied to the details under `details` and to the row in every cached page of
 * `lists`. Details never fetched (a dialog opened offline shows the list's row) are made from
 * the row, so an open dialog shows the change too.
 */
export function showInCache<T extends { id: string }>(
  qc: QueryClient,
  keys: { details: readonly unknown[]; lists: readonly unknown[] },
  id: string,
  patch: (row: T) => T,
): void {
  const listed = () =>
    qc
      .getQueriesData<ListPage<T>>({ queryKey: keys.lists })
      .flatMap(([, page]) => page?.results ?? [])
      .find((row) => row.id === id);
  const before = qc.getQueryData<T>(keys.details) ?? listed();
  if (before) qc.setQueryData(keys.details, patch(before));
  qc.setQueriesData<ListPage<T>>(
    { queryKey: keys.lists },
    (page) => page && { ...page, results: page.results.map((row) => (row.id === id ? patch(row) : row)) },
  );
}

/** A key for a new change: a UUID, which the server's idempotency keys accept. */
export const newChangeKey = (): string => crypto.randomUUID();
