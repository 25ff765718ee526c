import type { z } from 'zod';
import type { Client, clientInputSchema } from '@contract/clients';
import { gazetteer } from '@contract/gazetteer-data';
import { phoneKey, storedPhone } from '@contract/phone';
import type { UserRow } from '../users/users.repository';
import { clientActionsOf } from './client-actions';
import type { ClientView } from './clients.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A client's own fields, whoever asks (the export's columns). */
export function clientFields({ row, assignee, agencies }: ClientView): Omit<Client, 'actions'> {
  return {
    id: row.id,
    kind: row.kind,
    lead_status: row.leadStatus,
    title: row.title,
    contact_name: row.contactName,
    company_name: row.companyName,
    customer_type: row.customerType,
    customer_target: row.customerTarget,
    phone: row.phone,
    email: row.email,
    country: row.country,
    city: row.city,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    notes: row.notes,
    cr_number: row.crNumber,
    vat_number: row.vatNumber,
    national_address: row.nationalAddress,
    agencies,
    assigned_to: assignee,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    approved_at: iso(row.approvedAt),
    converted_at: iso(row.convertedAt),
  };
}

/** A client as `me` gets it: with what they may do with it now. */
export const toClientDto = (view: ClientView, me: Pick<UserRow, 'role'>): Client => ({
  ...clientFields(view),
  actions: clientActionsOf(me, view.row),
});

/**
 * What the lead modal (or an import row) sends, as the columns it writes. The phone is read for
 * the client's own country and stored as E.164 when it parses (as typed when it does not), with
 * its key (@contract/phone `phoneKey`) for duplicate checks and search. The city is stored as
 * the gazetteer's key whatever spelling or language came ("Jubail", "الجبيل" → "Al Jubayl"), so
 * filters and reports group it once; a name of no known place stays as typed (ADR 0044).
 */
export const columnsOfInput = (input: Omit<z.infer<typeof clientInputSchema>, 'kind'>) => ({
  title: input.title,
  contactName: input.contact_name,
  companyName: input.company_name,
  customerType: input.customer_type,
  customerTarget: input.customer_target,
  phone: storedPhone(input.phone, input.country),
  phoneDigits: phoneKey(input.phone, input.country),
  email: input.email,
  country: input.country,
  city: gazetteer.findPlace(input.country, input.city) ?? input.city,
  address: input.address,
  latitude: input.latitude,
  longitude: input.longitude,
  notes: input.notes,
  crNumber: input.cr_number,
});
