import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Where the job worker's code is. A worker thread on Node 20 does not inherit the TypeScript
 * loading of the thread that starts it (tsx's hooks, vitest's transform), so it always runs
 * compiled JavaScript, one bundled file:
 *  - the production bundle (dist/server/server.cjs) has dist/server/job-worker.cjs beside it,
 *    built with it by scripts/build-server.mjs;
 *  - from the sources (`npm run dev` under tsx, vitest) it is bundled on first use with
 *    esbuild into node_modules/.cache/ziyara-jobs/, named by its content, so processes that
 *    bundle the same code share one file and a change of code never runs a stale one.
 */

/** The worker's entry in the sources, and the name of its bundle beside the server's. */
export const WORKER_ENTRY = 'server/src/lib/jobs/job-worker.ts';
export const WORKER_BUNDLE = 'job-worker.cjs';

/**
 * Loaded by Node from node_modules, not bundled into the worker: packages that read their own
 * files beside their code (pdfkit's font metrics), the large ones it loads on first use, and
 * those the worker never runs (the pool's own library, the bundler).
 */
export const WORKER_EXTERNAL = ['exceljs', 'pdfkit', 'fontkit', 'bidi-js', 'qrcode', 'piscina', 'esbuild'];

let built: Promise<string> | undefined;

/** The absolute path of the worker's JavaScript, bundling it first when running from the sources. */
export function workerFile(): Promise<string> {
  built ??= locate();
  built.catch(() => (built = undefined));
  return built;
}

async function locate(): Promise<string> {
  const here = fileURLToPath(import.meta.url);
  // In the production bundle this module's URL is the bundle's (build-server.mjs defines it so).
  if (here.endsWith('.cjs')) {
    const beside = path.join(path.dirname(here), WORKER_BUNDLE);
    if (!existsSync(beside)) throw new Error(`${beside} is missing: build the server again (npm run build:server)`);
    return beside;
  }
  return bundleFromSources(path.resolve(path.dirname(here), '../../../..'));
}

async function bundleFromSources(root: string): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: [WORKER_ENTRY],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    tsconfig: 'tsconfig.json',
    external: WORKER_EXTERNAL,
    // A module's own URL (the receipt fonts' `require`) is the bundle's, as in the server's bundle.
    define: { 'import.meta.url': '__bundleUrl' },
    banner: { js: "var __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
    sourcemap: 'inline',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild wrote no job worker');
  // Inside node_modules, so the packages left out of the bundle resolve from it as from the server.
  const dir = path.join(root, 'node_modules/.cache/ziyara-jobs');
  const file = path.join(dir, `job-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.cjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: another process starting the same worker never reads half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}
