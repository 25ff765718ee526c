import { pathOf, type Endpoint, type EndpointCall, type ReplyOf } from '@contract/endpoint';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';

/**
 * The one way the app calls its API: the endpoint from the contract gives the method, the
 * path and the types; the reply is checked against the endpoint's schema, so a server that
 * drifts from the contract shows as an error here rather than as `undefined` on screen.
 */
export async function apiCall<E extends Endpoint>(
  ep: E,
  call: EndpointCall<E>,
  opts: { signal?: AbortSignal; headers?: Record<string, string>; limitWait?: boolean } = {},
): Promise<ReplyOf<E>> {
  const { params, query, body } = call as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const raw = await apiRequest<unknown>(pathOf(ep, params), {
    method: ep.method,
    query: query && queryOf(query),
    body,
    // Public calls (sign-in, links from e-mails) carry no token and never try to refresh one.
    auth: ep.access !== 'public',
    signal: opts.signal,
    headers: opts.headers,
    limitWait: opts.limitWait,
  });
  if (ep.status === 204 || !ep.reply) return null as ReplyOf<E>;
  const parsed = ep.reply.safeParse(raw);
  if (!parsed.success) throw new ApiError(200, 'bad_response', `Unexpected reply from ${ep.method} ${ep.path}`);
  return parsed.data as ReplyOf<E>;
}

type QueryValue = string | number | boolean | undefined;

/** Query values as the URL carries them; empty filters are left out. */
function queryOf(query: Record<string, unknown>): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') out[k] = v as QueryValue;
  return out;
}
