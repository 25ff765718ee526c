// Writes the lists that say which modules exist, found by their files, so that adding a module
// edits no list (docs/adding-a-module.md):
// - server/src/modules/routes.generated.ts: every modules/<m>/<name>.routes.ts exporting `routes(ctx)`;
// - server/src/modules/seeds.generated.ts: every modules/<m>/<name>.seed.ts exporting `demoRows(tx, demo)`;
// - server/src/modules/file-owners.generated.ts: every modules/<m>/<name>.file-owners.ts exporting `fileOwners`;
// - server/src/db/schema/index.ts: every table file of db/schema/;
// - web/src/lib/i18n-namespaces.generated.ts: every catalog of web/src/locales/en/, typed.
// The server is bundled into one file (ADR 0028) and TypeScript cannot type a folder, so the
// lists are written out rather than read at run time. build:server writes them; a unit test
// runs `--check`, which fails when a written list is not current.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'server/src/modules');
const schemaDir = path.join(root, 'server/src/db/schema');
const catalogsDir = path.join(root, 'web/src/locales/en');

const DO_NOT_EDIT = 'Written by scripts/module-index.mjs (npm run modules). Do not edit: add the file and run it again.';

/** `modules/<m>/<name><suffix>` files whose text exports `exported`, sorted. */
function moduleFiles(suffix, exported) {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(path.join(modulesDir, d.name))
        .filter((f) => f.endsWith(suffix))
        .map((f) => `${d.name}/${f}`),
    )
    .filter((file) => exported.test(readFileSync(path.join(modulesDir, file), 'utf8')))
    .sort();
}

/** `clients/transfer.routes.ts` → `clientsTransfer`: an identifier for the import. */
const nameOf = (file, suffix) => file.slice(0, -suffix.length).replace(/[^a-zA-Z0-9]+(.)/g, (_, c) => c.toUpperCase());

/** A list of one export of every module file with `suffix`. */
function moduleList({ suffix, exported, as, doc }) {
  const files = moduleFiles(suffix, new RegExp(`^export (?:async )?(?:function|const) ${exported}\\b`, 'm'));
  const ids = files.map((f) => nameOf(f, suffix));
  const imports = files.map((f, i) => `import { ${exported} as ${ids[i]} } from './${f.replace(/\.ts$/, '')}';\n`).join('');
  return `// ${DO_NOT_EDIT}
${imports}
/** ${doc} */
export const ${as} = [${ids.map((id) => `\n  ${id},`).join('')}${ids.length ? '\n' : ''}];
`;
}

const schemaFiles = readdirSync(schemaDir)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .sort();

const namespaces = readdirSync(catalogsDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();
const typeName = (ns) => `En${ns[0].toUpperCase()}${ns.slice(1)}`;

const outputs = {
  'server/src/modules/routes.generated.ts': moduleList({
    suffix: '.routes.ts',
    exported: 'routes',
    as: 'moduleRoutes',
    doc: "Each module's API routes, registered under /api/v1 by app.ts.",
  }),
  'server/src/modules/seeds.generated.ts': moduleList({
    suffix: '.seed.ts',
    exported: 'demoRows',
    as: 'moduleDemoRows',
    doc: "Each module's demo rows, run by seed/demo.ts after the company, its people and its clients and visits exist.",
  }),
  'server/src/modules/file-owners.generated.ts': moduleList({
    suffix: '.file-owners.ts',
    exported: 'fileOwners',
    as: 'moduleFileOwners',
    doc: 'Who sees the files of each kind of record (files.owner_type), by the module that attaches them.',
  }),
  'server/src/db/schema/index.ts': `// ${DO_NOT_EDIT}
${schemaFiles.map((f) => `export * from './${f.slice(0, -'.ts'.length)}';`).join('\n')}
`,
  'web/src/lib/i18n-namespaces.generated.ts': `// ${DO_NOT_EDIT}
// Every catalog of locales/en/ typed as a namespace, so \`t('ns:key')\` is checked (the bundler
// finds the catalogs themselves, lib/i18n.ts).
${namespaces.map((ns) => `import type ${typeName(ns)} from '../locales/en/${ns}.json';`).join('\n')}

declare module 'i18next' {
  // ResourceNamespaceMap (not CustomTypeOptions.resources) merges with other declarations.
  interface ResourceNamespaceMap {
${namespaces.map((ns) => `    ${ns}: typeof ${typeName(ns)};`).join('\n')}
  }
}
`,
};

const stale = [];
for (const [file, unformatted] of Object.entries(outputs)) {
  const target = path.join(root, file);
  // Written as the project's formatter writes code, so format:check passes on them.
  const text = await format(unformatted, { ...(await resolveConfig(target)), filepath: target });
  if (process.argv.includes('--check')) {
    if ((existsSync(target) ? readFileSync(target, 'utf8') : '') !== text) stale.push(file);
  } else {
    writeFileSync(target, text);
  }
}
if (stale.length) {
  console.error(`${stale.join(', ')} not current: run \`npm run modules\``);
  process.exit(1);
}
