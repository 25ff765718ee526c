import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * How long a request waited on PostgreSQL: its round trips added up. Logged with
 * each request, and sent as `Server-Timing: db;dur=…` when SERVER_TIMING is on (the browser's
 * network panel shows it; bench:load prints it beside each route's latency).
 */
interface DbTime {
  ms: number;
  roundTrips: number;
  /** How long it waited for a pooled connection (all of them busy with other requests). */
  poolMs: number;
}
const current = new AsyncLocalStorage<DbTime>();

/** The request's database time so far (undefined outside a request). */
export const dbTimeOfRequest = (): DbTime | undefined => current.getStore();

/** Counts `ms` spent waiting for a pooled connection against the current request. */
export function countPoolWait(ms: number): void {
  const time = current.getStore();
  if (time) time.poolMs += ms;
}

/**
 * Times one message to PostgreSQL against the current request, until `answered` settles (it is
 * sent from the request's own async context: db/statement-cache.ts). A message may carry
 * several statements: this counts round trips, each once.
 */
export function timeRoundTrip<T>(answered: Promise<T>): Promise<T> {
  const time = current.getStore();
  if (!time) return answered;
  const started = performance.now();
  const done = () => {
    time.ms += performance.now() - started;
    time.roundTrips += 1;
  };
  answered.then(done, done);
  return answered;
}

export function registerDbTiming(app: FastifyInstance, sendHeader: boolean): void {
  // Everything the request does after this hook runs inside its own DbTime.
  app.addHook('onRequest', (_req, _reply, done) => current.run({ ms: 0, roundTrips: 0, poolMs: 0 }, done));
  if (sendHeader)
    app.addHook('onSend', async (_req, reply) => {
      const time = current.getStore();
      if (time?.roundTrips)
        reply.header(
          'server-timing',
          `db;dur=${time.ms.toFixed(1)};desc="${time.roundTrips} round trips", pool;dur=${time.poolMs.toFixed(1)};desc="waiting for a connection"`,
        );
    });
}
