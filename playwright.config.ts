import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, e2eServer } from './e2e/servers';

/**
 * Browser journeys against the built app. Each worker has a fresh server of its own
 * (scripts/e2e-server.mjs: its own port, database with the demo company, and mail outbox;
 * e2e/servers.ts), and the fixtures (e2e/test.ts) point its pages there. A spec file's
 * journeys run in order on one worker; files are spread over the workers.
 *
 * The run is bound by the two cores, and most of them went to the browser drawing (ADR 0041):
 * - Debian's headless shell (package chromium-headless-shell), the same Chromium without the
 *   browser's own windows and UI, as Playwright itself uses for headless runs;
 *   `npx playwright install` cannot download here;
 * - software compositing in the renderer, not an emulated GPU;
 * - a trace only for a retried test (the retry is what fails twice, and what one looks at).
 */
const servers = Array.from({ length: E2E_WORKERS }, (_, i) => e2eServer(i));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two cores: see e2e/servers.ts.
  workers: E2E_WORKERS,
  // One retry in CI at most, and never a silent one: the list reporter names every test that
  // passed only on its retry ("flaky") at the end of the run, and the HTML report keeps both tries.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // The first worker's server; e2e/test.ts gives each worker its own.
    baseURL: servers[0]!.url,
    locale: 'en-US',
    // The app's service worker answers from its cache; only the offline journeys (which opt in)
    // want that: every other journey talks to the server it is testing.
    serviceWorkers: 'block',
    // Recording a trace films every frame; locally, where nothing is retried, failures keep theirs.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-gpu-compositing',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: servers.map((server) => ({
    command: `node scripts/e2e-server.mjs ${server.port} ${server.dataDir} ${server.database}`,
    url: `${server.url}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
