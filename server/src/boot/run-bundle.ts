import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { mapBundleStacks } from './bundle-stacks';
import { shouldSupervise, superviseServer } from './supervise';

/**
 * `dist/server/main.mjs`, what `npm start` runs: it compiles the server's bundle
 * (`server.cjs`, CommonJS) with V8's code cache and starts it (ADR 0034).
 *
 * Compiling the 2.7 MB bundle, and then each function the start calls for the first time, is
 * about a fifth of a cold start. Node 20 keeps no compiled code between runs (its compile cache
 * came in Node 22), so this loader does: after a start, it writes what V8 compiled during it
 * beside the bundle, and the next start reads it back instead of compiling. The cache's name
 * carries the bundle's content hash (the build puts it here), because V8 itself checks only
 * the source's length; V8 refuses a cache made by another V8 version or other flags, and the
 * start then compiles as before and writes a new one.
 */
declare const SERVER_BUNDLE_HASH: string;

const dir = path.dirname(fileURLToPath(import.meta.url));
const bundleFile = path.join(dir, 'server.cjs');
const cacheFile = path.join(dir, `server-${SERVER_BUNDLE_HASH}.cache`);
/**
 * The bundle runs as a CommonJS module's body, given `dynImp` for its `import()`s of packages
 * (scripts/build-server.mjs); it starts on the wrapper's second line.
 */
const WRAPPER = '(function (exports, require, module, __filename, __dirname, dynImp) {\n';
const dynImp = (specifier: string): Promise<unknown> => import(specifier);

function readCache(): Buffer | undefined {
  try {
    return readFileSync(cacheFile);
  } catch {
    return undefined; // first start of this build
  }
}

/**
 * Written under a name of its own and then renamed, so an instance starting meanwhile reads the
 * whole cache or none. A folder the server may not write to (a read-only image) only means
 * every start compiles.
 */
function writeCache(script: vm.Script): void {
  const part = `${cacheFile}.${process.pid}`;
  try {
    writeFileSync(part, script.createCachedData());
    renameSync(part, cacheFile);
  } catch {
    // Not writable, or a full disk: nothing lost but time (and never the server's reason to stop).
    rm(part, { force: true }).catch(() => undefined);
  }
}

// Printed here, not by Node: Node would also print the bundle's line it came from, one long line.
const fail = (err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
};
process.on('uncaughtException', fail);

if (shouldSupervise()) superviseServer();
else await runServer();

/** The server itself: the bundle compiled with the code cache, then started. */
async function runServer(): Promise<void> {
  const cachedData = readCache();
  mapBundleStacks(bundleFile, `${bundleFile}.map`, 2);
  const script = new vm.Script(`${WRAPPER}${readFileSync(bundleFile, 'utf8')}\n})`, {
    filename: bundleFile,
    cachedData,
  });
  const bundle = new Module(bundleFile);
  bundle.filename = bundleFile;
  bundle.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(dir);
  (script.runInThisContext() as (...args: unknown[]) => void).call(
    bundle.exports,
    bundle.exports,
    createRequire(bundleFile),
    bundle,
    bundleFile,
    dir,
    dynImp,
  );

  await (bundle.exports as { start(): Promise<void> }).start().catch(fail);
  // After the start: the functions it compiled are in the cache too, not only the bundle's top.
  if (!cachedData || script.cachedDataRejected) setImmediate(() => writeCache(script));
}
