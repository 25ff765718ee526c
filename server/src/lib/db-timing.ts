import type { FastifyInstance } from 'fastify';

/**
 * How long a request held a PostgreSQL connection and how many statements it sent there.
 * Logged with each request, and sent as `Server-Timing: db;dur=…` when SERVER_TIMING is on (the
 * browser's network panel shows it; bench:load prints it beside each route's latency).
 *
 * It is counted by the request's transaction (db/pg-transaction.ts), which is handed the
 * request's `DbTime` (plugins/auth.ts asUser), not found through an AsyncLocalStorage: on
 * Node 20 that turns on promise hooks for every promise in the process (ADR 0032).
 */
export interface DbTime {
  /** From its connection checked out to its COMMIT answered. */
  ms: number;
  /** BEGIN and COMMIT included. */
  statements: number;
  /** How long it waited for a pooled connection (all of them busy with other requests). */
  poolMs: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's time on PostgreSQL so far. */
    dbTime: DbTime;
  }
}

export function registerDbTiming(app: FastifyInstance, sendHeader: boolean): void {
  app.decorateRequest('dbTime', null as unknown as DbTime);
  app.addHook('onRequest', (req, _reply, done) => {
    req.dbTime = { ms: 0, statements: 0, poolMs: 0 };
    done();
  });
  if (sendHeader)
    app.addHook('onSend', async (req, reply) => {
      const time = req.dbTime;
      if (time?.statements)
        reply.header(
          'server-timing',
          `db;dur=${time.ms.toFixed(1)};desc="${time.statements} statements", pool;dur=${time.poolMs.toFixed(1)};desc="waiting for a connection"`,
        );
    });
}
