import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRequest } from './api-request';
import { isSecretName } from './log-safety';

/**
 * The request's path as the log keeps it. A route whose declared path has a secret parameter
 * (a receipt's or a rating link's `:token`: whoever holds it reads the receipt or rates the
 * visit) is logged as its declaration with the other parameters filled in, so the secret
 * never reaches the log. Found from the route declarations: a new `:token` route is covered.
 */
export function loggedPath(req: FastifyRequest): string {
  const path = req.url.split('?', 1)[0] ?? '';
  const declared = req.routeOptions.url;
  if (!declared || !/:\w+/.test(declared)) return path;
  const names = [...declared.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  if (!names.some(isSecretName)) return path;
  const params = (req.params ?? {}) as Record<string, unknown>;
  return declared.replace(/:(\w+)/g, (whole, name: string) =>
    isSecretName(name) || typeof params[name] !== 'string' ? whole : encodeURIComponent(params[name]),
  );
}

/**
 * One log line per request, written when it ends: method, path (never the query string,
 * which could carry something personal, nor a secret path parameter), status and time.
 * Hashed static assets are not logged: a page load would bury the lines that matter (like the
 * demo sign-in hint).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const path = loggedPath(req);
    if (!isApiRequest(req) && /^\/(site-)?assets\//.test(path)) return;
    const ms = Math.round(reply.elapsedTime);
    const db = req.dbTime;
    const dbMs = db?.statements ? Math.round(db.ms * 10) / 10 : undefined;
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    req.log[level]({ method: req.method, path, status: reply.statusCode, ms, dbMs }, `${req.method} ${path} ${reply.statusCode} ${ms}ms`);
  });
}

/** In a terminal during development, pino-pretty turns the JSON lines into readable ones. */
export function prettyTransport(env: string): { target: string; options: Record<string, unknown> } | undefined {
  if (env !== 'development' || !process.stdout.isTTY) return undefined;
  return {
    target: 'pino-pretty',
    options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId,method,path,status,ms,dbMs', singleLine: true },
  };
}
