import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The list export's status as the page polls it: every second while the export runs, no more
 * once it is done, and no more once the question fails (a 404 after the export was removed):
 * the error then stays for the page to show. A real QueryClient and observer (what useQuery
 * runs) over a stubbed fetch, on fake timers; the browser globals the API client touches are
 * stubbed (the unit suite runs in node).
 */
const store = new Map<string, string>([['access_token', 'access']]);
const storage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
};
vi.stubGlobal('window', { localStorage: storage, sessionStorage: storage, location: { assign: vi.fn() } });
vi.stubGlobal('document', { cookie: 'csrftoken=csrf-123', visibilityState: 'visible' });

const { QueryClient, QueryObserver, environmentManager } = await import('@tanstack/react-query');
const { clientExportStatusQuery } = await import('./transfer');
const { isApiError } = await import('../../../lib/api-error');

const ID = '5f0c7a52-8d1e-4c3a-9a51-2b6f1d3e4a10';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const exportOf = (status: 'queued' | 'running' | 'done' | 'failed', rows_done: number) => ({
  id: ID,
  kind: 'client',
  format: 'csv',
  lang: 'en',
  status,
  rows_done,
  rows_total: 10,
  file_name: status === 'done' ? 'clients.csv' : null,
  error: status === 'failed' ? 'The export could not be written: start it again' : '',
  created_at: '2026-11-27T09:00:00.000Z',
  finished_at: status === 'done' || status === 'failed' ? '2026-11-27T09:00:05.000Z' : null,
});

/** Answers each status call with the next reply (the last one again once they run out). */
function serve(...replies: (() => Response)[]) {
  let calls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => replies[Math.min(calls++, replies.length - 1)]!()),
  );
  return () => calls;
}

/** The status query watched as the page's useQuery watches it, for `seconds` of fake time. */
async function watch(seconds: number) {
  // The app's retry rule: a 4xx is not retried (a network or server failure would be, twice).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(client, clientExportStatusQuery(ID));
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(seconds * 1_000);
  const result = observer.getCurrentResult();
  unsubscribe();
  client.clear();
  return result;
}

beforeEach(() => {
  vi.useFakeTimers();
  // Timers of refetchInterval are only scheduled in a browser; node would otherwise count as a server.
  environmentManager.setIsServer(() => false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.stubGlobal('window', { localStorage: storage, sessionStorage: storage, location: { assign: vi.fn() } });
  vi.stubGlobal('document', { cookie: 'csrftoken=csrf-123', visibilityState: 'visible' });
});

describe('client export status polling', () => {
  it('asks every second while the export runs, and stops once it is done', async () => {
    const calls = serve(
      () => json(200, exportOf('queued', 0)),
      () => json(200, exportOf('running', 4)),
      () => json(200, exportOf('done', 10)),
    );
    const result = await watch(6.5);
    expect(calls()).toBe(3);
    expect(result.data?.status).toBe('done');
  });

  it('stops on an error (the export was removed after its week) and keeps the error for the page to show', async () => {
    const calls = serve(() => json(404, { code: 'not_found', message: 'Export not found' }));
    const result = await watch(5.5);
    expect(calls()).toBe(1);
    expect(result.status).toBe('error');
    expect(isApiError(result.error) && result.error.status).toBe(404);
  });

  it('stops when a status that was running can no longer be read, keeping the last progress and the error', async () => {
    const calls = serve(
      () => json(200, exportOf('running', 4)),
      () => json(404, { code: 'not_found', message: 'Export not found' }),
    );
    const result = await watch(5.5);
    expect(calls()).toBe(2);
    expect(result.error).toBeTruthy();
    expect(result.data?.rows_done).toBe(4);
  });
});
