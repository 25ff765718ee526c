import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { cityInSearch } from '@contract/city-search';
import type { ClientKind, ClientListQuery } from '@contract/clients';
import { gazetteer } from '@contract/gazetteer-data';
import { parseOrdering } from '@contract/list-query';
import { rowScope } from '@contract/permissions';
import { agencies, clientAgencies, clients, users } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { cachedCount } from '../../lib/count-cache';
import { orderByOf, searchWhere } from '../../lib/list';
import { ownedBy } from '../../lib/ownership';
import { offsetOf } from '../../lib/pagination';
import type { UserRow } from '../users/users.repository';
import { phoneAwareSearch } from './phone-search';

/**
 * The cache scope of client and lead lists (lib/tenant-version.ts, ADR 0024). No scoped write
 * names it today: a list of clients shows nothing of visits, so a check-in (which only names
 * its visit's scopes) leaves it cached, and every write of clients names no scopes.
 */
export const CLIENTS_SCOPE = 'clients';

export type ClientRow = typeof clients.$inferSelect;
export type NewClientRow = typeof clients.$inferInsert;
export interface ClientView {
  row: ClientRow;
  assignee: { id: string; full_name: string } | null;
  agencies: { id: string; name_en: string; name_ar: string }[];
}

// Row-level security limits every query to the caller's company; `visible()` adds the
// own-rows rule for sales users and hides deleted rows.

/** The rows a caller may see: not deleted, and their own if their role sees only its own. */
export const visible = (me: UserRow) => and(isNull(clients.deletedAt), ownedBy(clients.assignedTo, me));

const sortColumns = {
  company_name: clients.companyName,
  contact_name: clients.contactName,
  city: clients.city,
  customer_target: clients.customerTarget,
  created_at: clients.createdAt,
};

type ListFilters = Omit<ClientListQuery, 'page' | 'page_size'>;

function listWhere(me: UserRow, kind: ClientKind, q: ListFilters): SQL | undefined {
  // Leads: the working ones unless a status is asked for (archived ones only on request).
  const leadStatus =
    kind === 'lead'
      ? q.lead_status
        ? eq(clients.leadStatus, q.lead_status)
        : inArray(clients.leadStatus, ['new', 'approved'])
      : undefined;
  return and(
    eq(clients.kind, kind),
    visible(me),
    leadStatus,
    q.customer_type ? eq(clients.customerType, q.customer_type) : undefined,
    q.customer_target ? eq(clients.customerTarget, q.customer_target) : undefined,
    q.city ? eq(clients.city, q.city) : undefined,
    q.assigned_to ? eq(clients.assignedTo, q.assigned_to) : undefined,
    searchCondition(q.search),
  );
}

/** The search's words in the row's text, or a city it names (in any spelling) and the other words. */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = searchWhere(search, clients.searchText);
  const city = cityInSearch(gazetteer, search);
  if (!city) return words;
  return or(words, and(inArray(clients.city, city.keys), searchWhere(city.rest, clients.searchText)));
}

/** The list's order: newest first unless one was asked for, then the id (pages never overlap). */
const listOrder = (q: ListFilters) => orderByOf(q.ordering, sortColumns, [desc(clients.createdAt)], clients.id);

type AgencyRef = ClientView['agencies'][number];

/** A client's agencies as one JSON value of the row itself (no second query for a page's). */
const agenciesOfRow = sql<AgencyRef[]>`coalesce((
  select json_agg(json_build_object('id', ${agencies.id}, 'name_en', ${agencies.nameEn}, 'name_ar', ${agencies.nameAr}) order by ${agencies.nameEn})
  from ${clientAgencies} join ${agencies} on ${agencies.id} = ${clientAgencies.agencyId}
  where ${clientAgencies.clientId} = ${clients.id}), '[]'::json)`;

/** A client row with its assignee's name and its agencies, in one statement. */
const selectView = (tx: Tx) => tx.select({ row: clients, assigneeName: users.fullName, agencies: agenciesOfRow });

function toView({
  row,
  assigneeName,
  agencies: linked,
}: {
  row: ClientRow;
  assigneeName: string | null;
  agencies: AgencyRef[];
}): ClientView {
  return {
    row,
    assignee: row.assignedTo && assigneeName ? { id: row.assignedTo, full_name: assigneeName } : null,
    agencies: linked,
  };
}

/**
 * A search matching fewer rows than this has its matches found by the trigram index and
 * sorted; more, and the list's order index is walked until a page is found. Walking costs
 * (page end) × rows ÷ matches row visits, finding and sorting about the matches: they cross
 * near √(20 × 100,000) ≈ 1,400 for a first page of a 100,000-client company.
 */
const FEW_MATCHES = 1_000;

export async function listClients(
  tx: Tx,
  me: UserRow,
  kind: ClientKind,
  query: ClientListQuery,
): Promise<{ rows: ClientView[]; count: number }> {
  const q = { ...query, search: await phoneAwareSearch(tx, query.search) };
  const where = listWhere(me, kind, q);
  const order = listOrder(q);
  // It comes first: how many rows match decides how the page is found.
  const count = await countList(tx, me, kind, q);
  // A search's few matches are found first, then sorted: PostgreSQL cannot tell how many
  // rows `like '%5000012%'` matches and would walk the order index past every client looking
  // for them (140 ms for 93 matches among 100,000). A LIMIT (of NULL: none) keeps the planner
  // from merging the subquery back into the ordered scan; named "clients", the order's columns
  // resolve in it.
  const fewMatches = Boolean(q.search) && count < FEW_MATCHES;
  const source = fewMatches
    ? tx
        .select({ id: clients.id, ...sortColumns })
        .from(clients)
        .where(where)
        .limit(null as unknown as number)
        .as('clients')
    : clients;
  // Deferred join: the page's ids come from the index alone (a deep OFFSET skips index
  // entries, not joined rows); only those ten rows are then read, with their assignee and
  // agencies, in the same statement.
  const page = tx
    .select({ id: clients.id })
    .from(source)
    .where(fewMatches ? undefined : where)
    .orderBy(...order)
    .limit(q.page_size)
    .offset(offsetOf(q))
    .as('page');
  const rows = await selectView(tx)
    .from(page)
    .innerJoin(clients, eq(clients.id, page.id))
    .leftJoin(users, eq(users.id, clients.assignedTo))
    .orderBy(...order);
  return { rows: rows.map(toView), count };
}

