// Production runs compiled JavaScript, not a TypeScript loader: the server, the contract and
// the packages it uses bundled into dist/server/main.mjs (with a source map), so a cold start
// reads one file instead of resolving and reading hundreds in node_modules (ADR 0028). What
// the server imports only when it is used (`await import(…)`: spreadsheets, receipts, mail,
// Redis, PGlite, password scoring) is not read at start.
// The migrations travel beside it: db/migrate.ts finds them next to the module.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { keepOwnSources } from './own-source-map.mjs';

const out = 'dist/server';

/**
 * Swagger UI serves its pages from beside its own code (`__dirname`), which an ES module bundle
 * does not have: in its files `__dirname` becomes that folder in node_modules, found at run
 * time from the bundle (the banner's `require`), so the bundle still works wherever the
 * project is. Bundled, it no longer loads a second copy of @fastify/static, yaml and glob
 * from node_modules at start (about 180 ms of a cold start, ADR 0028).
 */
const ownDirname = {
  name: 'own-dirname',
  setup(b) {
    b.onLoad({ filter: /node_modules[\\/]@fastify[\\/]swagger-ui[\\/].*\.js$/ }, (args) => {
      const pkg = path.resolve('node_modules/@fastify/swagger-ui');
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
rmSync(out, { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: { main: 'server/src/main.ts' },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Left in node_modules, loaded by Node as usual: packages that read their own files beside
  // their code (PGlite's WebAssembly, pdfkit's font metrics; Swagger UI is handled above), the native
  // argon2 addon, and every package the server imports only on first use (`await import`), so
  // it keeps Node's own CommonJS interop (a split chunk of a CommonJS package would offer only
  // its default export).
  external: [
    ...['@electric-sql/pglite', '@node-rs/argon2', 'pino-pretty'],
    ...['exceljs', 'pdfkit', 'fontkit', 'bidi-js', 'qrcode', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common'],
    ...['nodemailer', 'ioredis', 'file-type'],
  ],
  // The bundled CommonJS packages call require(); in an ES module it has to be made.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  // Whitespace and syntax only: names stay, so a stack trace reads even without the map.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  sourcesContent: false,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  metafile: true,
  plugins: [ownDirname, pgOnNode, zodInEnglish],
});
// A CommonJS package bundled behind an `await import` loses its named exports (esbuild's
// chunk exports only `default`): it worked in the tests (tsx, Node's interop) and failed in
// production. Refused here, with the fix named.
for (const [file, output] of Object.entries(metafile.outputs)) {
  const entry = output.entryPoint && metafile.inputs[output.entryPoint];
  if (file.endsWith('.mjs') && entry?.format === 'cjs')
    throw new Error(`${output.entryPoint} is CommonJS imported on first use: add its package to \`external\` in scripts/build-server.mjs`);
}
for (const file of Object.keys(metafile.outputs)) if (file.endsWith('.map')) keepOwnSources(file);
cpSync('server/src/db/migrations', `${out}/migrations`, { recursive: true });
console.log(`built ${out}/main.mjs`);
