import type { Agency, agencyInputSchema, Sample, sampleInputSchema } from '@contract/agencies';
import type { z } from 'zod';
import type { Tx } from '../../db/tenant-tx';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { fieldError, notFound } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import * as repo from './catalog.repository';

const agencyDto = (r: repo.AgencyRow): Agency => ({
  id: r.id,
  name_en: r.nameEn,
  name_ar: r.nameAr,
  logo_file_id: r.logoFileId,
  is_active: r.isActive,
  created_at: r.createdAt.toISOString(),
});

const sampleDto = (r: repo.SampleRow): Sample => ({
  id: r.id,
  name: r.name,
  code: r.code,
  unit: r.unit,
  stock: r.stock,
  agency_id: r.agencyId,
  created_at: r.createdAt.toISOString(),
});

type AgencyFields = z.infer<typeof agencyInputSchema>;
type SampleFields = z.infer<typeof sampleInputSchema>;
const agencyValues = (i: AgencyFields) => ({ nameEn: i.name_en, nameAr: i.name_ar, logoFileId: i.logo_file_id, isActive: i.is_active });
const sampleValues = (i: SampleFields) => ({ name: i.name, code: i.code, unit: i.unit, stock: i.stock, agencyId: i.agency_id });

/** An agency id of another company fails the composite foreign key: the same answer as a typo. */
async function withAgencyCheck<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw fieldError('agency_id', 'Choose one of your agencies');
    throw err;
  }
}

export async function agencies(tx: Tx) {
  const rows = await repo.listAgencies(tx);
  return { count: rows.length, results: rows.map(agencyDto) };
}

/** A logo must be a file of the caller's company: another company's file id is refused like a typo. */
async function checkLogo(tx: Tx, input: AgencyFields): Promise<void> {
  if (input.logo_file_id && !(await repo.holdFile(tx, input.logo_file_id))) throw fieldError('logo_file_id', 'Upload the logo again');
}

export async function createAgency(tx: Tx, me: UserRow, input: AgencyFields): Promise<Agency> {
  await checkLogo(tx, input);
  return agencyDto(await repo.insertAgency(tx, { tenantId: me.tenantId, ...agencyValues(input) }));
}

export async function editAgency(tx: Tx, id: string, input: AgencyFields): Promise<Agency> {
  const row = await repo.updateAgency(tx, id, agencyValues(input));
  if (!row) throw notFound('Agency');
  // After the 404: another company's agency is not found whatever its logo; the refusal rolls the update back.
  await checkLogo(tx, input);
  return agencyDto(row);
}

export async function deleteAgency(tx: Tx, id: string): Promise<void> {
  if (!(await repo.deleteAgency(tx, id))) throw notFound('Agency');
}

export async function samples(tx: Tx) {
  const rows = await repo.listSamples(tx);
  return { count: rows.length, results: rows.map(sampleDto) };
}

export async function createSample(tx: Tx, me: UserRow, input: SampleFields): Promise<Sample> {
  return withAgencyCheck(async () => sampleDto(await repo.insertSample(tx, { tenantId: me.tenantId, ...sampleValues(input) })));
}

export async function editSample(tx: Tx, id: string, input: SampleFields): Promise<Sample> {
  const row = await withAgencyCheck(() => repo.updateSample(tx, id, sampleValues(input)));
  if (!row) throw notFound('Sample');
  return sampleDto(row);
}

export async function deleteSample(tx: Tx, id: string): Promise<void> {
  if (!(await repo.deleteSample(tx, id))) throw notFound('Sample');
}
