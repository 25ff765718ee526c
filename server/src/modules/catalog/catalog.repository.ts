import { asc, eq } from 'drizzle-orm';
import { agencies, clientAgencies, samples } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';

export type AgencyRow = typeof agencies.$inferSelect;
export type SampleRow = typeof samples.$inferSelect;

// Row-level security limits every query to the caller's company.

export const listAgencies = (tx: Tx) => tx.select().from(agencies).orderBy(asc(agencies.nameEn), asc(agencies.id)).limit(500);

export async function insertAgency(tx: Tx, values: typeof agencies.$inferInsert): Promise<AgencyRow> {
  const [row] = await tx.insert(agencies).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAgency(tx: Tx, id: string, patch: Partial<typeof agencies.$inferInsert>): Promise<AgencyRow | undefined> {
  const [row] = await tx.update(agencies).set(patch).where(eq(agencies.id, id)).returning();
  return row;
}

/** Its samples keep no agency and clients stop listing it, in the same transaction. */
export async function deleteAgency(tx: Tx, id: string): Promise<boolean> {
  await tx.update(samples).set({ agencyId: null }).where(eq(samples.agencyId, id));
  await tx.delete(clientAgencies).where(eq(clientAgencies.agencyId, id));
  const deleted = await tx.delete(agencies).where(eq(agencies.id, id)).returning({ id: agencies.id });
  return deleted.length > 0;
}

export const listSamples = (tx: Tx) => tx.select().from(samples).orderBy(asc(samples.name), asc(samples.id)).limit(1000);

export async function insertSample(tx: Tx, values: typeof samples.$inferInsert): Promise<SampleRow> {
  const [row] = await tx.insert(samples).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSample(tx: Tx, id: string, patch: Partial<typeof samples.$inferInsert>): Promise<SampleRow | undefined> {
  const [row] = await tx.update(samples).set(patch).where(eq(samples.id, id)).returning();
  return row;
}

export async function deleteSample(tx: Tx, id: string): Promise<boolean> {
  return (await tx.delete(samples).where(eq(samples.id, id)).returning({ id: samples.id })).length > 0;
}
