import { API_PREFIX } from '@contract/api-paths';
import { authApi, CSRF_COOKIE, refreshReplySchema } from '@contract/auth';
import { ApiError, errorFromResponse } from './api-error';
import { readCookie } from './cookies';
import { rateLimitWait, waitFor429 } from './rate-limit-wait';
import { answered, noAnswer, withNoAnswerLimit } from './reachability';
import { session } from './session';
import { tokenStore } from './storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Query;
  /** Send the bearer token and refresh it on 401 (default true). Login/refresh pass false. */
  auth?: boolean;
  /** Refresh and retry once on an expired token (default true). Logout has no use for it. */
  refreshOn401?: boolean;
  signal?: AbortSignal;
  /** Extra headers: the outbox's `Idempotency-Key` (DESIGN §6). */
  headers?: Record<string, string>;
  /**
   * Give up after NO_ANSWER_MS without an answer (lib/reachability.ts). Default: reads and
   * keyed writes, which are safe to ask again; a write that asks nothing (verifying the
   * session) may say so too.
   */
  limitWait?: boolean;
}

export const IDEMPOTENCY_KEY = 'Idempotency-Key';

/** 401 codes that mean "the access token is no good": worth one refresh. Wrong passwords are not. */
const REFRESHABLE = new Set(['unauthenticated', 'token_invalid', 'token_expired']);

let onSessionExpired: () => void = () => window.location.assign('/login');

/** The app registers how to leave for /login (router navigation plus a notification). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** An API path with its query (empty values left out), as the browser requests it. */
export function buildUrl(path: string, query?: Query): string {
  const url = API_PREFIX + path.replace(/^\/+/, '');
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function send(path: string, opts: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers['X-CSRFToken'] = csrf;
  if (token) headers.Authorization = `Bearer ${token}`;
  const method = opts.method ?? 'GET';
  // Reads and the outbox's keyed writes are safe to give up on and ask again; another write
  // (an import, say) may rightly take long and must not be sent twice.
  const limit = (opts.limitWait ?? (method === 'GET' || IDEMPOTENCY_KEY in headers)) ? withNoAnswerLimit(opts.signal) : null;
  try {
    const res = await fetch(buildUrl(path, opts.query), {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: 'same-origin',
      signal: limit?.signal ?? opts.signal,
    });
    answered();
    return res;
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError' && !limit?.timedOut()) throw e;
    noAnswer();
    throw new ApiError(0, 'network', limit?.timedOut() ? 'No answer from the server' : e instanceof Error ? e.message : 'Network error');
  } finally {
    limit?.done();
  }
}

/**
 * `send`, waiting out the server's rate limit: a 429 with Retry-After is tried again after it
 * (the notice says so meanwhile), up to MAX_WAITS times; then the 429 is the caller's to show.
 * It never means the session is over.
 */
async function sendPatiently(path: string, opts: RequestOptions, token: string | null): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await send(path, opts, token);
    const wait = waitFor429(res, attempt);
    if (wait === null) return res;
    await rateLimitWait.wait(wait, opts.signal);
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * Tabs share the tokens in localStorage. The Web Locks API lets one tab refresh at a time;
 * a tab that waited finds the token already rotated by the other and just uses the new one.
 */
function acrossTabs<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('ziyara-token-refresh', fn) : fn();
}

/**
 * Single-flight refresh: concurrent 401s, in this tab or in others, share one
 * `POST auth/refresh/`, because the server rotates refresh tokens and any second use of the
 * old one (even a parallel one) counts as theft and ends the session.
 * Resolves false when the server rejects the refresh token; throws on network failure or a
 * rate limit that outlasted the waits (neither says the session is over).
 */
export function refreshTokens(): Promise<boolean> {
  const before = tokenStore.getRefresh();
  refreshing ??= acrossTabs(async () => {
    const refresh = tokenStore.getRefresh();
    if (!refresh) return false;
    if (refresh !== before) return true; // another tab rotated it while this one waited
    const res = await sendPatiently(authApi.refresh.path, { method: 'POST', body: { refresh } }, null);
    // Still rate limited after waiting: the refresh token may be fine; the session stays.
    if (res.status === 429) throw await errorFromResponse(res);
    if (!res.ok) return false;
    const parsed = refreshReplySchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) return false;
    tokenStore.setTokens(parsed.data.access, parsed.data.refresh);
    return true;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Ends the session locally and leaves for /login (spec §4: logout clears everything). */
export function expireSession(): void {
  session.clear();
  onSessionExpired();
}

async function parseBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(res.status, 'bad_response', 'The server sent an unreadable reply');
  }
}

export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const useAuth = opts.auth ?? true;
  let token = useAuth ? tokenStore.getAccess() : null;
  let res = await sendPatiently(path, opts, token);

  // The csrftoken cookie is set by every response; a first-ever unsafe call may lack it.
  if (res.status === 403) {
    const err = await errorFromResponse(res.clone());
    if (err.code === 'csrf_failed' && readCookie(CSRF_COOKIE)) res = await sendPatiently(path, opts, token);
  }

  if (res.status === 401 && useAuth && token && opts.refreshOn401 !== false) {
    const err = await errorFromResponse(res.clone());
    if (!REFRESHABLE.has(err.code)) throw err;
    const current = tokenStore.getAccess();
    // Another tab or call may already have refreshed: then just retry with the new token.
    const fresh = current && current !== token ? true : await refreshTokens();
    if (!fresh) {
      expireSession();
      throw err;
    }
    token = tokenStore.getAccess();
    res = await sendPatiently(path, opts, token);
  }

  if (!res.ok) throw await errorFromResponse(res);
  return parseBody<T>(res);
}
