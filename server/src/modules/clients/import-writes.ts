import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ClientColumn } from '@contract/client-transfer';
import type { ClientKind } from '@contract/clients';
import { activity, clientAgencies, clients } from '../../db/schema/index';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { can } from '@contract/permissions';
import { assigneesByTerritory, recordAssignedByTerritoryMany, type Assignment } from '../territories/territory-assign-batch';
import type { UserRow } from '../users/users.repository';
import { columnsOfInput } from './client-dto';
import type { ClientFields, ColumnMap } from './import-rows';

/*
 * An import's writes: a thousand rows a statement, the rows travelling as one JSON parameter
 * (a statement of 19,000 bound values costs the server more to build than to run).
 */

/** The columns an import row writes, by the schema's key: the lead modal's and a conversion's two. */
const valuesOf = (f: ClientFields) => ({
  ...columnsOfInput(f),
  vatNumber: f.vat_number,
  nationalAddress: f.national_address,
});
type ClientColumnKey = keyof ReturnType<typeof valuesOf>;

/** The types a record column is read as: constant SQL, a closed set. */
const recordTypes = { text: sql`text`, float8: sql`float8`, uuid: sql`uuid` } as const;
type RecordType = keyof typeof recordTypes;

/**
 * What an imported row writes: each column, the file column it comes from (the phone's key
 * comes from the phone) and its type for jsonb_to_recordset. SQL names come from the schema.
 */
const written = (
  [
    ['title', 'title', 'text'],
    ['contactName', 'contact_name', 'text'],
    ['companyName', 'company_name', 'text'],
    ['customerType', 'customer_type', 'text'],
    ['customerTarget', 'customer_target', 'text'],
    ['phone', 'phone', 'text'],
    ['phoneDigits', 'phone', 'text'],
    ['email', 'email', 'text'],
    ['country', 'country', 'text'],
    ['city', 'city', 'text'],
    ['address', 'address', 'text'],
    ['latitude', 'latitude', 'float8'],
    ['longitude', 'longitude', 'float8'],
    ['notes', 'notes', 'text'],
    ['crNumber', 'cr_number', 'text'],
    ['vatNumber', 'vat_number', 'text'],
    ['nationalAddress', 'national_address', 'text'],
  ] as const satisfies readonly (readonly [ClientColumnKey, ClientColumn, RecordType])[]
).map(([key, fileColumn, type]) => ({ key, fileColumn, type, name: clients[key].name }));

/** A row as jsonb_to_recordset reads it: SQL column names as keys. */
function recordOf(fields: ClientFields, columns: typeof written, extra: Record<string, unknown>) {
  const values = valuesOf(fields);
  return { ...extra, ...Object.fromEntries(columns.map((c) => [c.name, values[c.key]])) };
}

/** The record's column list for `as v(…)`: each name (an identifier) and its type. */
const shapeOf = (columns: readonly { name: string; type: RecordType }[]) =>
  sql.join(
    columns.map((c) => sql`${sql.identifier(c.name)} ${recordTypes[c.type]}`),
    sql`, `,
  );
const assignee = { name: 'assigned_to', type: 'uuid' } as const;
const idColumn = { name: 'id', type: 'uuid' } as const;

/** Links each client of the batch to the agencies its row names (the ids came from the company's own list). */
async function linkAgencies(tx: Tx, tenantId: string, links: { id: string; fields: ClientFields }[]) {
  const pairs = links.flatMap(({ id, fields }) => fields.agency_ids.map((agency) => ({ client_id: id, agency_id: agency })));
  if (pairs.length === 0) return;
  await tx.execute(sql`
    insert into ${clientAgencies} (tenant_id, client_id, agency_id)
    select ${tenantId}, v.client_id, v.agency_id
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as v(client_id uuid, agency_id uuid)
    on conflict do nothing`);
}

/**
 * A thousand new clients, their "imported" history lines and their agencies. The ids are made
 * here, so each row's agencies are linked to its own client.
 */
export async function insertBatch(tx: Tx, me: UserRow, kind: ClientKind, batch: ClientFields[]): Promise<number> {
  const rows = batch.map((fields) => ({ id: randomUUID(), fields }));
  const routed = await routeByTerritory(tx, me, batch);
  const payload = rows.map(({ id, fields }, n) =>
    recordOf(fields, written, { id, assigned_to: fields.assigned_to ?? routed[n]?.userId ?? null }),
  );
  const names = sql.join(
    written.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const [result] = await selectRows<{ n: number }>(
    tx,
    sql`
    with created as (
      insert into ${clients} (id, tenant_id, kind, lead_status, created_by, assigned_to, ${names})
      select v.id, ${me.tenantId}, ${kind}, ${kind === 'lead' ? 'new' : null}, ${me.id}, v.assigned_to, ${names}
      from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as v(${shapeOf([idColumn, assignee, ...written])})
      returning id),
    history as (
      insert into ${activity} (tenant_id, entity, entity_id, action, actor_id, details)
      select ${me.tenantId}, 'client', id, 'imported', ${me.id}, ${JSON.stringify({ kind })}::jsonb from created)
    select count(*)::int as n from created`,
  );
  await linkAgencies(tx, me.tenantId, rows);
  await recordAssignedByTerritoryMany(
    tx,
    me,
    rows.flatMap(({ id }, n) => (routed[n] ? [{ clientId: id, assignment: routed[n] }] : [])),
  );
  return result?.n ?? 0;
}

/**
 * Rows that name no rep go to their territory's reps, as a manager's one-by-one creation does
 * (issue 43): one statement for the batch. Only a manager's or admin's import is routed (a
 * sales user's records stay theirs, as in clients.service's create).
 */
async function routeByTerritory(tx: Tx, me: UserRow, batch: ClientFields[]): Promise<(Assignment | null)[]> {
  if (!can(me.role, 'clients.manage')) return batch.map(() => null);
  const open = batch.flatMap((fields, n) => (fields.assigned_to ? [] : [n]));
  const found = await assigneesByTerritory(
    tx,
    open.map((n) => columnsOfInput(batch[n]!)),
  );
  const routed: (Assignment | null)[] = batch.map(() => null);
  open.forEach((n, k) => (routed[n] = found[k] ?? null));
  return routed;
}

/**
 * A thousand updates in one statement. Only the columns the file has are written (a file
 * without e-mails does not blank them); the rep changes only where the file names one; the
 * agencies are replaced only when the file has their column.
 */
export async function updateBatch(tx: Tx, tenantId: string, columns: ColumnMap, batch: { id: string; fields: ClientFields }[]) {
  const present = written.filter((c) => columns[c.fileColumn] !== undefined);
  const payload = batch.map(({ id, fields }) => recordOf(fields, present, { id, assigned_to: fields.assigned_to }));
  const sets = [
    ...present.map((c) => sql`${sql.identifier(c.name)} = v.${sql.identifier(c.name)}`),
    sql`assigned_to = coalesce(v.assigned_to, c.assigned_to)`,
    sql`updated_at = now()`,
  ];
  const shape = shapeOf([idColumn, assignee, ...present]);
  await tx.execute(sql`
    update ${clients} as c set ${sql.join(sets, sql`, `)}
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as v(${shape})
    where c.id = v.id and c.deleted_at is null`);
  if (columns.agencies === undefined) return;
  await tx.execute(sql`
    delete from ${clientAgencies}
    where ${clientAgencies.clientId} in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(batch.map((b) => b.id))}::jsonb))`);
  await linkAgencies(tx, tenantId, batch);
}
