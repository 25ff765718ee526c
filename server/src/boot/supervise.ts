import cluster, { type Worker } from 'node:cluster';

/**
 * `npm start` runs the server under Node's cluster primary, which starts it again when it ends
 * unasked (a crash, an out-of-memory, a kill): one process failing must not take every company
 * offline until someone notices (issue 38). The primary runs no server code and holds little
 * memory; it only forks, watches and passes on the stop signals.
 *
 * One worker, because the embedded database (PGlite) is one process's; several instances on
 * PostgreSQL are run as separate services (README, "Running in production"). The worker accepts
 * its connections itself (SCHED_NONE), so no request passes through the primary; between a
 * worker's end and its successor's listen, connections are refused (the port is bound again on
 * the same address). If the first worker ends before it ever listened (a bad setting, a
 * database that refuses the login), the primary exits with its code and the reason is on
 * stderr: retrying could not help. Once a worker has served, every later end is retried (a
 * restart that fails because the database is still away is tried again, with the pause).
 */
export function superviseServer(): void {
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  let everListened = false;
  let restartsInARow = 0;
  let current: Worker;

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      everListened = true;
      // A worker that served for a while starts again at once; one that keeps crashing waits longer each time.
      setTimeout(() => (restartsInARow = 0), CALM_AFTER_MS).unref();
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return process.exit(code ?? 0);
      if (!everListened) return process.exit(code ?? 1);
      restartsInARow += 1;
      const wait = Math.min(MAX_WAIT_MS, 250 * 2 ** (restartsInARow - 1));
      process.stderr.write(
        `The server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting it again in ${wait} ms\n`,
      );
      setTimeout(() => (current = fork()), wait);
    });
    return worker;
  };
  current = fork();

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stopping = true;
      // The worker stops cleanly on its own signal (start.ts): in-flight requests finish first.
      if (current.isDead()) process.exit(0);
      current.process.kill(signal);
    });
  }
}

/** A worker that has listened this long has recovered: the next crash restarts it at once again. */
const CALM_AFTER_MS = 30_000;
const MAX_WAIT_MS = 10_000;

/** Whether this process should supervise (the primary of `npm start`) rather than serve. */
export const shouldSupervise = (): boolean => cluster.isPrimary && process.env.SUPERVISE !== 'false';
