import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@contract': fileURLToPath(new URL('./contract/src', import.meta.url)) } },
  test: {
    include: ['{server,contract,web}/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
