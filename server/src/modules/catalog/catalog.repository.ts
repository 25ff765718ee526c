import { asc, eq } from 'drizzle-orm';
import { agencies, clientAgencies, files, samples } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';

export type AgencyRow = typeof agencies.$inferSelect;
export type SampleRow = typeof samples.$inferSelect;

// Row-level security limits every query to the caller's company.

export const listAgencies = (tx: Tx) => tx.select().from(agencies).orderBy(asc(agencies.nameEn), asc(agencies.id)).limit(500);

/**
 * Whether a file of the caller's company has this id (RLS hides the others). The row is
 * locked against deletion until the transaction ends, so the logo cannot vanish between this
 * check and the write that names it (agencies.logo_file_id has no foreign key).
 */
export async function holdFile(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.select({ id: files.id }).from(files).where(eq(files.id, id)).limit(1).for('key share');
  return rows.length === 1;
}

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
