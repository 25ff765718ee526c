import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@contract': fileURLToPath(new URL('./contract/src', import.meta.url)) } },
  test: {
    include: ['{server,contract,web}/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    // Files in one worker share its loaded modules: each file importing the whole server again
    // cost a third of the run (ADR 0041). What a file may leave behind in the process is undone
    // after it (file-teardown.ts), and module state belongs to the app that set it (job-pool.ts).
    isolate: false,
    // Four files at a time on two cores: a file spends most of its time waiting on the database
    // (two workers kept the cores 35% busy; four cut the run from 180 s to 136 s, ADR 0041).
    maxWorkers: 4,
    setupFiles: ['server/test/file-teardown.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
