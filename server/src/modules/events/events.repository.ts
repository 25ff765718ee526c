import { sql } from 'drizzle-orm';
import { afterCommit, sendWithNext } from '../../db/pg-transaction';
import type { Tx } from '../../db/tenant-tx';
import { channelOf, PRIVATE_EVENT_TYPES, type LiveRow } from '../../lib/live-hub';

/** Events older than this are pruned; a stream that was away longer starts over ("reset"). */
export const KEEP_EVENTS = '1 day';

/**
 * The events a transaction kept wait for their NOTIFY in this session setting, one JSON line
 * each: a setting made in a transaction that rolls back is undone with it.
 */
const WAITING = 'app.live_notify';
/** PostgreSQL refuses a NOTIFY payload this long: such an event is kept (a resuming stream replays it) but not sent live. */
const PAYLOAD_MAX_BYTES = 8000;

/**
 * Keeps the events in the caller's transaction and NOTIFYs every instance once it has
 * committed, in a transaction of its own sent with the COMMIT (db/pg-transaction.ts
 * `afterCommit`, ADR 0036): a write that rolls back tells nobody, and writes no longer commit
 * one at a time behind each other's NOTIFY. One statement for them all: each statement
 * rewrites the waiting setting whole, so many events are kept together, not one by one.
 */
export async function insertEvents(tx: Tx, tenantId: string, events: Omit<LiveRow, 'id'>[]): Promise<void> {
  if (events.length === 0) return;
  // Nothing in the request reads it back: it goes out with the next statement or the COMMIT.
  await sendWithNext(
    tx,
    sql`with e as (
      insert into live_events (tenant_id, type, visible_to, data)
      select ${tenantId}::uuid, type, visible_to, data
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as x(type text, visible_to uuid, data jsonb)
      returning id, type, visible_to, data)
    select set_config(${WAITING}, concat_ws(E'\n', nullif(current_setting(${WAITING}, true), ''),
      string_agg(json_build_object('id', id, 'type', type, 'visible_to', visible_to, 'data', data)::text, E'\n' order by id)), false)
    from e`,
  );
  const notify = notifyWaiting(channelOf(tenantId));
  // PGlite, or a transaction not opened by transactionWith: told in the write's own transaction, at its COMMIT.
  if (!afterCommit(tx, notify)) await tx.execute(notify);
}

/**
 * NOTIFYs the events waiting in this session on `channel`, and forgets them. The channel is a
 * parameter: every company's statement has the same text, kept prepared once per connection.
 */
const notifyWaiting = (channel: string) =>
  sql`select set_config(${WAITING}, '', false) from (
    select count(pg_notify(${channel}, line)) from regexp_split_to_table(current_setting(${WAITING}, true), E'\n') line
    where line <> '' and octet_length(line) < ${sql.raw(String(PAYLOAD_MAX_BYTES))}) sent`;

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
