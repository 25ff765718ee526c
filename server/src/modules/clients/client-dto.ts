import type { z } from 'zod';
import type { Client, clientInputSchema } from '@contract/clients';
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
 * The key duplicate checks compare: the last nine digits, with Arabic-Indic digits read as
 * Latin, so "+966 55 123 4567", "0551234567" and "٠٥٥١٢٣٤٥٦٧" are one number.
 */
export function phoneKey(phone: string): string {
  return latinDigits(phone).replace(/\D/g, '').slice(-9);
}

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as Latin ones. */
export const latinDigits = (s: string) =>
  s
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** What the lead modal (or an import row) sends, as the columns it writes; the phone also writes its key. */
export const columnsOfInput = (input: Omit<z.infer<typeof clientInputSchema>, 'kind'>) => ({
  title: input.title,
  contactName: input.contact_name,
  companyName: input.company_name,
  customerType: input.customer_type,
  customerTarget: input.customer_target,
  phone: input.phone,
  phoneDigits: phoneKey(input.phone),
  email: input.email,
  country: input.country,
  city: input.city,
  address: input.address,
  latitude: input.latitude,
  longitude: input.longitude,
  notes: input.notes,
  crNumber: input.cr_number,
});
