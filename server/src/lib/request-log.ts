import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './api-request';

/**
 * One log line per request, written when it ends: method, path (never the query string,
 * which could carry something personal), status and time. Hashed static assets are not
 * logged: a page load would bury the lines that matter (like the demo sign-in hint).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const path = req.url.split('?', 1)[0] ?? '';
    if (!isApiRequest(req) && /^\/(site-)?assets\//.test(path)) return;
    const ms = Math.round(reply.elapsedTime);
    const db = req.dbTime;
    const dbMs = db?.roundTrips ? Math.round(db.ms * 10) / 10 : undefined;
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
