// Production runs compiled JavaScript, not a TypeScript loader: the server and the contract
// bundled into one ES module (dist/server/main.mjs, with a source map), the packages left to
// node_modules. The migrations travel beside it: db/migrate.ts finds them next to the module.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const out = 'dist/server';
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: ['server/src/main.ts'],
  outfile: `${out}/main.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
cpSync('server/src/db/migrations', `${out}/migrations`, { recursive: true });
console.log(`built ${out}/main.mjs`);
