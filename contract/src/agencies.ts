import { z } from 'zod';
import { endpoint } from './endpoint';
import { pageOf } from './pagination';
import { text } from './text';
import { wholeNumber } from './values';

/** The brands (principals) a company represents: reps note which ones a client buys. */
export const agencySchema = z.object({
  id: z.uuid(),
  name_en: z.string(),
  name_ar: z.string(),
  logo_file_id: z.uuid().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Agency = z.infer<typeof agencySchema>;

export const agencyInputSchema = z.object({
  name_en: text({ min: 2, max: 120 }),
  name_ar: text({ min: 2, max: 120 }),
  logo_file_id: z.uuid().nullable().default(null),
  is_active: z.boolean().default(true),
});
export type AgencyInput = z.input<typeof agencyInputSchema>;

/** Product samples, optionally of an agency, handed out on visits. */
export const sampleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  unit: z.string(),
  stock: z.number().int(),
  agency_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type Sample = z.infer<typeof sampleSchema>;

export const sampleInputSchema = z.object({
  name: text({ min: 2, max: 120 }),
  code: text({ min: 1, max: 40 }),
  unit: text({ min: 1, max: 30 }),
  stock: wholeNumber({ min: 0, max: 10_000_000 }),
  agency_id: z.uuid().nullable().default(null),
});
export type SampleInput = z.input<typeof sampleInputSchema>;

const withId = <T extends z.ZodRawShape>(shape: T) => z.object({ id: z.uuid(), ...shape });
const tags = ['settings'];

/** Settings → agencies and samples. Everyone signed in reads them (pickers); the admin edits. */
export const catalogApi = {
  agencies: endpoint({
    method: 'GET',
    path: 'setting/agency',
    access: 'signedIn',
    tags,
    summary: "The company's agencies (all of them: a company has tens, not thousands)",
    reply: pageOf(agencySchema),
  }),
  createAgency: endpoint({
    method: 'POST',
    path: 'setting/agency',
    access: 'company.manage',
    tags,
    summary: 'Add an agency (admin)',
    body: agencyInputSchema,
    reply: agencySchema,
    status: 201,
  }),
  editAgency: endpoint({
    method: 'POST',
    path: 'agency/edit',
    access: 'company.manage',
    tags,
    summary: 'Edit an agency (admin)',
    body: withId(agencyInputSchema.shape),
    reply: agencySchema,
  }),
  deleteAgency: endpoint({
    method: 'POST',
    path: 'agency/delete',
    access: 'company.manage',
    tags,
    summary: 'Delete an agency (admin); clients no longer list it, its samples keep no agency',
    body: z.object({ agency_id: z.uuid() }),
    reply: z.null(),
    status: 204,
  }),
  samples: endpoint({
    method: 'GET',
    path: 'setting/samples/',
    access: 'signedIn',
    tags,
    summary: "The company's product samples",
    reply: pageOf(sampleSchema),
  }),
  createSample: endpoint({
    method: 'POST',
    path: 'setting/samples/',
    access: 'company.manage',
    tags,
    summary: 'Add a sample (admin)',
    body: sampleInputSchema,
    reply: sampleSchema,
    status: 201,
  }),
  editSample: endpoint({
    method: 'POST',
    path: 'sample/edit',
    access: 'company.manage',
    tags,
    summary: 'Edit a sample (admin)',
    body: withId(sampleInputSchema.shape),
    reply: sampleSchema,
  }),
  deleteSample: endpoint({
    method: 'POST',
    path: 'sample/delete',
    access: 'company.manage',
    tags,
    summary: 'Delete a sample (admin)',
    body: z.object({ sample_id: z.uuid() }),
    reply: z.null(),
    status: 204,
  }),
};
