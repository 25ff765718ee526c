import { sql } from 'drizzle-orm';
import { afterCommit } from '../../db/pg-transaction';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { channelOf, PRIVATE_EVENT_TYPES, type LiveRow } from '../../lib/live-hub';

/** Events older than this are pruned; a stream that was away longer starts over ("reset"). */
export const KEEP_EVENTS = '1 day';

/** PostgreSQL refuses a NOTIFY payload this long: such an event is kept (a resuming stream replays it) but not sent live. */
const PAYLOAD_MAX_BYTES = 8000;

/**
 * Keeps the events in the caller's transaction and NOTIFYs every instance once it has
 * committed (db/pg-transaction.ts `afterCommit`, ADR 0036): a write that rolls back tells
 * nobody, and writes do not commit one at a time behind each other's NOTIFY.
 */
export async function insertEvents(tx: Tx, tenantId: string, events: Omit<LiveRow, 'id'>[]): Promise<void> {
  if (events.length === 0) return;
  const kept = await selectRows<{ id: string | number; line: string }>(
    tx,
    sql`insert into live_events (tenant_id, type, visible_to, data)
      select ${tenantId}::uuid, type, visible_to, data
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as x(type text, visible_to uuid, data jsonb)
      returning id, json_build_object('id', id, 'type', type, 'visible_to', visible_to, 'data', data)::text as line`,
  );
  // Told in the order they were kept, as a resuming stream replays them.
  kept.sort((a, b) => Number(a.id) - Number(b.id));
  const lines = kept.map((e) => e.line).filter((line) => Buffer.byteLength(line) < PAYLOAD_MAX_BYTES);
  if (lines.length === 0) return;
  const notify = sql`select count(pg_notify(${channelOf(tenantId)}, line)) from json_array_elements_text(${JSON.stringify(lines)}::json) line`;
  // Its own commit need not wait for the disk: a NOTIFY does not outlive a crash anyway.
  const unhurried = sql`select set_config('synchronous_commit', 'off', true), (${notify})`;
  // A transaction not opened by transactionWith: told in the write's own transaction, at its COMMIT.
  if (!afterCommit(tx, unhurried)) await tx.execute(notify);
}

/** Drops the company's events past their day (row-level security keeps it to the company). */
export async function pruneEvents(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from live_events where created_at < now() - ${KEEP_EVENTS}::interval`);
}

/** The company's events after `afterId` that `me` may see, oldest first, at most `limit`. */
export async function eventsAfter(tx: Tx, me: { id: string; seesAll: boolean }, afterId: number, limit: number): Promise<LiveRow[]> {
  const rows = await selectRows<LiveRow & { id: string | number }>(
    tx,
    sql`
      select id, type, visible_to, data from live_events
      where id > ${afterId}
        and (visible_to = ${me.id} or (type <> all(${`{${PRIVATE_EVENT_TYPES.join(',')}}`}::text[]) and (${me.seesAll} or visible_to is null)))
      order by id limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Whether the company still keeps event `id` (a stream resuming from a pruned one starts over). */
export async function eventKept(tx: Tx, id: number): Promise<boolean> {
  return (await selectRows(tx, sql`select 1 from live_events where id = ${id}`)).length > 0;
}

/** The company's newest event id (0 with none): where a new stream starts counting. */
export async function latestEventId(tx: Tx): Promise<number> {
  const [row] = await selectRows<{ id: string | number | null }>(tx, sql`select max(id) as id from live_events`);
  return Number(row?.id ?? 0);
}
