import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { can } from '@contract/permissions';
import type { Client, ClientDetails, ClientKind, ClientListQuery, clientInputSchema, Duplicate, editClientSchema } from '@contract/clients';
import type { StoredFile } from '@contract/files';
import { clients, files } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { recordActivity, timelineOf } from '../../lib/activity';
import { fieldError, forbidden, notFound } from '../../lib/app-error';
import { mustBeAssignable } from '../../lib/assignees';
import { foreignKeyName } from '../../lib/db-errors';
import { filesOf, toFileDto } from '../files/files.service';
import { assigneeByTerritory, recordAssignedByTerritory } from '../territories/territory-assign';
import type { UserRow } from '../users/users.repository';
import { gazetteer } from '@contract/gazetteer-data';
import { isUsableNameKey, nameKey } from '@contract/name-key';
import { phoneKey } from '@contract/phone';
import { columnsOfInput, toClientDto } from './client-dto';
import * as repo from './clients.repository';
import { companyCountry } from './phone-search';

type ClientFields = z.infer<typeof clientInputSchema>;
type EditFields = z.infer<typeof editClientSchema>;

export async function list(tx: Tx, me: UserRow, kind: ClientKind, query: ClientListQuery) {
  const { rows, count } = await repo.listClients(tx, me, kind, query);
  return { count, results: rows.map((r) => toClientDto(r, me)) };
}

/**
 * Who a client is assigned to: a sales user's are always their own (naming another rep is a
 * 403); managers and admins pick anyone work can be given to, or no one. A client kept with
 * its current rep is not checked again (an edit of a client of a rep since deactivated).
 */
async function assigneeFor(tx: Tx, me: UserRow, requested: string | null, current?: string | null): Promise<string | null> {
  if (!can(me.role, 'clients.manage')) {
    if (requested && requested !== me.id) throw forbidden();
    return me.id;
  }
  if (requested && requested !== current) await mustBeAssignable(tx, requested);
  return requested;
}

/** Unknown agency or user ids (another company's included) fail the composite foreign keys. */
async function refusingForeignIds<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const key = foreignKeyName(err);
    // Name the field that was wrong: the rep's key covers assigned_to, the rest are agencies.
    if (key?.includes('assigned_to')) throw fieldError('assigned_to', 'Choose a rep of your company');
    if (key !== null) throw fieldError('agency_ids', 'Choose agencies of your company');
    throw err;
  }
}

/**
 * A city is a place of the client's country in the gazetteer (any spelling: it is stored as the
 * place's key). A record kept from before the gazetteer may keep its city as typed until changed.
 */
function mustBeCityOf(country: string, city: string, kept?: { country: string; city: string }) {
  if (kept && kept.country === country && kept.city === city) return;
  if (!gazetteer.findPlace(country, city)) throw fieldError('city', 'Choose a city of this country from the list');
}

export async function create(tx: Tx, me: UserRow, input: ClientFields): Promise<Client> {
  if ((input.latitude === null) !== (input.longitude === null))
    throw fieldError('longitude', 'Enter both latitude and longitude, or neither');
  mustBeCityOf(input.country, input.city);
  let assignedTo = await assigneeFor(tx, me, input.assigned_to);
  // A manager's record without a rep goes to the rep of the territory it lies in (issue 43).
  const byTerritory = assignedTo === null ? await assigneeByTerritory(tx, columnsOfInput(input)) : null;
  if (byTerritory) assignedTo = byTerritory.userId;
  const row = await refusingForeignIds(async () => {
    const inserted = await repo.insertClient(tx, {
      tenantId: me.tenantId,
      kind: input.kind,
      leadStatus: input.kind === 'lead' ? 'new' : null,
      ...columnsOfInput(input),
      assignedTo,
      createdBy: me.id,
    });
    await repo.setAgencies(tx, me.tenantId, inserted.id, input.agency_ids);
    return inserted;
  });
  await recordActivity(tx, me, 'client', row.id, 'created', { kind: input.kind });
  if (byTerritory) await recordAssignedByTerritory(tx, me, row.id, byTerritory);
  return toClientDto(await mustFind(tx, me, row.id), me);
}

