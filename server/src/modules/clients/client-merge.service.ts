import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MergeResult, mergeClientsSchema } from '@contract/client-merge';
import { activity, clientAgencies, clients, files, maintenanceRequests, meetings, tasks, visits } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { recordActivity } from '../../lib/activity';
import { fieldError, notFound } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import { visible } from './clients.repository';

/**
 * Folds a duplicate into the record kept, in the request's one transaction: every row that
 * names the duplicate moves, blank fields of the kept record are filled from it, and it
 * leaves every list as deleted (its row stays, so links to it still resolve to a 404, not to
 * someone else). Both rows are locked first, in one order, so two merges of the same pair at
 * once cannot both run: the second finds the duplicate gone and answers 404.
 */
export async function mergeClients(tx: Tx, me: UserRow, input: z.infer<typeof mergeClientsSchema>): Promise<MergeResult> {
  const { keep_id: keepId, merge_id: mergeId } = input;
  if (keepId === mergeId) throw fieldError('merge_id', 'Choose two different records');
  const pair = await tx
    .select({ id: clients.id, kind: clients.kind, contactName: clients.contactName, companyName: clients.companyName })
    .from(clients)
    .where(and(inArray(clients.id, [keepId, mergeId]), isNull(clients.deletedAt), visible(me)))
    .orderBy(clients.id)
    .for('update');
  const kept = pair.find((c) => c.id === keepId);
  const merged = pair.find((c) => c.id === mergeId);
  if (!kept || !merged) throw notFound('Client');
  if (kept.kind === 'lead' && merged.kind === 'client') {
    throw fieldError('merge_id', 'Keep the client: a client cannot be merged into a lead');
  }

  const moved = {
    visits: await moveClientId(tx, visits, mergeId, keepId),
    tasks: await moveClientId(tx, tasks, mergeId, keepId),
    meetings: await moveClientId(tx, meetings, mergeId, keepId),
    maintenance: await moveClientId(tx, maintenanceRequests, mergeId, keepId),
    files: (
      await tx
        .update(files)
        .set({ ownerId: keepId })
        .where(and(eq(files.ownerType, 'client'), eq(files.ownerId, mergeId)))
        .returning({ id: files.id })
    ).length,
  };
  // Its history reads on as the kept record's, above the line that says where it came from.
  await tx
    .update(activity)
    .set({ entityId: keepId })
    .where(and(eq(activity.entity, 'client'), eq(activity.entityId, mergeId)));
  await tx.execute(sql`
    insert into ${clientAgencies} (tenant_id, client_id, agency_id)
    select tenant_id, ${keepId}, agency_id from ${clientAgencies} where client_id = ${mergeId}
    on conflict do nothing`);
  await fillBlanks(tx, keepId, mergeId);
  await tx.update(clients).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(clients.id, mergeId));

  const [snapshot] = await tx
    .select({ phone: clients.phone, email: clients.email, crNumber: clients.crNumber })
    .from(clients)
    .where(eq(clients.id, mergeId));
  await recordActivity(tx, me, 'client', keepId, 'merged', {
    id: mergeId,
    // `name` is what the timeline line shows: "Merged with a duplicate: Al Shifa Clinic".
    name: merged.companyName,
    contact_name: merged.contactName,
    company_name: merged.companyName,
    phone: snapshot?.phone ?? '',
    email: snapshot?.email ?? '',
    cr_number: snapshot?.crNumber ?? '',
  });
  await recordActivity(tx, me, 'client', mergeId, 'merged_into', { id: keepId });
  return { id: keepId, moved };
}

type ClientChild = typeof visits | typeof tasks | typeof meetings | typeof maintenanceRequests;

/** Re-points one table's rows at the kept record; the count is what the manager is told. */
async function moveClientId(tx: Tx, table: ClientChild, from: string, to: string): Promise<number> {
  const rows = await tx.update(table).set({ clientId: to }).where(eq(table.clientId, from)).returning({ id: table.id });
  return rows.length;
}

/**
 * What the kept record lacks, the duplicate gives: an e-mail, registration numbers, an
 * address, a location, a rep. Notes are joined, not chosen between. The phone, names and
 * kind stay the kept record's (the duplicate's are on the "merged" history line).
 */
async function fillBlanks(tx: Tx, keepId: string, mergeId: string): Promise<void> {
  const blankText = (column: string) =>
    sql`${sql.identifier(column)} = case when k.${sql.identifier(column)} = '' then m.${sql.identifier(column)} else k.${sql.identifier(column)} end`;
  await tx.execute(sql`
    update ${clients} as k set
      ${sql.join(['email', 'cr_number', 'vat_number', 'national_address', 'address'].map(blankText), sql`, `)},
      notes = case
        when m.notes = '' or k.notes = m.notes then k.notes
        when k.notes = '' then m.notes
        else k.notes || E'\n\n' || m.notes end,
      latitude = case when k.latitude is null or k.longitude is null then m.latitude else k.latitude end,
      longitude = case when k.latitude is null or k.longitude is null then m.longitude else k.longitude end,
      assigned_to = coalesce(k.assigned_to, m.assigned_to),
      updated_at = now()
    from ${clients} as m
    where k.id = ${keepId} and m.id = ${mergeId}`);
}
