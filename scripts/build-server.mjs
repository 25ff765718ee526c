// Production runs compiled JavaScript, not a TypeScript loader: the server, the contract and
// the packages it uses bundled into dist/server/server.cjs (with a source map), so a cold start
// reads one file instead of resolving and reading hundreds in node_modules (ADR 0028), and
// dist/server/main.mjs, which runs it with V8's code cache (ADR 0034). What the server imports
// only when it is used (`await import(…)` of a package: spreadsheets, receipts, mail, Redis,
// PGlite, password scoring) is not read at start.
// The migrations travel beside it: db/migrate.ts finds them next to the bundle.
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { keepOwnSources } from './own-source-map.mjs';

const out = 'dist/server';

/**
 * Swagger UI serves its pages from beside its own code (`__dirname`), which in a bundle is the
 * bundle's folder: in its files `__dirname` becomes that folder in node_modules, found at run
 * time from the bundle (`require.resolve`), so the bundle still works wherever the project is. Bundled, it no longer loads a second copy of @fastify/static, yaml and glob
 * from node_modules at start (about 180 ms of a cold start, ADR 0028).
 */
const ownDirname = {
  name: 'own-dirname',
  setup(b) {
    b.onLoad({ filter: /node_modules[\\/]@fastify[\\/]swagger-ui[\\/].*\.js$/ }, (args) => {
      // Its real path, as esbuild gives args.path: node_modules may be a link (a git worktree's to the main checkout's).
      const pkg = realpathSync(path.resolve('node_modules/@fastify/swagger-ui'));
      const sub = path.relative(pkg, path.dirname(args.path)).split(path.sep).join('/');
      const dir = `require('node:path').join(require('node:path').dirname(require.resolve('@fastify/swagger-ui/package.json')), ${JSON.stringify(sub)})`;
      return { contents: readFileSync(args.path, 'utf8').replaceAll('__dirname', `(${dir})`), loader: 'js' };
    });
  },
};
/**
 * node-postgres asks at load whether it runs in a Cloudflare Worker. On Node 20, which has no
 * `navigator`, it answers by building a `Response`, and that loads Node's whole fetch
 * implementation (undici): 20–40 ms of a cold start for a server that only runs on Node. In
 * the bundle, pg takes its Node sockets directly. The build fails if pg's file changes shape.
 */
const pgOnNode = {
  name: 'pg-on-node',
  setup(b) {
    b.onLoad({ filter: /node_modules[\\/]pg[\\/]lib[\\/]stream\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const sniff = 'const { getStream, getSecureStream } = getStreamFuncs()';
      if (!source.includes(sniff)) throw new Error(`${args.path} changed: look again at the pg-on-node plugin of scripts/build-server.mjs`);
      return { contents: source.replace(sniff, 'const { getStream, getSecureStream } = getNodejsStreamFuncs()'), loader: 'js' };
    });
  },
};
/**
 * zod's namespace carries every language's error messages (`z.locales`, 64 files, 290 KB of
 * the bundle's 2.8 MB), and a namespace import keeps them all. The server's messages are its
 * own and English is zod's default, so the bundle takes only English: V8 compiles less at start.
 */
const zodInEnglish = {
  name: 'zod-in-english',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
      if (!/node_modules[\\/]zod[\\/]v4[\\/](classic[\\/]external|core[\\/]index)\.js$/.test(args.importer)) return undefined;
      return { path: path.join(path.dirname(args.importer), '../locales/en-only.js'), namespace: 'zod-locales' };
    });
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: path.dirname(args.path),
      loader: 'js',
    }));
  },
};
/**
 * Code compiled with `vm.Script` (the loader, for V8's code cache) may not call `import()` unless
 * Node's experimental loader for vm is on, which warns at every start. So the bundle's dynamic
 * imports of packages (PGlite, mail, spreadsheets…, all literal names) call `dynImp`, which
 * the loader hands it and which imports from the loader's own module, in the same folder. The
 * name is as long as `import`, so the source map's columns still hold.
 */
