import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TerritoryCity, TerritoryInput } from '@contract/territories';
import { territories, territoryCities, territoryReps, users } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { assignableRoles } from '../../lib/assignees';

// Row-level security keeps every statement inside the company the transaction is bound to.

export type TerritoryRow = typeof territories.$inferSelect;
type Vertices = NonNullable<TerritoryInput['polygon']>;

/** The `polygon` text form, `((lon,lat),…)`: x is longitude, y latitude, as `point(longitude, latitude)`. */
export const polygonText = (vertices: Vertices) => `(${vertices.map((v) => `(${v.longitude},${v.latitude})`).join(',')})`;

export interface TerritoryFields {
  name: string;
  kind: 'polygon' | 'cities';
  vertices: Vertices | null;
  assignNew: boolean;
}

const areaOf = (vertices: Vertices | null) => (vertices ? sql`${polygonText(vertices)}::polygon` : null);

export async function insertTerritory(tx: Tx, tenantId: string, createdBy: string, f: TerritoryFields): Promise<string> {
  const [row] = await tx
    .insert(territories)
    .values({ tenantId, createdBy, name: f.name, kind: f.kind, vertices: f.vertices, area: areaOf(f.vertices), assignNew: f.assignNew })
    .returning({ id: territories.id });
  return row!.id;
}

/** False when no territory of the company has the id. */
export async function updateTerritory(tx: Tx, id: string, f: TerritoryFields): Promise<boolean> {
  const rows = await tx
    .update(territories)
    .set({ name: f.name, kind: f.kind, vertices: f.vertices, area: areaOf(f.vertices), assignNew: f.assignNew, updatedAt: sql`now()` })
    .where(eq(territories.id, id))
    .returning({ id: territories.id });
  return rows.length > 0;
}

export async function deleteTerritory(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(territories).where(eq(territories.id, id)).returning({ id: territories.id });
  return rows.length > 0;
}

/** The reps in the order given (the round-robin's order) and the cities, replacing what was there. */
export async function replaceMembers(tx: Tx, tenantId: string, territoryId: string, repIds: string[], cities: TerritoryCity[]) {
  await tx.delete(territoryReps).where(eq(territoryReps.territoryId, territoryId));
  await tx.delete(territoryCities).where(eq(territoryCities.territoryId, territoryId));
  if (repIds.length) await tx.insert(territoryReps).values(repIds.map((userId, position) => ({ tenantId, territoryId, userId, position })));
  if (cities.length)
    await tx
      .insert(territoryCities)
      .values(cities.map((c) => ({ tenantId, territoryId, country: c.country, city: c.city })))
      .onConflictDoNothing();
}

/** How many of the ids are active people work can be given to (another company's are not seen). */
export async function assignableCount(tx: Tx, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true), inArray(users.role, assignableRoles)));
  return row!.n;
}

export interface TerritoryView {
  row: TerritoryRow;
  reps: { id: string; full_name: string }[];
  cities: TerritoryCity[];
}

/** Territories (one, or all by name) with their reps in turn order and their cities. */
export async function findTerritories(tx: Tx, id?: string, limit = 1000): Promise<TerritoryView[]> {
  const rows = await tx
    .select()
    .from(territories)
    .where(id ? eq(territories.id, id) : undefined)
    .orderBy(asc(sql`lower(${territories.name})`), asc(territories.id))
    .limit(limit);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [reps, cities] = await Promise.all([
    tx
      .select({ territoryId: territoryReps.territoryId, id: users.id, full_name: users.fullName })
      .from(territoryReps)
      .innerJoin(users, eq(users.id, territoryReps.userId))
      .where(inArray(territoryReps.territoryId, ids))
      .orderBy(asc(territoryReps.position)),
    tx
      .select({ territoryId: territoryCities.territoryId, country: territoryCities.country, city: territoryCities.city })
      .from(territoryCities)
      .where(inArray(territoryCities.territoryId, ids))
      .orderBy(asc(territoryCities.country), asc(territoryCities.city)),
  ]);
  return rows.map((row) => ({
    row,
    reps: reps.filter((r) => r.territoryId === row.id).map(({ id, full_name }) => ({ id, full_name })),
    cities: cities.filter((c) => c.territoryId === row.id).map(({ country, city }) => ({ country, city })),
  }));
}

export async function countTerritories(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(territories);
  return row!.n;
}

export interface Place {
  country: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}
