import { afterAll, vi } from 'vitest';

/**
 * Test files share their worker's module cache (vitest.config.ts: `isolate: false`), so what
 * one file changes in the process must not reach the next: globals it stubbed (a web test's
 * `fetch` answering 429 would answer the next file's calls), environment variables it stubbed,
 * and a fake clock it left running.
 */
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
