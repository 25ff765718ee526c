import { eq, sql } from 'drizzle-orm';
import { visitMessages } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';

export type MessageRow = typeof visitMessages.$inferSelect;

export async function insertMessage(tx: Tx, values: typeof visitMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(visitMessages).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The visit a message is on: a message (and its attachment) is seen by whoever sees its visit. */
export async function visitOfMessage(tx: Tx, messageId: string): Promise<string | undefined> {
  const [row] = await tx.select({ visitId: visitMessages.visitId }).from(visitMessages).where(eq(visitMessages.id, messageId)).limit(1);
  return row?.visitId;
}

/** The reader's mark moves forward to now, never back (two tabs marking at once). */
export async function markRead(tx: Tx, tenantId: string, userId: string, visitId: string): Promise<void> {
  await tx.execute(sql`
    insert into visit_reads (tenant_id, user_id, visit_id, read_at) values (${tenantId}, ${userId}, ${visitId}, now())
    on conflict (tenant_id, user_id, visit_id) do update set read_at = greatest(visit_reads.read_at, excluded.read_at)`);
}

/** How many visits' counts the reply carries: the list shows a page, the badge the total. */
const UNREAD_VISITS_MAX = 500;

/**
 * The reader's unread messages by visit (others' messages newer than their mark), on the
 * visits they may see (`own`: a sales user's own), most recently active first, with the total
 * over all of them.
 */
export async function unreadOf(tx: Tx, me: string, own: boolean): Promise<{ total: number; visits: Record<string, number> }> {
  const result = await tx.execute(sql`
    with counts as (
      select m.visit_id, count(*)::int as n, max(m.created_at) as newest
      from visit_messages m
      join visits v on v.id = m.visit_id
      left join visit_reads r on r.visit_id = m.visit_id and r.user_id = ${me}
      where m.sender_id <> ${me} and m.created_at > coalesce(r.read_at, '-infinity'::timestamptz)
        and (not ${own} or v.assigned_to = ${me})
      group by m.visit_id)
    select visit_id, n, sum(n) over ()::int as total from counts order by newest desc limit ${UNREAD_VISITS_MAX}`);
  const rows = (result as unknown as { rows: { visit_id: string; n: number; total: number }[] }).rows;
  return { total: rows[0]?.total ?? 0, visits: Object.fromEntries(rows.map((r) => [r.visit_id, r.n])) };
}
