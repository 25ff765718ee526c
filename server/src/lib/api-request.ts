import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '@contract/api-paths';

const API_ROOT = API_PREFIX.split('/')[1]!; // 'api'

/**
 * The one answer to "is this an API call?", for CSRF, rate limits, caching and 404 bodies.
 * The router decodes and normalizes paths (`/%61pi/…` reaches `/api/…`), so the raw URL
 * must never decide: the matched route does. A path that matched nothing is decoded and
 * normalized here, erring towards "API" so that an unknown API-looking path is still
 * counted by the limits and held to CSRF.
 */
export function isApiRequest(req: FastifyRequest): boolean {
  const route = req.routeOptions.url;
  if (route) return route === `/${API_ROOT}` || route.startsWith(`/${API_ROOT}/`);
  return firstSegment(req.url) === API_ROOT;
}

/** The first path segment after decoding, dropping empty and dot segments, lowercased. */
export function firstSegment(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  let decoded = path;
  // Twice decoded at most: enough for `%252F`, bounded so a crafted URL costs nothing.
  for (let i = 0; i < 2 && decoded.includes('%'); i++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break;
    }
  }
  const segments = decoded
    .replaceAll('\\', '/')
    .split('/')
    .map((s) => s.trim().replace(/\.+$/, '').toLowerCase());
  return segments.find((s) => s !== '') ?? '';
}
