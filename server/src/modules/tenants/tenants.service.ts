import { isCityOf } from '@contract/countries';
import { seatLimit } from '@contract/plans';
import type { Tenant } from '@contract/tenant';
import type { z } from 'zod';
import type { updateTenantSchema } from '@contract/tenant';
import type { Tx } from '../../db/tenant-tx';
import { fieldError, notFound } from '../../lib/app-error';
import { countUsers } from '../users/users.repository';
import { findTenant, updateTenant, type TenantRow } from './tenants.repository';

async function toTenantDto(tx: Tx, row: TenantRow): Promise<Tenant> {
  return {
    id: row.id,
    company_name: row.companyName,
    field: row.field as Tenant['field'],
    country: row.country as Tenant['country'],
    city: row.city,
    vat_number: row.vatNumber,
    number_employees: row.numberEmployees,
    industry: row.industry as Tenant['industry'],
    package: row.package,
    user_limit: seatLimit(row.package, row.paidUntil),
    trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
    paid_until: row.paidUntil?.toISOString() ?? null,
    user_count: await countUsers(tx),
    geofence_radius_m: row.geofenceRadiusM,
    created_at: row.createdAt.toISOString(),
  };
}

export async function show(tx: Tx, tenantId: string): Promise<Tenant> {
  const row = await findTenant(tx, tenantId);
  if (!row) throw notFound('Company');
  return toTenantDto(tx, row);
}

export async function update(tx: Tx, tenantId: string, input: z.infer<typeof updateTenantSchema>): Promise<Tenant> {
  if (!isCityOf(input.country, input.city)) throw fieldError('city', 'Choose a city of the selected country');
  const row = await updateTenant(tx, tenantId, {
    companyName: input.company_name,
    field: input.field,
    country: input.country,
    city: input.city,
    vatNumber: input.vat_number,
    numberEmployees: input.number_employees,
    industry: input.industry,
  });
  if (!row) throw notFound('Company');
  return toTenantDto(tx, row);
}