async function mustFind(tx: Tx, me: UserRow, id: string, kind?: ClientKind) {
  const view = await repo.findClient(tx, me, id, kind);
  if (!view) throw notFound(kind === 'lead' ? 'Lead' : 'Client');
  return view;
}

/** `edit/client` edits clients only and `raad/editlead` leads only: the other kind is a 404. */
export async function edit(tx: Tx, me: UserRow, kind: ClientKind, input: EditFields): Promise<Client> {
  const current = await mustFind(tx, me, input.id, kind);
  if ((input.latitude === null) !== (input.longitude === null))
    throw fieldError('longitude', 'Enter both latitude and longitude, or neither');
  mustBeCityOf(input.country, input.city, current.row);
  const assignedTo = await assigneeFor(tx, me, input.assigned_to, current.row.assignedTo);
  await refusingForeignIds(async () => {
    await repo.updateClientWhere(tx, eq(clients.id, input.id), { ...columnsOfInput(input), assignedTo });
    await repo.setAgencies(tx, me.tenantId, input.id, input.agency_ids);
  });
  const changed = Object.keys(input).filter((k) => k !== 'id' && k !== 'agency_ids');
  const reassigned = assignedTo !== current.row.assignedTo;
  await recordActivity(tx, me, 'client', input.id, reassigned ? 'reassigned' : 'edited', {
    fields: changed.length,
    assigned_to: assignedTo,
  });
  return toClientDto(await mustFind(tx, me, input.id), me);
}

export async function details(tx: Tx, me: UserRow, id: string): Promise<ClientDetails> {
  const view = await mustFind(tx, me, id);
  return { ...toClientDto(view, me), timeline: await timelineOf(tx, 'client', id) };
}

export async function attachments(tx: Tx, me: UserRow, id: string): Promise<StoredFile[]> {
  await mustFind(tx, me, id);
  return filesOf(tx, 'client', id);
}

/** Attaches the caller's own, not yet attached upload: one conditional UPDATE, so twice is a 404. */
export async function attach(tx: Tx, me: UserRow, id: string, fileId: string): Promise<StoredFile> {
  await mustFind(tx, me, id);
  const [file] = await tx
    .update(files)
    .set({ ownerType: 'client', ownerId: id })
    .where(and(eq(files.id, fileId), eq(files.uploadedBy, me.id), isNull(files.ownerType)))
    .returning();
  if (!file) throw notFound('File');
  await recordActivity(tx, me, 'client', id, 'file_added', { name: file.name });
  return toFileDto(file);
}

export async function duplicates(
  tx: Tx,
  me: UserRow,
  probe: { contact_name?: string; company_name?: string; phone?: string; email?: string; cr_number?: string; exclude?: string },
): Promise<Duplicate[]> {
  // The modal asks before the client's country is final: the number is read for the company's.
  const key = probe.phone ? phoneKey(probe.phone, await companyCountry(tx)) : '';
  const email = probe.email?.trim().toLowerCase() ?? '';
  const cr = probe.cr_number?.trim() ?? '';
  const names = nameKey(probe.contact_name ?? '', probe.company_name ?? '');
  const byName = isUsableNameKey(names);
  const rows = await repo.findDuplicates(tx, {
    nameKey: byName ? names : undefined,
    phoneKey: key.length >= 7 ? key : undefined,
    email: email.includes('@') ? email : undefined,
    crNumber: cr.length >= 4 ? cr : undefined,
    exclude: probe.exclude,
  });
  const ownOnly = !can(me.role, 'clients.manage');
  return rows.map((r) => {
    // A sales user learns that the record exists (so it is not entered twice), not whose it is.
    const isVisible = !ownOnly || r.assignedTo === me.id;
    return {
      id: r.id,
      kind: r.kind,
      contact_name: isVisible ? r.contactName : '',
      company_name: isVisible ? r.companyName : '',
      phone: isVisible ? r.phone : '',
      email: isVisible ? r.email : '',
      matched_on: [
        ...(key.length >= 7 && r.phoneDigits === key ? (['phone'] as const) : []),
        ...(email && r.email === email ? (['email'] as const) : []),
        ...(cr && r.crNumber === cr ? (['cr_number'] as const) : []),
        ...(byName && r.nameKey === names ? (['name'] as const) : []),
      ],
      visible: isVisible,
    };
  });
}
