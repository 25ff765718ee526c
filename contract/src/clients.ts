import { z } from 'zod';
import { agencySchema } from './agencies';
import { countryCodes } from './countries';
import { endpoint, idParamsSchema } from './endpoint';
import { fileSchema } from './files';
import { listQuery } from './list-query';
import { pageOf } from './pagination';
import { text } from './text';
import { emailSchema, phoneSchema } from './users';

/** Spec §3 enumerations, stored and sent as these exact strings. */
export const clientTitles = ['Eng', 'Mr', 'Miss', 'Mrs', 'Dr'] as const;
export const customerTypes = ['Commercial', 'Clinic', 'Government', 'Hospital', 'University'] as const;
export const customerTargets = ['Regular', 'High class', 'VIP'] as const;
export const clientKinds = ['lead', 'client'] as const;
export type ClientKind = (typeof clientKinds)[number];

/**
 * A lead is a client row with `kind = lead` (DESIGN §4): new → approved (manager) →
 * converted (becomes a client, same id); new or approved → archived. Anything else is a 409.
 */
export const leadStatuses = ['new', 'approved', 'archived', 'converted'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Saudi VAT numbers are 15 digits (ZATCA); other countries' formats are only length-checked. */
export const SA_VAT_PATTERN = /^[0-9]{15}$/;
/** Registration and tax numbers: letters, digits and dashes. */
export const REGISTRATION_NUMBER_PATTERN = /^[0-9A-Za-z-]+$/;

const optionalText = (max: number) => text({ max }).default('');
const coordinate = (limit: number) => z.number().min(-limit).max(limit).nullable().default(null);

/** What the lead modal sends, for a lead or a client (`POST client/list`). */
export const clientInputSchema = z.object({
  kind: z.enum(clientKinds).default('lead'),
  title: z.enum(clientTitles),
  contact_name: text({ min: 2, max: 120 }),
  company_name: text({ min: 2, max: 160 }),
  customer_type: z.enum(customerTypes),
  customer_target: z.enum(customerTargets),
  phone: phoneSchema,
  email: emailSchema.or(z.literal('')).default(''),
  country: z.enum(countryCodes),
  city: text({ min: 1, max: 80 }),
  address: optionalText(300),
  latitude: coordinate(90),
  longitude: coordinate(180),
  agency_ids: z.array(z.uuid()).max(50).default([]),
  notes: text({ max: 4000, multiline: true }).default(''),
  /** Managers and admins assign; a sales user's clients are always their own. */
  assigned_to: z.uuid().nullable().default(null),
  cr_number: optionalText(30),
});
export type ClientInput = z.input<typeof clientInputSchema>;

export const editClientSchema = clientInputSchema.omit({ kind: true }).extend({ id: z.uuid() });
export type EditClientInput = z.input<typeof editClientSchema>;

/** `POST client/details/sec`: the papers a lead needs to become a client. */
export const convertLeadSchema = z.object({
  id: z.uuid(),
  cr_number: text({ min: 4, max: 30 }),
  vat_number: text({ min: 5, max: 20 }),
  national_address: text({ min: 5, max: 300 }),
});
export type ConvertLeadInput = z.input<typeof convertLeadSchema>;

export const idsSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) });

const personSchema = z.object({ id: z.uuid(), full_name: z.string() });

/**
 * What the caller may do with a client or lead now (its row menu and details page), computed
 * by the server from the rules it checks the calls with. Editing needs no entry: whoever sees
 * a record may edit it.
 */
export const clientActions = ['approve', 'convert', 'archive', 'restore', 'delete'] as const;
export type ClientAction = (typeof clientActions)[number];

export const clientSchema = z.object({
  id: z.uuid(),
  kind: z.enum(clientKinds),
  lead_status: z.enum(leadStatuses).nullable(),
  title: z.enum(clientTitles),
  contact_name: z.string(),
  company_name: z.string(),
  customer_type: z.enum(customerTypes),
  customer_target: z.enum(customerTargets),
  phone: z.string(),
  email: z.string(),
  country: z.string(),
  city: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  notes: z.string(),
  cr_number: z.string(),
  vat_number: z.string(),
  national_address: z.string(),
  agencies: z.array(agencySchema.pick({ id: true, name_en: true, name_ar: true })),
  assigned_to: personSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  approved_at: z.string().nullable(),
  converted_at: z.string().nullable(),
  actions: z.array(z.enum(clientActions)),
});
export type Client = z.infer<typeof clientSchema>;
export const clientPageSchema = pageOf(clientSchema);

export const activitySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actor: personSchema.nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const clientDetailsSchema = clientSchema.extend({ timeline: z.array(activitySchema) });
export type ClientDetails = z.infer<typeof clientDetailsSchema>;

