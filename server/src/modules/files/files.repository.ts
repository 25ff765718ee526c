import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx';
import { files } from '../../db/schema/index';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(tx: Tx, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await tx.insert(files).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findFile(tx: Tx, id: string): Promise<FileRow | undefined> {
  const [row] = await tx.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

export async function listOwnedFiles(tx: Tx, ownerType: string, ownerId: string): Promise<FileRow[]> {
  return tx
    .select()
    .from(files)
    .where(and(eq(files.ownerType, ownerType), eq(files.ownerId, ownerId)))
    .orderBy(files.createdAt)
    .limit(500);
}
