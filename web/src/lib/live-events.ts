import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SUMMARY_STALE_MS } from '@contract/dashboard';
import { visitTalkApi } from '@contract/visit-talk';
import { buildUrl, refreshTokens } from './api-client';
import { rateLimitWait, waitFor429 } from './rate-limit-wait';
import { tokenStore } from './storage';

/** Waits before reconnecting after a drop: quick first, then gentler (ms). */
const BACKOFF_MS = [500, 1_000, 2_000, 5_000, 10_000];
/** A 429 on the stream without a usable Retry-After: wait this long rather than knock again at once (ms). */
const RATE_LIMITED_MS = 30_000;
/** Events close together refresh the screen once (a manager approving ten visits in a row). */
const BATCH_MS = 150;

type Frame = { id: string | null; event: string; data: string };

/** The dashboard's query: a visit event moves its figures, so it is refreshed with the visits. */
export const dashboardKey = ['dashboard'] as const;
/** The KPI page's queries: a finished, approved or rejected visit moves the bars. */
export const kpiKey = ['kpi'] as const;

/** Splits a text/event-stream body into its events (the browser's EventSource rules, the parts we use). */
async function* framesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Frame> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replaceAll('\r\n', '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const frame: Frame = { id: null, event: 'message', data: '' };
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const [field, raw] = colon < 0 ? [line, ''] : [line.slice(0, colon), line.slice(colon + 1)];
        const value = raw.startsWith(' ') ? raw.slice(1) : raw;
        if (field === 'id') frame.id = value;
        else if (field === 'event') frame.event = value;
        else if (field === 'data') frame.data += (frame.data ? '\n' : '') + value;
      }
      if (frame.data) yield frame;
    }
  }
}

/**
 * The signed-in user's live stream (`GET events/stream`), kept open while the app is: fetch
 * rather than EventSource, because the call carries the bearer token like every other one.
 * A visit or message event refreshes what shows visits (lists, calendar, map, details, unread
 * counts); a drop reconnects with Last-Event-ID and the server replays what was missed, or
 * says "reset" and everything is reloaded.
 */
export function connect(queryClient: QueryClient): () => void {
  let stopped = false;
  let lastId: string | null = null;
  let attempt = 0;
  let controller: AbortController | null = null;
  let pending: 'visits' | 'all' | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const refresh = (what: 'visits' | 'all') => {
    pending = pending === 'all' || what === 'all' ? 'all' : 'visits';
    timer ??= setTimeout(() => {
      const scope = pending;
      pending = null;
      timer = null;
      if (scope === 'all') return void queryClient.invalidateQueries();
      void queryClient.invalidateQueries({ queryKey: ['visits'] });
      refreshSummaries();
    }, BATCH_MS);
  };
  // The server may answer a summary up to SUMMARY_STALE_MS after a write: asked again past that.
  // Events during the wait ask for one more round after it: a steady stream of events still
  // refreshes them about once a second, and the last event is always followed by a refresh.
  let summaryTimer: ReturnType<typeof setTimeout> | null = null;
  let summaryAgain = false;
  const refreshSummaries = () => {
    if (summaryTimer) return void (summaryAgain = true);
    summaryTimer = setTimeout(() => {
      summaryTimer = null;
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
      void queryClient.invalidateQueries({ queryKey: kpiKey });
      if (summaryAgain) {
        summaryAgain = false;
        refreshSummaries();
      }
    }, SUMMARY_STALE_MS + BATCH_MS);
  };

  // 'waited': a rate limit's Retry-After was already waited out; reconnect without more delay.
  const once = async (): Promise<'again' | 'waited' | 'stop'> => {
    controller = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = tokenStore.getAccess();
    if (!token) return 'stop';
    headers.Authorization = `Bearer ${token}`;
    if (lastId) headers['Last-Event-ID'] = lastId;
    const res = await fetch(buildUrl(visitTalkApi.stream.path), { headers, signal: controller.signal, cache: 'no-store' });
    if (res.status === 429) {
      // The user's (or company's) limit: the stream waits as every other call does, then
      // reconnects once, rather than knocking again and again while the limit holds.
      await rateLimitWait.wait(waitFor429(res, 0) ?? RATE_LIMITED_MS, controller.signal);
      return 'waited';
    }
    // A refresh the rate limit refused throws (the loop waits and tries again): only a refused refresh token stops it.
    if (res.status === 401) return (await refreshTokens()) ? 'again' : 'stop';
    if (!res.ok || !res.body) return 'again';
    for await (const frame of framesOf(res.body)) {
      attempt = 0;
      if (frame.id) lastId = frame.id;
      if (frame.event === 'ready') {
        const latest = (JSON.parse(frame.data) as { latest_id?: number }).latest_id;
        if (!lastId && latest !== undefined) lastId = String(latest);
      } else if (frame.event === 'reset') refresh('all');
      else if (frame.event === 'visit' || frame.event === 'message') refresh('visits');
      // Something was assigned to this user or happened to their visit: the bell, and the
      // screen showing it (a task list, a meeting), are all fetched again.
      else if (frame.event === 'notification') refresh('all');
    }
    return 'again';
  };

  const loop = async () => {
    while (!stopped) {
      let next: 'again' | 'waited' | 'stop' = 'again';
      try {
        next = await once();
      } catch {
        // A network drop or an abort: try again below unless stopped.
      }
      if (stopped || next === 'stop') return;
      if (next === 'waited') continue;
      const wait = BACKOFF_MS[Math.min(attempt++, BACKOFF_MS.length - 1)]!;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, wait);
        // Back online: reconnect now rather than at the end of the wait.
        window.addEventListener('online', () => (clearTimeout(t), resolve()), { once: true });
      });
    }
  };
  void loop();
  return () => {
    stopped = true;
    controller?.abort();
    if (timer) clearTimeout(timer);
    if (summaryTimer) clearTimeout(summaryTimer);
  };
}

/** Mounted once by the signed-in layout: the stream lives as long as the session does. */
export function useLiveEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => (enabled ? connect(queryClient) : undefined), [enabled, queryClient]);
}
