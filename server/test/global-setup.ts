import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { letAppRoleLogIn } from '../src/db/app-login';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `location`: the server's URL (PostgreSQL, `name` the template database) or the dump's file (PGlite). */
    dbTemplate: { kind: 'postgres' | 'pglite'; location: string; name: string };
  }
}

/**
 * Migrates once; every test file then starts from a copy (see test-database.ts). The template
 * is this run's own (named by its process), so two runs on one machine never drop each other's.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  const templateName = `ziyara_test_template_${process.pid}`;
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
    project.provide('dbTemplate', { kind: 'postgres', location: url, name: templateName });
    return async () => {
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`).finally(() => drop.end());
    };
  }
  const pglite = await PGlite.create({ extensions: await pgliteExtensions() });
  const database = await openDatabase({ dataDir: '', pglite });
  await runMigrations(database);
  const dump = await pglite.dumpDataDir('gzip');
  const file = path.resolve(`.tmp/${templateName}.tar.gz`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', location: file, name: templateName });
  return () => rm(file, { force: true });
}
