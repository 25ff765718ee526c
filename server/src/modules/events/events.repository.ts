import { sql } from 'drizzle-orm';
import { sendWithNext } from '../../db/pg-transaction';
import type { Tx } from '../../db/tenant-tx';
import { channelOf, PRIVATE_EVENT_TYPES, type LiveRow } from '../../lib/live-hub';

/** Events older than this are pruned; a stream that was away longer starts over ("reset"). */
export const KEEP_EVENTS = '1 day';

/**
 * Keeps the event and NOTIFYs every instance, in the caller's transaction: a write that rolls
 * back tells nobody, and the NOTIFY is delivered only when the write commits.
 */
export async function insertEvent(tx: Tx, tenantId: string, e: Omit<LiveRow, 'id'>): Promise<void> {
  // Nothing in the request reads it back: it goes out with the next statement or the COMMIT.
  await sendWithNext(
    tx,
    sql`with e as (
      insert into live_events (tenant_id, type, visible_to, data)
      values (${tenantId}::uuid, ${e.type}, ${e.visible_to}::uuid, ${JSON.stringify(e.data)}::jsonb)
      returning id, type, visible_to, data)
    select pg_notify(${channelOf(tenantId)}, json_build_object('id', e.id, 'type', e.type, 'visible_to', e.visible_to, 'data', e.data)::text)
    from e`,
  );
}

/** Drops the company's events past their day (row-level security keeps it to the company). */
export async function pruneEvents(tx: Tx): Promise<void> {
  await tx.execute(sql.raw(`delete from live_events where created_at < now() - interval '${KEEP_EVENTS}'`));
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The company's events after `afterId` that `me` may see, oldest first, at most `limit`. */
export async function eventsAfter(tx: Tx, me: { id: string; seesAll: boolean }, afterId: number, limit: number): Promise<LiveRow[]> {
  const rows = rowsOf<LiveRow & { id: string | number }>(
    await tx.execute(sql`
      select id, type, visible_to, data from live_events
      where id > ${afterId}
        and (visible_to = ${me.id} or (type <> all(${`{${PRIVATE_EVENT_TYPES.join(',')}}`}::text[]) and (${me.seesAll} or visible_to is null)))
      order by id limit ${limit}`),
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Whether the company still keeps event `id` (a stream resuming from a pruned one starts over). */
export async function eventKept(tx: Tx, id: number): Promise<boolean> {
  return rowsOf(await tx.execute(sql`select 1 from live_events where id = ${id}`)).length > 0;
}

/** The company's newest event id (0 with none): where a new stream starts counting. */
export async function latestEventId(tx: Tx): Promise<number> {
  const [row] = rowsOf<{ id: string | number | null }>(await tx.execute(sql`select max(id) as id from live_events`));
  return Number(row?.id ?? 0);
}
