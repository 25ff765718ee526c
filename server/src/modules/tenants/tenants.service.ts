import { isCityOf } from '@contract/gazetteer-data';
import { planOf, seatLimit, selfServePackages } from '@contract/plans';
import type { Tenant, updateTenantSchema, visitSettingsSchema } from '@contract/tenant';
import type { z } from 'zod';
import type { Tx } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import { countSeatsUsed } from './seats';
import { findTenant, insertPlanChange, updateTenant, type TenantRow } from './tenants.repository';

async function toTenantDto(tx: Tx, row: TenantRow): Promise<Tenant> {
  return {
    id: row.id,
    company_name: row.companyName,
    field: row.field as Tenant['field'],
    country: row.country as Tenant['country'],
    city: row.city,
    vat_number: row.vatNumber,
    cr_number: row.crNumber,
    number_employees: row.numberEmployees,
    industry: row.industry as Tenant['industry'],
    package: row.package,
    user_limit: seatLimit(row.package, row.paidUntil),
    seats_used: await countSeatsUsed(tx),
    trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
    paid_until: row.paidUntil?.toISOString() ?? null,
    geofence_radius_m: row.geofenceRadiusM,
    geofence_visit_types: row.geofenceVisitTypes,
    time_zone: row.timeZone,
    week_start: row.weekStart,
    weekend_days: row.weekendDays,
    work_day_start: row.workDayStart.slice(0, 5),
    work_day_end: row.workDayEnd.slice(0, 5),
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
    crNumber: input.cr_number,
    numberEmployees: input.number_employees,
    industry: input.industry,
  });
  if (!row) throw notFound('Company');
  return toTenantDto(tx, row);
}

/** The clock, work week and geofence that visits use (settings → visits). */
export async function updateVisitSettings(tx: Tx, tenantId: string, input: z.infer<typeof visitSettingsSchema>): Promise<Tenant> {
  const row = await updateTenant(tx, tenantId, {
    timeZone: input.time_zone,
    weekStart: input.week_start,
    weekendDays: input.weekend_days,
    geofenceRadiusM: input.geofence_radius_m,
    geofenceVisitTypes: input.geofence_visit_types,
    workDayStart: input.work_day_start,
    workDayEnd: input.work_day_end,
  });
  if (!row) throw notFound('Company');
  return toTenantDto(tx, row);
}

/**
 * Switches the package, within what the pricing page offers (ADR 0007): the self-serve
 * packages while the company is not paying yet (its trial is of the new package from now on);
 * a paid package changes with billing, so the admin is told to contact us. A package with
 * fewer seats than are in use is refused. Every change is recorded with who made it.
 */
export async function changePlan(tx: Tx, me: UserRow, pkg: number): Promise<Tenant> {
  const tenant = await findTenant(tx, me.tenantId, { forUpdate: true });
  if (!tenant) throw notFound('Company');
  if (!(selfServePackages as readonly number[]).includes(pkg)) {
    throw new AppError('conflict', 'Enterprise is quoted for each company. Contact us and we will set it up.');
  }
  if (tenant.paidUntil && tenant.paidUntil > new Date()) {
    throw new AppError('conflict', 'Your plan is paid for. Contact us to change it, and we will adjust the billing.');
  }
  const seats = await countSeatsUsed(tx);
  if (planOf(pkg).userLimit < seats) {
    throw new AppError('plan_user_limit', `That plan allows ${planOf(pkg).userLimit} users and ${seats} seats are in use.`, {
      limit: planOf(pkg).userLimit,
    });
  }
  if (tenant.package === pkg) return toTenantDto(tx, tenant);
  const row = await updateTenant(tx, tenant.id, { package: pkg });
  await insertPlanChange(tx, { tenantId: tenant.id, fromPackage: tenant.package, toPackage: pkg, changedBy: me.id });
  return toTenantDto(tx, row ?? tenant);
}