function handDynamicImports(file) {
  const code = readFileSync(file, 'utf8');
  if (/\bdynImp\b/.test(code)) throw new Error(`${file} already uses the name dynImp: pick another in build-server.mjs and run-bundle.ts`);
  const handed = code.replace(/(?<![\w$.])import\((?=["'])/g, 'dynImp(');
  if (/(?<![\w$.])import\(/.test(handed)) throw new Error(`${file} imports a computed name: the loader can only hand it literal ones`);
  writeFileSync(file, handed);
}
/** What both builds share: one file each for Node 20 in `out`. */
const forNode = { outdir: out, bundle: true, platform: 'node', target: 'node20', tsconfig: 'tsconfig.json', logLevel: 'warning' };
rmSync(out, { recursive: true, force: true });
await build({
  ...forNode,
  entryPoints: { server: 'server/src/start.ts' },
  outExtension: { '.js': '.cjs' },
  // CommonJS, because V8's code cache is only to be had through `vm.Script` (boot/run-bundle.ts).
  // Our own `await import`s are inlined and run on first use.
  format: 'cjs',
  // Left in node_modules, loaded by Node as usual: packages that read their own files beside
  // their code (PGlite's WebAssembly, pdfkit's font metrics; Swagger UI is handled above), the native
  // argon2 addon, and every package the server imports only on first use (`await import`).
  external: [
    ...['@electric-sql/pglite', '@node-rs/argon2', 'pino-pretty'],
    ...['exceljs', 'pdfkit', 'fontkit', 'bidi-js', 'qrcode', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common'],
    ...['nodemailer', 'ioredis', 'file-type'],
    // The mail renderer, imported with the first mail (lib/mail.ts, ADR 0046): React Email and
    // the React it renders with, one copy from node_modules (subpaths such as react/jsx-runtime too).
    ...['react', 'react-dom', '@react-email/*'],
    // The worker pool's library, started on the first job; the bundler, which only the
    // sources use to build the job worker (the bundle has its own beside it).
    ...['piscina', 'esbuild'],
    // Swagger UI's folder is found at run time (above).
    '@fastify/swagger-ui/package.json',
  ],
  // A module's own URL (migrations beside the bundle, the receipt fonts' `require`) is the bundle's.
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "var __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  // Whitespace and syntax only: names stay, so a stack trace reads even without the map.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  sourcesContent: false,
  plugins: [ownDirname, pgOnNode, zodInEnglish],
});
handDynamicImports(`${out}/server.cjs`);
keepOwnSources(`${out}/server.cjs.map`);
// The loader, told the bundle's content hash: it names the code cache after it.
const hash = createHash('sha256')
  .update(readFileSync(`${out}/server.cjs`))
  .digest('hex')
  .slice(0, 16);
await build({
  ...forNode,
  entryPoints: { main: 'server/src/boot/run-bundle.ts' },
  outExtension: { '.js': '.mjs' },
  format: 'esm',
  define: { SERVER_BUNDLE_HASH: JSON.stringify(hash) },
});
// The job worker (lib/jobs: imports read, export files written, in threads with their own
// heap): its own bundle beside the server's, which finds it there (lib/jobs/worker-file.ts).
// Loaded by the worker thread with `require`, not through the loader: `import()` stays as it is.
await build({
  ...forNode,
  entryPoints: { 'job-worker': 'server/src/lib/jobs/job-worker.ts' },
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  external: ['exceljs', 'pdfkit', 'fontkit', 'bidi-js', 'qrcode', 'piscina', 'esbuild'],
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "var __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  sourcesContent: false,
});
cpSync('server/src/db/migrations', `${out}/migrations`, { recursive: true });
console.log(`built ${out}/server.cjs, its loader ${out}/main.mjs and the job worker ${out}/job-worker.cjs`);
