import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REGISTRATION_NUMBER_PATTERN, SA_VAT_PATTERN, type Client, type convertLeadSchema, type LeadStatus } from '@contract/clients';
import { clients } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { recordActivity } from '../../lib/activity';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import { leadMovesFrom } from './client-actions';
import { toClientDto } from './client-dto';
import * as repo from './clients.repository';

/**
 * The lead state machine (contract clients.ts). Every transition is one conditional UPDATE
 * on the current status, so two people acting at once cannot both win; a row that exists
 * but is in the wrong state answers 409, one the caller cannot see 404.
 */
const notAllowed = (what: string) => new AppError('invalid_transition', `This lead cannot be ${what} in its current state`);

async function transition(tx: Tx, me: UserRow, id: string, from: readonly LeadStatus[], patch: Partial<repo.NewClientRow>, what: string) {
  const [row] = await repo.updateClientWhere(
    tx,
    and(eq(clients.id, id), eq(clients.kind, 'lead'), inArray(clients.leadStatus, from), repo.visible(me)),
    patch,
  );
  if (row) return row;
  if (await repo.findClient(tx, me, id, 'lead')) throw notAllowed(what);
  throw notFound('Lead');
}

export async function approve(tx: Tx, me: UserRow, id: string): Promise<Client> {
  await transition(tx, me, id, leadMovesFrom(me).approve, { leadStatus: 'approved', approvedAt: new Date() }, 'approved');
  await recordActivity(tx, me, 'client', id, 'approved');
  return toClientDto((await repo.findClient(tx, me, id))!, me);
}

/** Sales users convert approved leads; managers may also convert a new one directly. */
export async function convert(tx: Tx, me: UserRow, input: z.infer<typeof convertLeadSchema>): Promise<Client> {
  const lead = await repo.findClient(tx, me, input.id, 'lead');
  if (!lead) throw notFound('Lead');
  if (!REGISTRATION_NUMBER_PATTERN.test(input.cr_number)) throw fieldError('cr_number', 'Use letters, digits and dashes only');
  if (!REGISTRATION_NUMBER_PATTERN.test(input.vat_number)) throw fieldError('vat_number', 'Use letters, digits and dashes only');
  if (lead.row.country === 'SA' && !SA_VAT_PATTERN.test(input.vat_number)) {
    throw fieldError('vat_number', 'A Saudi VAT number has 15 digits');
  }
  await transition(
    tx,
    me,
    input.id,
    leadMovesFrom(me).convert,
    {
      kind: 'client',
      leadStatus: 'converted',
      convertedAt: new Date(),
      crNumber: input.cr_number,
      vatNumber: input.vat_number,
      nationalAddress: input.national_address,
    },
    'converted',
  );
  await recordActivity(tx, me, 'client', input.id, 'converted');
  return toClientDto((await repo.findClient(tx, me, input.id))!, me);
}

/**
 * Bulk changes are all or none: an id the caller cannot see is a 404, one in the wrong state
 * a 409, and either way nothing changes (the transaction rolls back).
 */
async function bulk(tx: Tx, me: UserRow, ids: string[], from: readonly LeadStatus[], patch: Partial<repo.NewClientRow>, action: string) {
  const unique = [...new Set(ids)];
  const seen = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(inArray(clients.id, unique), eq(clients.kind, 'lead'), repo.visible(me)));
  if (seen.length < unique.length) throw notFound('Lead');
  const changed = await repo.updateClientWhere(
    tx,
    and(inArray(clients.id, unique), inArray(clients.leadStatus, from), isNull(clients.deletedAt)),
    patch,
  );
  if (changed.length < unique.length) throw notAllowed(action);
  for (const id of unique) await recordActivity(tx, me, 'client', id, action);
  return { count: changed.length };
}

export const archiveLeads = (tx: Tx, me: UserRow, ids: string[]) =>
  bulk(tx, me, ids, leadMovesFrom(me).archive, { leadStatus: 'archived' }, 'archived');

/** Back to the working list as it left it: approved again when it had been approved, else new. */
export const restoreLeads = (tx: Tx, me: UserRow, ids: string[]) =>
  bulk(
    tx,
    me,
    ids,
    leadMovesFrom(me).restore,
    { leadStatus: sql<LeadStatus>`case when ${clients.approvedAt} is null then 'new' else 'approved' end` as unknown as LeadStatus },
    'restored',
  );

export const deleteLeads = (tx: Tx, me: UserRow, ids: string[]) =>
  bulk(tx, me, ids, leadMovesFrom(me).delete, { deletedAt: new Date() }, 'deleted');

/** A client leaves every list; its history (and, later, its visits) stays. */
export async function deleteClient(tx: Tx, me: UserRow, id: string): Promise<void> {
  const [row] = await repo.updateClientWhere(tx, and(eq(clients.id, id), eq(clients.kind, 'client'), repo.visible(me)), {
    deletedAt: new Date(),
  });
  if (!row) throw notFound('Client');
  await recordActivity(tx, me, 'client', id, 'deleted');
}
