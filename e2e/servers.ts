import path from 'node:path';

/**
 * The browser journeys run on two workers, each against a server of its own (port, database,
 * data folder and mail outbox), so that journeys in different files never share a company's
 * state. Two, because the machines that run them have two cores, and two workers already keep
 * both 96% busy (ADR 0041): a third would only queue for them. `E2E_WORKERS=1` runs one worker
 * and one server (a single spec, say).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export interface E2eServer {
  port: number;
  url: string;
  dataDir: string;
  /** The PostgreSQL database it runs on when DATABASE_URL is set (else PGlite in dataDir). */
  database: string;
  outboxDir: string;
}

/** The server of the worker with Playwright's `parallelIndex` `index` (0 … E2E_WORKERS-1). */
export function e2eServer(index: number): E2eServer {
  const dataDir = `.tmp/e2e-data-${index}`;
  return {
    port: 3100 + index,
    url: `http://127.0.0.1:${3100 + index}`,
    dataDir,
    database: `ziyara_e2e_${index}`,
    outboxDir: path.resolve(dataDir, 'outbox'),
  };
}
