import { afterAll, vi } from 'vitest';
import { closeJobPool } from '../src/lib/jobs/job-pool';

/**
 * Test files share their worker's module cache (vitest.config.ts: `isolate: false`), so what
 * one file changes in the process must not reach the next: globals it stubbed (a web test's
 * `fetch` answering 429 would answer the next file's calls), environment variables it stubbed,
 * a fake clock it left running, and a job pool it started without an app (its threads' heap
 * would be the next file's, which may test a smaller one).
 */
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  await closeJobPool();
});
