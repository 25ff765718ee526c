import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { FIELD_CLIENTS_MAX } from '@contract/client-field';
import { VISIT_STATUS } from '@contract/visits';
import { clients, visits } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import type { UserRow } from '../users/users.repository';
import { visible } from './clients.repository';

export interface FieldClientRow {
  id: string;
  kind: 'lead' | 'client';
  companyName: string;
  contactName: string;
  city: string;
  phone: string;
  latitude: number | null;
  longitude: number | null;
  lastVisitAt: Date | null;
}

/** A visit that was done: Finished or Approved (a Rejected one was refused), and not marked false. */
const DONE_STATUSES = [VISIT_STATUS.finished, VISIT_STATUS.approved];

/**
 * The rows the visit form's client picker offers (lib/catalog.ts useClientChoices): clients,
 * and leads still worked (new or approved), not deleted, a sales user's own (`visible`).
 */
const plannable = (me: UserRow) =>
  and(visible(me), or(eq(clients.kind, 'client'), and(eq(clients.kind, 'lead'), inArray(clients.leadStatus, ['new', 'approved']))));

/**
 * One statement: the first `max + 1` rows by company name (the one past the cap only says the
 * list was cut), then each one's latest done visit by anyone of the company, read from
 * `visits_client_idx` (tenant, client, planned_at) for those rows alone. Row-level security
 * keeps both tables to the caller's company.
 */
export async function fieldClients(tx: Tx, me: UserRow, max = FIELD_CLIENTS_MAX): Promise<{ rows: FieldClientRow[]; truncated: boolean }> {
  const page = tx
    .select({
      id: clients.id,
      kind: clients.kind,
      companyName: clients.companyName,
      contactName: clients.contactName,
      city: clients.city,
      phone: clients.phone,
      latitude: clients.latitude,
      longitude: clients.longitude,
    })
    .from(clients)
    .where(plannable(me))
    .orderBy(asc(clients.companyName), asc(clients.id))
    .limit(max + 1)
    .as('page');
  const last = tx
    .select({ at: sql<Date | null>`max(${visits.finishedAt})`.mapWith(visits.finishedAt).as('last_visit_at') })
    .from(visits)
    .where(and(eq(visits.clientId, page.id), inArray(visits.status, DONE_STATUSES), eq(visits.isFalse, false)))
    .as('last');
  const rows = await tx
    .select({
      id: page.id,
      kind: page.kind,
      companyName: page.companyName,
      contactName: page.contactName,
      city: page.city,
      phone: page.phone,
      latitude: page.latitude,
      longitude: page.longitude,
      lastVisitAt: last.at,
    })
    .from(page)
    .leftJoinLateral(last, sql`true`)
    .orderBy(asc(page.companyName), asc(page.id));
  return { rows: rows.slice(0, max), truncated: rows.length > max };
}
