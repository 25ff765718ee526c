import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx';
import { planChanges, tenants } from '../../db/schema/index';

export type TenantRow = typeof tenants.$inferSelect;

export async function insertTenant(tx: Tx, values: typeof tenants.$inferInsert): Promise<void> {
  await tx.insert(tenants).values(values);
}

/** `forUpdate` serialises concurrent user creation against the plan's user limit. */
export async function findTenant(tx: Tx, id: string, opts: { forUpdate?: boolean } = {}): Promise<TenantRow | undefined> {
  const query = tx.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateTenant(tx: Tx, id: string, patch: Partial<typeof tenants.$inferInsert>): Promise<TenantRow | undefined> {
  const [row] = await tx
    .update(tenants)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(tenants.id, id))
    .returning();
  return row;
}

export async function insertPlanChange(tx: Tx, values: typeof planChanges.$inferInsert): Promise<void> {
  await tx.insert(planChanges).values(values);
}
