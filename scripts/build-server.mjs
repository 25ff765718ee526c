// Production runs compiled JavaScript, not a TypeScript loader: the server, the contract and
// the packages it uses bundled into dist/server/main.mjs (with a source map), so a cold start
// reads one file instead of resolving and reading hundreds in node_modules (ADR 0028). What
// the server imports only when it is used (`await import(…)`: spreadsheets, receipts, mail,
// Redis, PGlite, password scoring) goes into chunks beside it, read on first use.
// The migrations travel beside it: db/migrate.ts finds them next to the module.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const out = 'dist/server';
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { main: 'server/src/main.ts' },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Left in node_modules: packages that read their own files beside their code (PGlite's
  // WebAssembly, pdfkit's font metrics, the API docs' pages), a native addon, and the spreadsheet
  // and PDF libraries that are imported on first use anyway.
  external: ['@electric-sql/pglite', '@node-rs/argon2', '@fastify/swagger-ui', 'pdfkit', 'fontkit', 'exceljs', 'pino-pretty'],
  // The bundled CommonJS packages call require(); in an ES module it has to be made.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  // Whitespace and syntax only: names stay, so a stack trace reads even without the map.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  sourcesContent: false,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
cpSync('server/src/db/migrations', `${out}/migrations`, { recursive: true });
console.log(`built ${out}/main.mjs`);
