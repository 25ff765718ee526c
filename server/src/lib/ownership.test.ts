import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, type Company } from '../../test/factories';
import { inTenant } from '../db/tenant-tx';
import { passwordResets } from '../db/schema/index';
import { ownedBy } from './ownership';

// Any tenant table with an owner column shows the rule; password_resets has one (user_id).
let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  await inTenant(t.database.db, co.tenantId, async (tx) => {
    for (const u of [co.users.sales, co.users.manager]) {
      await tx
        .insert(passwordResets)
        .values({ tenantId: co.tenantId, userId: u.id, tokenHash: `h-${u.id}`, expiresAt: new Date(Date.now() + 60_000) });
    }
  });
});
afterAll(async () => t.close());

const visibleTo = (me: Company['users'][keyof Company['users']]) =>
  inTenant(t.database.db, co.tenantId, (tx) =>
    tx
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(and(eq(passwordResets.tenantId, co.tenantId), ownedBy(passwordResets.userId, me))),
  );

describe('ownedBy', () => {
  it('limits a sales user to their own rows and lets managers and admins see all', async () => {
    expect((await visibleTo(co.users.sales)).map((r) => r.userId)).toEqual([co.users.sales.id]);
    expect(await visibleTo(co.users.manager)).toHaveLength(2);
    expect(await visibleTo(co.users.admin)).toHaveLength(2);
  });
});
