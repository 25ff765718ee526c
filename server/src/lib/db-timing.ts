import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/**
 * How long a request waited on PostgreSQL: its statements' round trips added up. Logged with
 * each request, and sent as `Server-Timing: db;dur=…` when SERVER_TIMING is on (the browser's
 * network panel shows it; bench:load prints it beside each route's latency).
 */
interface DbTime {
  ms: number;
  statements: number;
}
const current = new AsyncLocalStorage<DbTime>();

/** The request's database time so far (undefined outside a request). */
export const dbTimeOfRequest = (): DbTime | undefined => current.getStore();

/**
 * Times `client`'s statements for the current request until the returned function is called
 * (the pooled client goes back to the pool then, to serve someone else).
 */
export function timeStatements(client: pg.PoolClient): () => void {
  const time = current.getStore();
  if (!time) return () => undefined;
  const query = client.query;
  client.query = ((...args: Parameters<pg.PoolClient['query']>) => {
    const started = performance.now();
    const done = () => {
      time.ms += performance.now() - started;
      time.statements += 1;
    };
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  }) as pg.PoolClient['query'];
  return () => {
    client.query = query;
  };
}

export function registerDbTiming(app: FastifyInstance, sendHeader: boolean): void {
  // Everything the request does after this hook runs inside its own DbTime.
  app.addHook('onRequest', (_req, _reply, done) => current.run({ ms: 0, statements: 0 }, done));
  if (sendHeader)
    app.addHook('onSend', async (_req, reply) => {
      const time = current.getStore();
      if (time?.statements) reply.header('server-timing', `db;dur=${time.ms.toFixed(1)};desc="${time.statements} statements"`);
    });
}
