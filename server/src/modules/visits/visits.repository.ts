import { aliasedTable, and, eq, sql, type SQL } from 'drizzle-orm';
import type { Activity } from '@contract/clients';
import { rowScope } from '@contract/permissions';
import type { StoredFile } from '@contract/files';
import type { VisitMessage, VisitRating } from '@contract/visit-talk';
import { activity, agencies, clients, files, samples, users, visitAgencies, visits, visitSamples } from '../../db/schema/index';
import { preparedIn } from '../../db/pg-transaction';
import type { Tx } from '../../db/tenant-tx';
import { isoJson } from '../../lib/iso-json';
import { ownedBy } from '../../lib/ownership';
import { messagesOfVisit, ratingOfVisit } from '../visit-talk/talk-sql';
import type { UserRow } from '../users/users.repository';

export type VisitRow = typeof visits.$inferSelect;
export type NewVisitRow = typeof visits.$inferInsert;

// Row-level security limits every query to the caller's company; `visible()` adds the
// own-rows rule: a sales user sees the visits assigned to them (another rep's is a 404).
export const visible = (me: UserRow) => ownedBy(visits.assignedTo, me);

export const assignees = aliasedTable(users, 'assignee');

/** A list row: the visit with its client's names and its assignee's, in one statement. */
export const summaryColumns = {
  row: visits,
  clientCompany: clients.companyName,
  clientContact: clients.contactName,
  clientKind: clients.kind,
  assigneeName: assignees.fullName,
};
export type VisitSummaryRow = {
  row: VisitRow;
  clientCompany: string;
  clientContact: string;
  clientKind: 'lead' | 'client';
  assigneeName: string;
};

type Named = { id: string; name_en: string; name_ar: string };
type SampleLine = { sample_id: string; name: string; unit: string; quantity: number };

const agenciesOfVisit = sql<Named[]>`coalesce((
  select json_agg(json_build_object('id', ${agencies.id}, 'name_en', ${agencies.nameEn}, 'name_ar', ${agencies.nameAr}) order by ${agencies.nameEn})
  from ${visitAgencies} join ${agencies} on ${agencies.id} = ${visitAgencies.agencyId}
  where ${visitAgencies.visitId} = ${visits.id}), '[]'::json)`;

const samplesOfVisit = sql<SampleLine[]>`coalesce((
  select json_agg(json_build_object('sample_id', ${samples.id}, 'name', ${samples.name}, 'unit', ${samples.unit}, 'quantity', ${visitSamples.quantity}) order by ${samples.name})
  from ${visitSamples} join ${samples} on ${samples.id} = ${visitSamples.sampleId}
  where ${visitSamples.visitId} = ${visits.id}), '[]'::json)`;

const creators = aliasedTable(users, 'creator');

/** The visit's files, oldest first, as one JSON value of the row. */
const filesOfVisit = sql<StoredFile[]>`coalesce((
  select json_agg(json_build_object('id', f.id, 'name', f.name, 'type', f.type, 'size', f.size, 'created_at', ${isoJson('f.created_at')}) order by f.created_at)
  from ${files} f where f.owner_type = 'visit' and f.owner_id = ${visits.id}), '[]'::json)`;

/** The visit's timeline (lib/activity.ts writes it), oldest first, with who did each step. */
const timelineOfVisit = sql<Activity[]>`coalesce((
  select json_agg(json_build_object(
    'id', a.id, 'action', a.action, 'details', a.details, 'created_at', ${isoJson('a.created_at')},
    'actor', case when u.id is null then null else json_build_object('id', u.id, 'full_name', u.full_name) end
  ) order by a.created_at, a.id)
  from ${activity} a left join ${users} u on u.id = a.actor_id
  where a.entity = 'visit' and a.entity_id = ${visits.id}), '[]'::json)`;

export interface VisitView extends VisitSummaryRow {
  client: typeof clients.$inferSelect;
  creatorName: string | null;
  agencies: Named[];
  samples: SampleLine[];
  files: StoredFile[];
  timeline: Activity[];
  messages: VisitMessage[];
  rating: VisitRating | null;
}

