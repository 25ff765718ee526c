// Writes server/src/modules/routes.generated.ts: every module's routes, found by their files
// (server/src/modules/<module>/<name>.routes.ts exporting `routes(ctx)`), so adding a module
// edits no list. The server is bundled into one file (ADR 0028), so the list is written out
// rather than read from the folder at run time. build:server writes it; a unit test runs
// `--check`, which fails when the written list is not current.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const modulesDir = path.resolve(import.meta.dirname, '../server/src/modules');
const target = path.join(modulesDir, 'routes.generated.ts');

const files = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(path.join(modulesDir, d.name))
      .filter((f) => f.endsWith('.routes.ts'))
      .map((f) => `${d.name}/${f}`),
  )
  .filter((file) => /^export function routes\(/m.test(readFileSync(path.join(modulesDir, file), 'utf8')))
  .sort();

const name = (file) => file.replace(/\.routes\.ts$/, '').replace(/[^a-zA-Z0-9]+(.)/g, (_, c) => c.toUpperCase());
const text = `// Written by scripts/module-index.mjs (npm run modules): every server/src/modules/*/*.routes.ts
// that exports \`routes(ctx)\`. Do not edit: add a module's routes file and run it again.
${files.map((f) => `import { routes as ${name(f)} } from './${f.replace(/\.ts$/, '')}';`).join('\n')}

/** Each module's API routes, registered under /api/v1 by app.ts. */
export const moduleRoutes = [
${files.map((f) => `  ${name(f)},`).join('\n')}
];
`;

if (process.argv.includes('--check')) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== text) {
    console.error(`${path.relative(process.cwd(), target)} is not current: run \`npm run modules\``);
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
}
