import { randomBytes } from 'node:crypto';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@contract/auth';
import { isApiRequest } from '../lib/api-request';
import { AppError } from '../lib/app-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A plain HTML form (the public site with JavaScript off) can't send the header. Such a post
 * is accepted when the browser itself vouches that it comes from our own pages: that is
 * what a cross-site forgery can never claim. Only form encoding qualifies, never JSON.
 */
function isSameOriginFormPost(req: FastifyRequest): boolean {
  if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return false;
  if (req.headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * The headers a helmet middleware sets, found by running it once. None of ours depends on the
 * request (no CSP nonce), so every reply gets the same list; running helmet's chain of eleven
 * middlewares on every request cost more than setting it (ADR 0014).
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: unknown) => headers.push([name, String(value)]), removeHeader: () => {} };
  let done = false;
  middleware({} as never, recorder as never, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * The map tiles' origin for `img-src` (config.ts checked the template): a `{s}` subdomain
 * becomes a wildcard, so `https://{s}.tile.example.org/{z}/{x}/{y}.png` allows
 * `https://*.tile.example.org`.
 */
export function tileSource(template: string): string {
  const url = new URL(template.replaceAll('{s}', 'tile-subdomain'));
  return `${url.protocol}//${url.host.replace('tile-subdomain', '*')}`;
}

/**
 * Security headers with a strict CSP (tokens live in localStorage, so no inline script may
 * ever run), and the double-submit CSRF check the spec's client expects: the server sets a
 * readable `csrftoken` cookie; unsafe API calls must echo it in `X-CSRFToken`.
 */
export async function registerSecurity(app: FastifyInstance, opts: { cookieSecure: boolean; mapTileUrl?: string }): Promise<void> {
  // Built once: @fastify/helmet rebuilt this middleware (and re-parsed the CSP) on every
  // request, a tenth of a cached read's CPU (ADR 0012); and run once, below.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes CSS variables in a <style> element; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(opts.mapTileUrl ? [tileSource(opts.mapTileUrl)] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: opts.cookieSecure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.cookieSecure,
  });
  const headers = headersSetBy(securityHeaders);
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  app.addHook('onRequest', async (req, reply) => {
    const cookieToken = req.cookies[CSRF_COOKIE];
    if (!cookieToken) {
      reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: opts.cookieSecure,
        httpOnly: false,
        maxAge: 60 * 60 * 24 * 365,
      });
    }
    if (!UNSAFE.has(req.method) || !isApiRequest(req)) return;
    if (isSameOriginFormPost(req)) return;
    const headerToken = req.headers[CSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || headerToken !== cookieToken) {
      throw new AppError('csrf_failed', 'Missing or invalid CSRF token. Reload the page and try again.');
    }
  });

  // API replies carry tokens and personal data: no browser or proxy may keep a copy.
  app.addHook('onSend', async (req, reply) => {
    if (isApiRequest(req)) reply.header('cache-control', 'no-store');
  });
}
