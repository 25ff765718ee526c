import { aliasedTable, and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { MAINTENANCE_STATUS, type MaintenanceListQuery } from '@contract/maintenance';
import { clients, files, maintenanceRequests, users } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { orderByOf, searchWhere } from '../../lib/list';
import { ownedBy } from '../../lib/ownership';
import { offsetOf } from '../../lib/pagination';
import type { UserRow } from '../users/users.repository';

// Row-level security limits every query to the caller's company; `visibleTo` adds whose
// requests a role sees inside it.

export type MaintenanceRow = typeof maintenanceRequests.$inferSelect;
export type NewMaintenanceRow = typeof maintenanceRequests.$inferInsert;
export type FileRow = typeof files.$inferSelect;

/** The files' owner types: what the request came with, and the completion's photos. */
export const ATTACHMENT_OWNER = 'maintenance';
export const COMPLETION_OWNER = 'maintenance_done';

const assignees = aliasedTable(users, 'assignee');
const creators = aliasedTable(users, 'creator');
const completers = aliasedTable(users, 'completer');
const m = maintenanceRequests;

/**
 * Admins and managers see the company's requests; a technician the ones assigned to them; a
 * sales user the ones they created (they asked for the fix, they follow it). Anything else is
 * not found, exactly like a missing id.
 */
export function visibleTo(me: UserRow): SQL | undefined {
  if (me.role === 'maintenance') return eq(m.assignedTo, me.id);
  if (me.role === 'sales') return eq(m.createdBy, me.id);
  return undefined;
}

const viewColumns = {
  row: m,
  assigneeName: assignees.fullName,
  creatorName: creators.fullName,
  completerName: completers.fullName,
  clientName: clients.companyName,
  clientCity: clients.city,
  client: {
    country: clients.country,
    address: clients.address,
    contactName: clients.contactName,
    phone: clients.phone,
    latitude: clients.latitude,
    longitude: clients.longitude,
  },
};
export interface MaintenanceView {
  row: MaintenanceRow;
  assigneeName: string;
  creatorName: string;
  completerName: string | null;
  clientName: string;
  clientCity: string;
  client: { country: string; address: string; contactName: string; phone: string; latitude: number | null; longitude: number | null };
}

const selectView = (tx: Tx) =>
  tx
    .select(viewColumns)
    .from(m)
    .innerJoin(assignees, eq(assignees.id, m.assignedTo))
    .innerJoin(creators, eq(creators.id, m.createdBy))
    .leftJoin(completers, eq(completers.id, m.completedBy))
    .innerJoin(clients, eq(clients.id, m.clientId));

const sortColumns = { scheduled_date: m.scheduledDate, created_at: m.createdAt, priority: m.priority };

type ListFilters = Omit<MaintenanceListQuery, 'page' | 'page_size'>;

function listWhere(me: UserRow, q: ListFilters): SQL | undefined {
  return and(
    visibleTo(me),
    q.status !== undefined ? eq(m.status, q.status) : undefined,
    q.priority !== undefined ? eq(m.priority, q.priority) : undefined,
    q.assignee ? eq(m.assignedTo, q.assignee) : undefined,
    q.client ? eq(m.clientId, q.client) : undefined,
    q.scheduled_from ? gte(m.scheduledDate, q.scheduled_from) : undefined,
    q.scheduled_to ? lte(m.scheduledDate, q.scheduled_to) : undefined,
    searchWhere(q.search, sql`search_normalize(${m.title})`),
  );
}

/** Open work first by default, the soonest day first. */
const listOrder = (q: ListFilters) =>
  orderByOf(q.ordering, sortColumns, [asc(sql`${m.status} = ${MAINTENANCE_STATUS.done}`), asc(m.scheduledDate)], m.id);

export async function listRequests(tx: Tx, me: UserRow, q: MaintenanceListQuery): Promise<{ rows: MaintenanceView[]; count: number }> {
  const where = listWhere(me, q);
  const rows = await selectView(tx)
    .where(where)
    .orderBy(...listOrder(q))
    .limit(q.page_size)
    .offset(offsetOf(q));
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(m)
    .where(where);
  return { rows, count: total?.n ?? 0 };
}

export async function findRequest(tx: Tx, me: UserRow, id: string): Promise<MaintenanceView | undefined> {
  const [row] = await selectView(tx)
    .where(and(eq(m.id, id), visibleTo(me)))
    .limit(1);
  return row;
}

export async function insertRequest(tx: Tx, row: NewMaintenanceRow): Promise<MaintenanceRow> {
  const [inserted] = await tx.insert(m).values(row).returning();
  return inserted!;
}

/** Changes a request only while `where` still holds: one conditional UPDATE, so a race changes it once. */
export async function updateRequestWhere(
  tx: Tx,
  where: SQL | undefined,
  patch: Partial<NewMaintenanceRow>,
): Promise<MaintenanceRow | undefined> {
  const [row] = await tx
    .update(m)
    .set({ ...patch, updatedAt: new Date() })
    .where(where)
    .returning();
  return row;
}

/** The files of these requests (both kinds), oldest first (one upload: by name), in one query for a whole page. */
export async function filesOfRequests(tx: Tx, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(files)
    .where(and(inArray(files.ownerType, [ATTACHMENT_OWNER, COMPLETION_OWNER]), inArray(files.ownerId, ids)))
    .orderBy(asc(files.createdAt), asc(files.name), asc(files.id));
}

/** The company's active technicians, by name. */
export async function listTechnicians(tx: Tx): Promise<{ id: string; full_name: string }[]> {
  return tx
    .select({ id: users.id, full_name: users.fullName })
    .from(users)
    .where(and(eq(users.role, 'maintenance'), eq(users.isActive, true)))
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(500);
}

/** An active technician (`maintenance` role) of the company. */
export async function activeTechnician(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'maintenance'), eq(users.isActive, true)))
    .limit(1);
  return Boolean(row);
}

/** A client the creator may work (not deleted; a sales user's own). */
export async function clientFor(tx: Tx, me: UserRow, id: string): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, id), sql`${clients.deletedAt} is null`, ownedBy(clients.assignedTo, me)))
    .limit(1);
  return row;
}
