import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { gazetteer } from '@contract/gazetteer-data';
import { TERRITORY_MAX_PER_COMPANY, type Territory, type TerritoryCoverage, type territoryInputSchema } from '@contract/territories';
import type { Tx } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { UserRow } from '../users/users.repository';
import * as coverageRepo from './coverage.repository';
import * as repo from './territories.repository';

type TerritoryFields = z.infer<typeof territoryInputSchema>;

export function toTerritoryDto(v: repo.TerritoryView): Territory {
  const { row } = v;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    polygon: row.kind === 'polygon' ? (row.vertices ?? null) : null,
    cities: v.cities,
    reps: v.reps,
    assign_new: row.assignNew,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function list(tx: Tx) {
  const rows = await repo.findTerritories(tx, undefined, TERRITORY_MAX_PER_COMPANY);
  return { count: rows.length, results: rows.map(toTerritoryDto) };
}

export async function details(tx: Tx, id: string): Promise<Territory> {
  const [found] = await repo.findTerritories(tx, id);
  if (!found) throw notFound('Territory');
  return toTerritoryDto(found);
}

/** The input as stored: cities as the gazetteer's keys (any spelling it knows, as the client form accepts). */
function stored(input: TerritoryFields) {
  const cities =
    input.kind === 'cities'
      ? input.cities.map((c) => {
          const key = gazetteer.findPlace(c.country, c.city);
          if (!key) throw fieldError('cities', `${c.city} is not a city of this country in the list`);
          return { country: c.country, city: key };
        })
      : [];
  const fields: repo.TerritoryFields = {
    name: input.name,
    kind: input.kind,
    vertices: input.kind === 'polygon' ? input.polygon : null,
    assignNew: input.assign_new,
  };
  return { fields, cities };
}

/** The reps must be active people of the company who can take clients (another company's are not seen). */
async function mustBeReps(tx: Tx, ids: string[]) {
  if ((await repo.assignableCount(tx, ids)) !== ids.length) throw fieldError('rep_ids', 'Choose active reps of your company');
}

/** A name already taken in the company (also by a creation running at the same moment): 409 on `name`. */
async function uniqueName<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!isUniqueViolation(err, 'territories_name_key')) throw err;
    const message = 'A territory with this name already exists';
    throw new AppError('duplicate', message, { fields: { name: message } });
  }
}

export async function create(tx: Tx, me: UserRow, input: TerritoryFields): Promise<Territory> {
  const { fields, cities } = stored(input);
  await mustBeReps(tx, input.rep_ids);
  // The per-company cap is counted under a lock, so creations at once cannot all pass it.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('territories:' || ${me.tenantId}, 0))`);
  if ((await repo.countTerritories(tx)) >= TERRITORY_MAX_PER_COMPANY)
    throw new AppError('conflict', `A company has at most ${TERRITORY_MAX_PER_COMPANY} territories`);
  const id = await uniqueName(() => repo.insertTerritory(tx, me.tenantId, me.id, fields));
  await repo.replaceMembers(tx, me.tenantId, id, input.rep_ids, cities);
  return details(tx, id);
}

export async function update(tx: Tx, me: UserRow, id: string, input: TerritoryFields): Promise<Territory> {
  const { fields, cities } = stored(input);
  // Another company's id is a 404 before anything of the body is looked up.
  if (!(await uniqueName(() => repo.updateTerritory(tx, id, fields)))) throw notFound('Territory');
  await mustBeReps(tx, input.rep_ids);
  await repo.replaceMembers(tx, me.tenantId, id, input.rep_ids, cities);
  return details(tx, id);
}

export async function remove(tx: Tx, id: string): Promise<void> {
  if (!(await repo.deleteTerritory(tx, id))) throw notFound('Territory');
}

export async function coverage(tx: Tx, days: number) {
  const rows = await coverageRepo.coverage(tx, days);
  const results: TerritoryCoverage[] = rows.map((r) => ({
    territory_id: r.territory_id,
    clients: r.clients,
    visited: r.visited,
    share: r.clients ? r.visited / r.clients : 0,
  }));
  return { count: results.length, results };
}
