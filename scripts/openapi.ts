// Writes the generated OpenAPI document to docs/api/openapi.json (run: npm run docs:api).
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase, pgliteExtensions } from '../server/src/db/client';
import { PGlite } from '@electric-sql/pglite';

const database = await openDatabase({ dataDir: '', pglite: await PGlite.create({ extensions: await pgliteExtensions() }) });
const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent', WEB_DIST: '.tmp/no-web' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
mkdirSync('docs/api', { recursive: true });
writeFileSync('docs/api/openapi.json', `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
console.log('wrote docs/api/openapi.json');
