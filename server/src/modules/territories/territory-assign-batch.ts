import { sql } from 'drizzle-orm';
import { activity } from '../../db/schema/index';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { assignableRoles } from '../../lib/assignees';
import { insideOutline } from './coverage.repository';
import type { Place } from './territories.repository';

export interface Assignment {
  userId: string;
  territory: { id: string; name: string };
}

/**
 * The assignment rule of territory-assign.ts for many records at once (an import batch), in
 * one statement: each place's territory (among those that assign new clients, an outline
 * containing it first, else a city set holding its city, the oldest of a kind), then, per
 * territory with active reps, its turn counter advanced by the number of records it takes
 * (one UPDATE, so a creation or import running at the same moment waits on the row lock and
 * gets the turns after), and the records given its reps in turn, in the order given.
 * Null where no territory takes the record or the territory has no active rep.
 */
export async function assigneesByTerritory(tx: Tx, places: Place[]): Promise<(Assignment | null)[]> {
  if (!places.length) return [];
  const rows = places.map((p, i) => ({ i, country: p.country, city: p.city, latitude: p.latitude, longitude: p.longitude }));
  const picked = await selectRows<{ i: number; user_id: string; territory_id: string; name: string }>(
    tx,
    sql`
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as v(i int, country text, city text, latitude float8, longitude float8)),
    pick as (
      select v.i, (
        select t.id from territories t
         where t.assign_new and (
               (t.area is not null and v.latitude is not null and v.longitude is not null and ${insideOutline(sql`t`, sql`v`)})
               or exists (select 1 from territory_cities tc where tc.territory_id = t.id and tc.country = v.country and tc.city = v.city))
         order by (t.area is not null and v.latitude is not null and v.longitude is not null and ${insideOutline(sql`t`, sql`v`)}) desc,
                  t.created_at, t.id
         limit 1) as territory_id
      from v),
    reps as (
      select r.territory_id, r.user_id, (row_number() over (partition by r.territory_id order by r.position) - 1)::int as k,
             count(*) over (partition by r.territory_id)::int as n
        from territory_reps r join users u on u.id = r.user_id
       where r.territory_id in (select territory_id from pick)
         and u.is_active and u.role in (${sql.join(
           assignableRoles.map((r) => sql`${r}`),
           sql`, `,
         )})),
    taken as (
      select p.i, p.territory_id, (row_number() over (partition by p.territory_id order by p.i) - 1)::int as j
        from pick p where exists (select 1 from reps r where r.territory_id = p.territory_id)),
    bumped as (
      update territories t set turn = t.turn + c.n
        from (select territory_id, count(*)::int as n from taken group by 1) c
       where t.id = c.territory_id
      returning t.id, t.name, (t.turn - c.n) as first_turn)
    select tk.i, r.user_id, b.id as territory_id, b.name
      from taken tk
      join bumped b on b.id = tk.territory_id
      join reps r on r.territory_id = tk.territory_id and r.k = ((b.first_turn + tk.j) % r.n)`,
  );
  const out: (Assignment | null)[] = places.map(() => null);
  for (const p of picked) out[p.i] = { userId: p.user_id, territory: { id: p.territory_id, name: p.name } };
  return out;
}

/** The "assigned by territory" timeline lines of many records, one statement (as for one creation). */
export async function recordAssignedByTerritoryMany(
  tx: Tx,
  me: { id: string; tenantId: string },
  assigned: { clientId: string; assignment: Assignment }[],
): Promise<void> {
  if (!assigned.length) return;
  await tx.insert(activity).values(
    assigned.map(({ clientId, assignment }) => ({
      tenantId: me.tenantId,
      entity: 'client',
      entityId: clientId,
      action: 'assigned_by_territory',
      actorId: me.id,
      details: { name: assignment.territory.name, territory_id: assignment.territory.id, assigned_to: assignment.userId },
      // After the batch's "imported" lines (the transaction's now()), as for one creation.
      createdAt: sql`clock_timestamp()`,
    })),
  );
}