/** How many rows a list holds. It does not depend on the page or the order: one count serves every page turn. */
export async function countList(tx: Tx, me: UserRow, kind: ClientKind, query: ListFilters): Promise<number> {
  const q = { ...query, search: await phoneAwareSearch(tx, query.search) };
  const { page: _page, page_size: _size, ordering: _ordering, ...filters } = q as Partial<ClientListQuery>;
  const scope = rowScope[me.role] === 'own' ? me.id : 'all';
  return cachedCount(
    me.tenantId,
    JSON.stringify([kind, scope, filters]),
    async () => {
      const [total] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(clients)
        .where(listWhere(me, kind, q));
      return total?.n ?? 0;
    },
    [CLIENTS_SCOPE],
  );
}

/** Where a batch of an export ended: the last row's sort value (as text, exact) and id. */
export interface ListCursor {
  sortKey: string;
  id: string;
}

/**
 * One batch of a list in its order, after `after` (keyset: each batch is one index range, not
 * an ever deeper OFFSET), with the rep's e-mail: for an export, read a batch per transaction.
 * The order's column goes round as text (a timestamp keeps its microseconds) and comes back
 * cast to its own type, compared in the order's own direction.
 */
export async function listBatch(tx: Tx, me: UserRow, kind: ClientKind, query: ListFilters, after: ListCursor | null, limit: number) {
  const q = { ...query, search: await phoneAwareSearch(tx, query.search) };
  const { field, desc: descending } = q.ordering ? parseOrdering(q.ordering) : { field: 'created_at' as const, desc: true };
  const column = sortColumns[field];
  const key = field === 'created_at' ? sql`${after?.sortKey}::timestamptz` : sql`${after?.sortKey}::text`;
  const past =
    after &&
    (descending
      ? sql`(${column}, ${clients.id}) < (${key}, ${after.id}::uuid)`
      : sql`(${column}, ${clients.id}) > (${key}, ${after.id}::uuid)`);
  const rows = await tx
    .select({ row: clients, assigneeEmail: users.email, agencies: agenciesOfRow, sortKey: sql<string>`${column}::text` })
    .from(clients)
    .leftJoin(users, eq(users.id, clients.assignedTo))
    .where(and(listWhere(me, kind, q), past ?? undefined))
    .orderBy(...listOrder(q))
    .limit(limit);
  const last = rows.at(-1);
  return { rows, last: last ? { sortKey: last.sortKey, id: last.row.id } : null };
}

export async function findClient(tx: Tx, me: UserRow, id: string, kind?: ClientKind): Promise<ClientView | undefined> {
  const [found] = await selectView(tx)
    .from(clients)
    .leftJoin(users, eq(users.id, clients.assignedTo))
    .where(and(eq(clients.id, id), visible(me), kind && eq(clients.kind, kind)))
    .limit(1);
  return found && toView(found);
}

export async function insertClient(tx: Tx, values: NewClientRow): Promise<ClientRow> {
  const [row] = await tx.insert(clients).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** One conditional UPDATE: the row changes only if `where` still holds (no check-then-write race). */
export async function updateClientWhere(tx: Tx, where: SQL | undefined, patch: Partial<NewClientRow>): Promise<ClientRow[]> {
  const rows = await tx
    .update(clients)
    .set({ ...patch, updatedAt: new Date() })
    .where(where)
    .returning();
  return rows;
}

export async function setAgencies(tx: Tx, tenantId: string, clientId: string, agencyIds: string[]): Promise<void> {
  await tx.delete(clientAgencies).where(eq(clientAgencies.clientId, clientId));
  const unique = [...new Set(agencyIds)];
  if (unique.length) await tx.insert(clientAgencies).values(unique.map((agencyId) => ({ tenantId, clientId, agencyId })));
}

/** Same phone, e-mail, CR number or names anywhere in the company (not only the caller's own rows). */
export async function findDuplicates(
  tx: Tx,
  probe: { phoneKey?: string; email?: string; crNumber?: string; nameKey?: string; exclude?: string },
) {
  const matches = [
    probe.nameKey ? eq(clients.nameKey, probe.nameKey) : undefined,
    probe.phoneKey ? eq(clients.phoneDigits, probe.phoneKey) : undefined,
    probe.email ? eq(clients.email, probe.email) : undefined,
    probe.crNumber ? eq(clients.crNumber, probe.crNumber) : undefined,
  ].filter(Boolean) as SQL[];
  if (matches.length === 0) return [];
  return tx
    .select()
    .from(clients)
    .where(
      and(
        isNull(clients.deletedAt),
        sql`(${sql.join(matches, sql` or `)})`,
        probe.exclude ? sql`${clients.id} <> ${probe.exclude}` : undefined,
      ),
    )
    .limit(5);
}
