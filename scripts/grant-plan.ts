// Grants a company a paid package for some months (ADR 0007): what a payment provider's
// webhook will do once billing exists. Usage: npm run plan:grant -- <admin e-mail> <package 0-3> <months>
import { packageNumbers, planOf } from '../contract/src/plans';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { asLoginLookup, inTenant } from '../server/src/db/tenant-tx';
import { updateTenant } from '../server/src/modules/tenants/tenants.repository';
import { findUserByEmail } from '../server/src/modules/users/users.repository';

const [email = '', pkgArg = '', monthsArg = ''] = process.argv.slice(2);
const pkg = Number(pkgArg);
const months = Number(monthsArg);
if (
  !email.includes('@') ||
  !(packageNumbers as readonly number[]).includes(pkg) ||
  !Number.isInteger(months) ||
  months < 1 ||
  months > 36
) {
  console.error('Usage: npm run plan:grant -- <admin e-mail> <package 0-3> <months 1-36>');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, ownerUrl: config.databaseOwnerUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  const admin = await asLoginLookup(database.db, email.toLowerCase(), (tx) => findUserByEmail(tx, email.toLowerCase()));
  if (!admin || admin.role !== 'admin') throw new Error(`No company admin has the e-mail ${email}`);
  const paidUntil = new Date();
  paidUntil.setMonth(paidUntil.getMonth() + months);
  const row = await inTenant(database.db, admin.tenantId, (tx) => updateTenant(tx, admin.tenantId, { package: pkg, paidUntil }));
  console.log(
    `${row?.companyName}: ${planOf(pkg).key} (${planOf(pkg).userLimit} seats) paid until ${paidUntil.toISOString().slice(0, 10)}`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
