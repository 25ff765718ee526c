import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { letAppRoleLogIn } from '../src/db/app-login';
import { templateName } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'postgres' | 'pglite'; location: string };
  }
}

/** Migrates once; every test file then starts from a copy (see test-database.ts). */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${templateName}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: '' });
    await runMigrations(database);
    await database.close();
    await letAppRoleLogIn(url);
    project.provide('dbTemplate', { kind: 'postgres', location: url });
    return;
  }
  const pglite = await PGlite.create({ extensions: await pgliteExtensions() });
  const database = await openDatabase({ dataDir: '', pglite });
  await runMigrations(database);
  const dump = await pglite.dumpDataDir('gzip');
  const file = path.resolve('.tmp/pglite-template.tar.gz');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', location: file });
}