/** The select of one visit (by the `id` placeholder; a sales user's own by `me` too). */
function visitQuery(tx: Tx, full: boolean, own: boolean) {
  return tx
    .select({
      ...summaryColumns,
      client: clients,
      creatorName: creators.fullName,
      agencies: agenciesOfVisit,
      samples: samplesOfVisit,
      files: full ? filesOfVisit : sql<StoredFile[]>`'[]'::json`,
      timeline: full ? timelineOfVisit : sql<Activity[]>`'[]'::json`,
      messages: full ? messagesOfVisit : sql<VisitMessage[]>`'[]'::json`,
      rating: full ? ratingOfVisit : sql<VisitRating | null>`null::json`,
    })
    .from(visits)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .innerJoin(assignees, eq(assignees.id, visits.assignedTo))
    .leftJoin(creators, eq(creators.id, visits.createdBy))
    .where(and(eq(visits.id, sql.placeholder('id')), own ? eq(visits.assignedTo, sql.placeholder('me')) : undefined))
    .limit(1);
}

/**
 * A visit the caller may see, with everything the details page shows (its files and timeline
 * too, with `full`), in one statement.
 */
export async function findVisit(tx: Tx, me: UserRow, id: string, opts: { full?: boolean } = {}): Promise<VisitView | undefined> {
  const own = rowScope[me.role] === 'own';
  const full = opts.full === true;
  // Every read and write of a visit starts here: prepared once per connection and variant.
  const name = `visit_${full ? 'full' : 'brief'}${own ? '_own' : ''}`;
  const [found] = (await preparedIn(tx, name, (on) => visitQuery(on, full, own)).execute({ id, me: me.id })) as VisitView[];
  return found;
}