/** Lists: search (name, company, phone, e-mail, CR) and the filters of the clients page. */
export const clientListQuerySchema = listQuery(['company_name', 'contact_name', 'city', 'customer_target', 'created_at'], {
  customer_type: z.enum(customerTypes).optional(),
  customer_target: z.enum(customerTargets).optional(),
  city: text({ max: 80 }).optional(),
  assigned_to: z.uuid().optional(),
  lead_status: z.enum(leadStatuses).optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/**
 * A likely duplicate, shown in the modal before saving: same phone, e-mail or CR in the company,
 * or the same contact at the same company however the names are spelled (@contract/name-key).
 */
export const duplicateMatches = ['phone', 'email', 'cr_number', 'name'] as const;
export const duplicateQuerySchema = z.object({
  contact_name: text({ max: 120 }).optional(),
  company_name: text({ max: 160 }).optional(),
  phone: text({ max: 30 }).optional(),
  email: text({ max: 254 }).optional(),
  cr_number: text({ max: 30 }).optional(),
  exclude: z.uuid().optional(),
});
export type DuplicateQuery = z.infer<typeof duplicateQuerySchema>;
export const duplicateSchema = clientSchema
  .pick({ id: true, kind: true, contact_name: true, company_name: true, phone: true, email: true })
  .extend({
    matched_on: z.array(z.enum(duplicateMatches)),
    visible: z.boolean(),
  });
export type Duplicate = z.infer<typeof duplicateSchema>;

const tags = ['clients'];
const clientIdBody = z.object({ clientID: z.uuid() });

export const clientsApi = {
  list: endpoint({
    method: 'GET',
    path: 'client/list',
    access: 'clients.work',
    tags,
    summary: 'Clients (sales users: their own), with search, filters and ordering',
    query: clientListQuerySchema,
    reply: clientPageSchema,
  }),
  leads: endpoint({
    method: 'GET',
    path: 'lead/list',
    access: 'clients.work',
    tags,
    summary: 'Leads (sales users: their own); archived ones only when lead_status=archived',
    query: clientListQuerySchema,
    reply: clientPageSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'client/list',
    access: 'clients.work',
    tags,
    summary: 'Create a lead or a client',
    body: clientInputSchema,
    reply: clientSchema,
    status: 201,
  }),
  duplicates: endpoint({
    method: 'GET',
    path: 'client/duplicates',
    access: 'clients.work',
    tags,
    summary:
      'Likely duplicates in the company (same phone, e-mail or CR number, or same contact and company names in any spelling), asked before saving',
    query: duplicateQuerySchema,
    reply: z.array(duplicateSchema),
  }),
  details: endpoint({
    method: 'GET',
    path: 'get/client/:id',
    access: 'clients.work',
    tags,
    summary: 'A client or lead with its timeline',
    params: idParamsSchema,
    reply: clientDetailsSchema,
  }),
  attachments: endpoint({
    method: 'GET',
    path: 'client/attachment/:id',
    access: 'clients.work',
    tags,
    summary: "A client's files",
    params: idParamsSchema,
    reply: z.array(fileSchema),
  }),
  attach: endpoint({
    method: 'POST',
    path: 'client/attachment/:id',
    access: 'clients.work',
    tags,
    summary: 'Attach an uploaded file (from POST uploads/) to a client',
    params: idParamsSchema,
    body: z.object({ file_id: z.uuid() }),
    reply: fileSchema,
    status: 201,
  }),
  editClient: endpoint({
    method: 'POST',
    path: 'edit/client',
    access: 'clients.work',
    tags,
    summary: 'Edit a client',
    body: editClientSchema,
    reply: clientSchema,
  }),
  editLead: endpoint({
    method: 'POST',
    path: 'raad/editlead',
    access: 'clients.work',
    tags,
    summary: 'Edit a lead',
    body: editClientSchema,
    reply: clientSchema,
  }),
  delete: endpoint({
    method: 'POST',
    path: 'client/delete',
    access: 'clients.manage',
    tags,
    summary: 'Delete a client (manager): it leaves every list; its history stays',
    body: clientIdBody,
    reply: z.null(),
    status: 204,
  }),
  approve: endpoint({
    method: 'POST',
    path: 'lead/approve',
    access: 'clients.manage',
    tags,
    summary: 'Approve a new lead (manager)',
    body: z.object({ id: z.uuid() }),
    reply: clientSchema,
  }),
  convert: endpoint({
    method: 'POST',
    path: 'client/details/sec',
    access: 'clients.work',
    tags,
    summary: 'Convert a lead to a client (CR, VAT, national address); the id stays',
    body: convertLeadSchema,
    reply: clientSchema,
  }),
  archiveLeads: endpoint({
    method: 'POST',
    path: 'archive/leads',
    access: 'clients.work',
    tags,
    summary: 'Archive leads (new or approved ones); all or none',
    body: idsSchema,
    reply: z.object({ count: z.number().int() }),
  }),
  restoreLeads: endpoint({
    method: 'POST',
    path: 'restore/leads',
    access: 'clients.work',
    tags,
    summary: 'Restore archived leads to the working list (approved again if they had been approved); all or none',
    body: idsSchema,
    reply: z.object({ count: z.number().int() }),
  }),
  deleteLeads: endpoint({
    method: 'POST',
    path: 'delete/leads',
    access: 'clients.manage',
    tags,
    summary: 'Delete leads (manager); all or none',
    body: idsSchema,
    reply: z.object({ count: z.number().int() }),
  }),
};
