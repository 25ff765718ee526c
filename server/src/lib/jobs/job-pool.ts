import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Worker } from 'node:worker_threads';
import type Piscina from 'piscina';
import type { Config } from '../../config';
import { AppError } from '../app-error';
import { workerFile } from './worker-file';

/*
 * Heavy spreadsheet work (an import's parse, an export's writer) runs in worker threads of
 * one pool, each with a heap of its own capped at JOB_HEAP_MB: a job that needs more is ended
 * alone (its request or export fails with a readable error) and the server, whose heap never
 * held the job's data, goes on serving. The pool starts on the first job, not at boot.
 */

/** What a job's worker runs (the exports of job-worker.ts). */
export type JobName = 'readSheet' | 'writeFile';

/** Idle threads are ended after this long (a thread costs ~10 MB of memory kept). */
const IDLE_MS = 30_000;

/** JOB_HEAP_MB as config.ts reads it, for a pool started before (or without) registerJobPool. */
function heapFromEnv(): number {
  const mb = Number(process.env.JOB_HEAP_MB);
  return Number.isInteger(mb) && mb >= 32 ? mb : 512;
}

/**
 * Jobs that may wait for a thread, per thread: past it a new job is refused at once (a 503
 * the user can retry) rather than queued behind minutes of others' files, its upload held.
 */
const QUEUED_PER_THREAD = 4;

let heapMb: number | undefined;
/** The waiting jobs' cap when set by a test (limitJobQueue); else QUEUED_PER_THREAD per thread. */
let queueLimit: number | undefined;
/** Jobs started and not yet settled (running or waiting for a thread). */
let inFlight = 0;
let pool: Promise<Piscina> | undefined;
let apps = 0;
/** The app's logger once registered; until then (scripts), the console. */
let log: Pick<FastifyBaseLogger, 'error'> = { error: (obj: unknown, msg?: string) => console.error(msg, obj) };

/**
 * The server's part (buildApp): the jobs' heap comes from the app's config, and the pool is
 * closed when the last app of the process closes (tests run several apps at once).
 */
export function registerJobPool(app: FastifyInstance, config: Pick<Config, 'jobHeapMb'>): void {
  heapMb = config.jobHeapMb;
  log = app.log;
  apps += 1;
  app.addHook('onClose', async () => {
    apps -= 1;
    if (apps > 0) return;
    await closeJobPool();
    // The next pool's heap is the next app's to say (or JOB_HEAP_MB's), not this one's.
    heapMb = undefined;
  });
}

/** The heap each job's thread gets, MB. */
export const jobHeapMb = () => heapMb ?? heapFromEnv();

async function start(): Promise<Piscina> {
  const [{ default: PiscinaPool }, filename] = await Promise.all([import('piscina'), workerFile()]);
  const threads = Math.max(4, availableParallelism());
  const created = new PiscinaPool({
    filename,
    // A writer holds its thread for the whole export: four let two exports run while an
    // import is read, without a company's import waiting behind another's export.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_MS,
    maxQueue: queueLimit ?? threads * QUEUED_PER_THREAD,
    // One job per thread: an out-of-memory ends one job, never a neighbour's.
    concurrentTasksPerWorker: 1,
    // Tasks talk over their own MessagePort for minutes: a thread must never sleep on Atomics meanwhile.
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: jobHeapMb() },
    // Workers get the server's environment without its command-line flags (the server's
    // --max-old-space-size must not become the job's heap).
    execArgv: [],
  });
  // A worker that fails outside a task (a stream erroring after its job was answered) is
  // replaced by the pool; an 'error' event nobody listened to would end the server instead.
  created.on('error', (err: unknown) => log.error({ err }, 'job worker failed outside a job'));
  return created;
}

/** Piscina's answer when its queue is full (its errors are plain Errors, told apart by message). */
const isQueueFull = (err: unknown) => err instanceof Error && err.message === 'Task queue is at limit';

/** The pool's queue is full: the request is refused now, readably, rather than waiting for minutes. */
export const busyReadingFiles = () => new AppError('unavailable', 'The server is busy reading other files: try again in a minute');

/**
 * Runs `name` with `task` in a worker thread; rejects if the job fails or its thread dies,
 * and with a 503 (busyReadingFiles) if too many jobs wait for a thread already.
 */
export async function runJob<R>(name: JobName, task: unknown, transferList?: Transferable[]): Promise<R> {
  inFlight += 1;
  try {
    pool ??= start();
    pool.catch(() => (pool = undefined));
    const running = await pool;
    return (await running.run(task, { name, ...(transferList ? { transferList: transferList as never } : {}) })) as R;
  } catch (err) {
    if (isQueueFull(err)) throw busyReadingFiles();
    throw err;
  } finally {
    inFlight -= 1;
  }
}

/** Jobs started and not yet settled: a job whose file was given up on must not linger here. */
export const jobsInFlight = () => inFlight;

/** Tests: the next pool lets at most `jobs` wait for a thread (the running pool is closed first). */
export async function limitJobQueue(jobs: number | undefined): Promise<void> {
  await closeJobPool();
  queueLimit = jobs;
}

/** Ends the pool's threads (the running jobs with them); the next job starts a new pool. */
export async function closeJobPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  if (closing) await (await closing.catch(() => undefined))?.destroy();
}

/** The pool's live threads (none before the first job): what a test ends to see a job die alone. */
export async function jobThreads(): Promise<readonly Worker[]> {
  return pool ? (await pool).threads : [];
}

/** Whether a job failed because its thread ran out of heap (JOB_HEAP_MB). */
export const ranOutOfMemory = (err: unknown) => (err as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
