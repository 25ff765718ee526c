import pg from 'pg';
import { APP_ROLE } from './tenant-tx';

/**
 * For a cluster with trust authentication (tests, benches, a developer's machine): the app role
 * as a login of its own, beside the owner's. Production gives it a password instead (README:
 * PostgreSQL set-up). Roles belong to the cluster: once serves every database on it.
 */
export async function letAppRoleLogIn(superuserUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  try {
    // Made here when no migration has made it yet (migration 0001 then finds it).
    await admin.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        CREATE ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
      ELSE ALTER ROLE ${APP_ROLE} LOGIN; END IF; END $$`);
  } finally {
    await admin.end();
  }
}

/** The same database as `ownerUrl`, logged in as the app role (no password: trust authentication). */
export function appLoginUrl(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = '';
  return url.toString();
}
