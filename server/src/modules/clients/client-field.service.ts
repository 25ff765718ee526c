import type { FieldClients } from '@contract/client-field';
import type { Tx } from '../../db/tenant-tx';
import type { UserRow } from '../users/users.repository';
import { fieldClients } from './client-field.repository';

/** `GET list/client/field`: the field app's offline copy of the clients and leads the caller may plan visits for. */
export async function list(tx: Tx, me: UserRow): Promise<FieldClients> {
  const { rows, truncated } = await fieldClients(tx, me);
  return {
    results: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      company_name: r.companyName,
      contact_name: r.contactName,
      city: r.city,
      phone: r.phone,
      latitude: r.latitude,
      longitude: r.longitude,
      last_visit_at: r.lastVisitAt?.toISOString() ?? null,
    })),
    truncated,
  };
}
