import { randomUUID } from 'node:crypto';
import type { Role } from '@contract/users';
import type { Db } from '../db/client';
import { asLoginLookup, inTenant } from '../db/tenant-tx';
import { hashPassword } from '../lib/passwords';
import { insertTenant } from '../modules/tenants/tenants.repository';
import { findUserByEmail, insertUser } from '../modules/users/users.repository';

export const DEMO_PASSWORD = 'Ziyara!2026';
export const DEMO_USERS: { email: string; fullName: string; role: Role; phone: string }[] = [
  { email: 'admin@demo.ziyara.app', fullName: 'Huda Al-Harbi', role: 'admin', phone: '+966 55 100 0001' },
  { email: 'manager@demo.ziyara.app', fullName: 'Khalid Al-Otaibi', role: 'manager', phone: '+966 55 100 0002' },
  { email: 'sales1@demo.ziyara.app', fullName: 'Omar Haddad', role: 'sales', phone: '+966 55 100 0003' },
  { email: 'sales2@demo.ziyara.app', fullName: 'Layla Mansour', role: 'sales', phone: '+966 55 100 0004' },
];

/**
 * Creates the demo company once (skipped when its admin already exists), so a first
 * `npm start` has someone to sign in as. Returns whether it created anything.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const admin = DEMO_USERS[0]!;
  const exists = await asLoginLookup(db, admin.email, (tx) => findUserByEmail(tx, admin.email));
  if (exists) return false;
  const tenantId = randomUUID();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await inTenant(db, tenantId, async (tx) => {
    await insertTenant(tx, {
      id: tenantId, companyName: 'Nakheel Medical Supplies', field: 'medical', country: 'SA', city: 'Riyadh',
      vatNumber: '300123456700003', numberEmployees: 40, industry: 'distribution', package: 2,
      // The shop window runs on a granted Business plan, as a paying customer would (ADR 0007).
      paidUntil: new Date(Date.now() + 365 * 86_400_000),
    });
    for (const u of DEMO_USERS) {
      await insertUser(tx, { tenantId, email: u.email, fullName: u.fullName, role: u.role, phone: u.phone, passwordHash });
    }
  });
  return true;
}
