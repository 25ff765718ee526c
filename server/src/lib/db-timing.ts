import type { FastifyInstance } from 'fastify';

/**
 * How long a request waited on PostgreSQL: its round trips added up. Logged with
 * each request, and sent as `Server-Timing: db;dur=…` when SERVER_TIMING is on (the browser's
 * network panel shows it; bench:load prints it beside each route's latency).
 *
 * It is counted on the pooled connection a request's transaction checked out (the transaction
 * is handed the request's `DbTime`: plugins/auth.ts asUser), not found through an
 * AsyncLocalStorage: on Node 20 that turns on promise hooks for every promise in the process
 * (a tenth of the health check's throughput, ADR 0032).
 */
export interface DbTime {
  ms: number;
  roundTrips: number;
  /** How long it waited for a pooled connection (all of them busy with other requests). */
  poolMs: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's time on PostgreSQL so far. */
    dbTime: DbTime;
  }
}

const TIME = Symbol('db time');
type Timed = { [TIME]?: DbTime };

/** From now on `client`'s round trips count against `time` (undefined: against nothing). */
export function timeClient(client: object, time: DbTime | undefined): void {
  (client as Timed)[TIME] = time;
}

/**
 * Times one message to PostgreSQL on `client`, until `answered` settles, against the time the
 * client counts for (`timeClient`). A message may carry several statements: this counts round
 * trips, each once.
 */
export function timeRoundTrip<T>(client: object, answered: Promise<T>): Promise<T> {
  const time = (client as Timed)[TIME];
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
  app.decorateRequest('dbTime', null as unknown as DbTime);
  app.addHook('onRequest', (req, _reply, done) => {
    req.dbTime = { ms: 0, roundTrips: 0, poolMs: 0 };
    done();
  });
  if (sendHeader)
    app.addHook('onSend', async (req, reply) => {
      const time = req.dbTime;
      if (time?.roundTrips)
        reply.header(
          'server-timing',
          `db;dur=${time.ms.toFixed(1)};desc="${time.roundTrips} round trips", pool;dur=${time.poolMs.toFixed(1)};desc="waiting for a connection"`,
        );
    });
}
