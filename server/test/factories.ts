import { randomUUID } from 'node:crypto';
import type { Role } from '@contract/users';
import { inTenant } from '../src/db/tenant-tx';
import { hashPassword } from '../src/lib/passwords';
import { insertTenant } from '../src/modules/tenants/tenants.repository';
import { insertUser, type UserRow } from '../src/modules/users/users.repository';
import type { TestApp } from './build-test-app';

export const PASSWORD = 'Correct-Horse-9';
let passwordHash: Promise<string> | undefined;
let seq = 0;

export interface Company {
  tenantId: string;
  users: Record<Role, UserRow & { token: string; refresh: string }>;
}

/**
 * A company with one user of each role, each already signed in through the real login call.
 * Written straight to the database (through RLS, as the app role) to keep tests fast.
 */
export async function createCompany(t: TestApp, opts: { package?: number; name?: string; onTrial?: boolean } = {}): Promise<Company> {
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const tenantId = randomUUID();
  const n = ++seq;
  const rows = await inTenant(t.database.db, tenantId, async (tx) => {
    await insertTenant(tx, {
      id: tenantId,
      companyName: opts.name ?? `Company ${n}`,
      field: 'medical',
      country: 'SA',
      city: 'Riyadh',
      vatNumber: '300000000000003',
      numberEmployees: 10,
      industry: 'distribution',
      package: opts.package ?? 2,
      // A paying customer by default: its package's seats hold (ADR 0007).
      paidUntil: opts.onTrial ? null : new Date(Date.now() + 30 * 86_400_000),
    });
    const out: Partial<Record<Role, UserRow>> = {};
    for (const role of ['admin', 'manager', 'sales', 'maintenance'] as const) {
      out[role] = await insertUser(tx, {
        tenantId,
        role,
        fullName: `${role} ${n}`,
        email: `${role}.${n}.${tenantId.slice(0, 8)}@example.com`,
        phone: '+966500000000',
        passwordHash: hash,
      });
    }
    return out as Record<Role, UserRow>;
  });
  const users = {} as Company['users'];
  for (const [role, row] of Object.entries(rows) as [Role, UserRow][]) {
    const res = await t.call('POST', '/api/v1/auth/login/', { body: { email: row.email, password: PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login failed for ${row.email}: ${res.body}`);
    const { access, refresh } = res.json() as { access: string; refresh: string };
    users[role] = { ...row, token: access, refresh };
  }
  return { tenantId, users };
}

/** A second sales rep of `company`, signed in: whose records the first rep must not see (a 404). */
export async function addSalesRep(t: TestApp, company: Company): Promise<{ id: string; token: string }> {
  const row = await inTenant(t.database.db, company.tenantId, (tx) =>
    insertUser(tx, {
      tenantId: company.tenantId,
      role: 'sales',
      fullName: 'Second Rep',
      email: `rep2.${randomUUID().slice(0, 8)}.${company.tenantId.slice(0, 8)}@example.com`,
      phone: '+966500000001',
      passwordHash: company.users.sales.passwordHash,
    }),
  );
  const res = await t.call('POST', '/api/v1/auth/login/', { body: { email: row.email, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`the second rep could not sign in: ${res.body}`);
  return { id: row.id, token: (res.json() as { access: string }).access };
}