export async function insertVisit(tx: Tx, values: NewVisitRow): Promise<VisitRow> {
  const [row] = await tx.insert(visits).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function setPlanLines(
  tx: Tx,
  tenantId: string,
  visitId: string,
  agencyIds: string[],
  lines: { sample_id: string; quantity: number }[],
): Promise<void> {
  const uniqueAgencies = [...new Set(agencyIds)];
  if (uniqueAgencies.length) await tx.insert(visitAgencies).values(uniqueAgencies.map((agencyId) => ({ tenantId, visitId, agencyId })));
  const merged = mergeQuantities(lines);
  if (merged.length)
    await tx.insert(visitSamples).values(merged.map((l) => ({ tenantId, visitId, sampleId: l.sample_id, quantity: l.quantity })));
}

/** The same sample listed twice is one line with both quantities. */
export function mergeQuantities(lines: { sample_id: string; quantity: number }[]): { sample_id: string; quantity: number }[] {
  const total = new Map<string, number>();
  for (const l of lines) total.set(l.sample_id, (total.get(l.sample_id) ?? 0) + l.quantity);
  return [...total].map(([sample_id, quantity]) => ({ sample_id, quantity }));
}

/** One conditional UPDATE: the row changes only if `where` still holds (no check-then-write race). */
export async function updateVisitWhere(tx: Tx, where: SQL | undefined, patch: Partial<NewVisitRow>): Promise<VisitRow | undefined> {
  const [row] = await tx
    .update(visits)
    .set({ ...patch, updatedAt: new Date() })
    .where(where)
    .returning();
  return row;
}

/**
 * The great-circle distance in metres on earthdistance's sphere (its `earth()`, 6,378,168 m),
 * so it reads exactly as `earth_distance(ll_to_earth(…), ll_to_earth(…))` did. Written out:
 * earthdistance's SQL functions are not inlined, and ran some twenty nested calls per
 * check-in (ADR 0027).
 */
const greatCircleMetres = (lat1: SQL, lon1: SQL, lat2: SQL, lon2: SQL) =>
  sql`(2 * 6378168 * asin(least(1, sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)))))`;

/**
 * Check-in as one statement: the Pending visit of this rep becomes Started with the position,
 * its distance to the client (metres, great circle) and the verdict; farther than the
 * company's geofence flags it false with that reason. Nothing is checked before and written
 * after, so two check-ins at once start the visit once. Nothing when the visit is not this
 * rep's Pending visit (the caller then finds out why).
 */
export async function checkIn(
  tx: Tx,
  me: UserRow,
  id: string,
  at: { latitude: number | null; longitude: number | null; accuracy_m: number | null; takenAt: Date | null; farReason: string },
): Promise<CheckedIn | undefined> {
  const hasGps = at.latitude !== null && at.longitude !== null;
  const distance = hasGps
    ? sql`case when c.latitude is not null and c.longitude is not null
        then ${greatCircleMetres(sql`c.latitude`, sql`c.longitude`, sql`${at.latitude}::float8`, sql`${at.longitude}::float8`)} end`
    : sql`null::float8`;
  const rows = await tx.execute(sql`
    with measured as (
      select v.id, v.is_false as was_false, ${distance} as distance_m, (c.latitude is not null and c.longitude is not null) as client_located,
        t.geofence_radius_m as radius, v.visit_type = any(t.geofence_visit_types) as geofenced
      from ${visits} v join ${clients} c on c.id = v.client_id cross join tenants t
      where v.id = ${id} and v.status = 0 and v.assigned_to = ${me.id}
    )
    update ${visits} v set
      status = 1,
      checked_in_at = coalesce(${at.takenAt?.toISOString() ?? null}::timestamptz, now()),
      check_in_received_at = now(),
      check_in_latitude = ${at.latitude}::float8,
      check_in_longitude = ${at.longitude}::float8,
      check_in_accuracy_m = ${at.accuracy_m}::float8,
      check_in_distance_m = m.distance_m,
      check_in_verdict = case
        when not ${hasGps} then 'no_gps'
        when not m.client_located then 'no_client_location'
        when not m.geofenced then 'not_geofenced'
        when m.distance_m > m.radius then 'far'
        else 'verified' end,
      check_in_reason = case when m.geofenced and coalesce(m.distance_m > m.radius, false) then ${at.farReason} else '' end,
      is_false = v.is_false or (m.geofenced and coalesce(m.distance_m > m.radius, false)),
      false_reason = case when not v.is_false and m.geofenced and coalesce(m.distance_m > m.radius, false)
        then 'Checked in ' || round(m.distance_m)::int || ' m from the client (geofence ' || m.radius || ' m)'
        else v.false_reason end,
      updated_at = now()
    from measured m
    where v.id = m.id and v.status = 0
    returning v.check_in_distance_m as "distanceM", v.check_in_verdict as verdict, v.is_false as "isFalse",
      v.false_reason as "falseReason", m.was_false as "wasFalse"`);
  return (rows as unknown as { rows: CheckedIn[] }).rows[0];
}

/** What a check-in decided: the distance, the verdict, and whether it flagged the visit false. */
export interface CheckedIn {
  distanceM: number | null;
  verdict: string;
  isFalse: boolean;
  falseReason: string;
  wasFalse: boolean;
}

/** The next per-company document number, under the counter row's lock until commit (DESIGN §6). */
export async function nextDocumentNumber(tx: Tx, tenantId: string, name: string): Promise<number> {
  const result = await tx.execute(sql`
    insert into document_counters (tenant_id, name, value) values (${tenantId}, ${name}, 1)
    on conflict (tenant_id, name) do update set value = document_counters.value + 1
    returning value`);
  const [row] = (result as unknown as { rows: { value: number }[] }).rows;
  if (!row) throw new Error('counter returned no row');
  return Number(row.value);
}

/**
 * Takes handed-out samples off stock in one statement, only where the stock suffices; the
 * caller compares how many lines changed with how many it asked for (fewer: roll back, 409).
 */
export async function takeFromStock(
  tx: Tx,
  lines: { sample_id: string; quantity: number }[],
): Promise<{ id: string; name: string; unit: string }[]> {
  if (lines.length === 0) return [];
  const result = await tx.execute(sql`
    update ${samples} s set stock = s.stock - g.quantity
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as g(sample_id uuid, quantity int)
    where s.id = g.sample_id and s.stock >= g.quantity
    returning s.id, s.name, s.unit`);
  return (result as unknown as { rows: { id: string; name: string; unit: string }[] }).rows;
}

export async function deletePendingVisit(tx: Tx, where: SQL | undefined): Promise<VisitRow | undefined> {
  const [row] = await tx.delete(visits).where(where).returning();
  return row;
}
