import type { Tx } from '../../db/tenant-tx';
import { inquiries } from '../../db/schema/index';

export async function insertInquiry(tx: Tx, values: typeof inquiries.$inferInsert): Promise<void> {
  await tx.insert(inquiries).values(values);
}
