import { z } from 'zod';
import { isoDaySchema, numberIn } from './values';
import { endpoint, idParamsSchema } from './endpoint';
import { fileSchema } from './files';
import { listQuery } from './list-query';
import { pageOf } from './pagination';
import { text } from './text';
import { priorities } from './visit-forms';

/** Open → In progress → Done; Done only through the completion (notes and photos), and final. */
export const maintenanceStatuses = [0, 1, 2] as const;
export type MaintenanceStatus = (typeof maintenanceStatuses)[number];
export const MAINTENANCE_STATUS = { open: 0, inProgress: 1, done: 2 } as const satisfies Record<string, MaintenanceStatus>;

/** A request carries at most five attachments, and its completion at most five photos. */
export const MAINTENANCE_MAX_FILES = 5;
/** What a request's attachments may be: photos of the fault or a PDF (a quote, a manual page). */
export const maintenanceAttachmentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const;
/** What a completion's photos may be. */
export const maintenancePhotoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;

/**
 * The "new request" form's fields (`POST maintenance/list`, multipart: these fields and up to
 * five `file` parts). Strings, as a form sends them; the priority is coerced.
 */
export const maintenanceInputSchema = z.object({
  title: text({ min: 1, max: 200 }),
  description: text({ max: 5000, multiline: true }).default(''),
  priority: numberIn(priorities, 'Choose the priority').default(1),
  /** An active maintenance user of the company. */
  assignee: z.uuid('Choose the technician'),
  client: z.uuid('Choose the client'),
  scheduled_date: isoDaySchema,
});
export type MaintenanceInput = z.input<typeof maintenanceInputSchema>;

/** `POST maintenance/complete/{id}` (multipart: `notes` and up to five `file` photos). */
export const maintenanceCompleteSchema = z.object({
  notes: text({ min: 1, max: 5000, multiline: true }),
});

const personSchema = z.object({ id: z.uuid(), full_name: z.string() });

/**
 * What the caller may do with a request now, computed by the server from the rule it checks
 * the calls with: `start` (Open → In progress), `complete` (the completion call).
 */
export const maintenanceActions = ['start', 'complete'] as const;
export type MaintenanceAction = (typeof maintenanceActions)[number];

export const maintenanceRequestSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  priority: z.number().int(),
  status: z.number().int(),
  assignee: personSchema,
  created_by: personSchema,
  /** The client, with what the technician needs to get there and reach someone. */
  client: z.object({
    id: z.uuid(),
    company_name: z.string(),
    city: z.string(),
    country: z.string(),
    address: z.string(),
    contact_name: z.string(),
    phone: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  scheduled_date: z.string(),
  /** What the request came with (photos of the fault, a PDF); download through `files/{id}`. */
  attachments: z.array(fileSchema),
  /** The technician's notes and photos, once done. */
  completion_notes: z.string().nullable(),
  completion_photos: z.array(fileSchema),
  completed_at: z.string().nullable(),
  completed_by: personSchema.nullable(),
  created_at: z.string(),
  actions: z.array(z.enum(maintenanceActions)),
});
export type MaintenanceRequest = z.infer<typeof maintenanceRequestSchema>;

export const maintenanceListQuerySchema = listQuery(['scheduled_date', 'created_at', 'priority'], {
  status: numberIn(maintenanceStatuses).optional(),
  priority: numberIn(priorities).optional(),
  assignee: z.uuid().optional(),
  client: z.uuid().optional(),
  scheduled_from: isoDaySchema.optional(),
  scheduled_to: isoDaySchema.optional(),
});
export type MaintenanceListQuery = z.infer<typeof maintenanceListQuerySchema>;

/** Only Open → In progress here: Done comes with the completion's notes. */
export const maintenanceStatusBodySchema = z.object({ status: numberIn(maintenanceStatuses, 'Choose a status') });

/** The technicians a request may be assigned to. */
export const technicianSchema = z.object({ id: z.uuid(), full_name: z.string() });
export type Technician = z.infer<typeof technicianSchema>;

const tags = ['maintenance'];

export const maintenanceApi = {
  list: endpoint({
    method: 'GET',
    path: 'maintenance/list',
    access: 'maintenance.work',
    tags,
    summary: 'Maintenance requests, paged and filtered (technicians: assigned to them; sales users: the ones they created)',
    query: maintenanceListQuerySchema,
    reply: pageOf(maintenanceRequestSchema),
  }),
  /** Multipart: the fields of maintenanceInputSchema and up to five `file` parts. */
  create: endpoint({
    method: 'POST',
    path: 'maintenance/list',
    access: 'maintenance.manage',
    tags,
    summary:
      'Create a request (multipart: title, description, priority, assignee, client, scheduled_date, up to 5 files: photos or PDF, 10 MiB each)',
    reply: maintenanceRequestSchema,
    status: 201,
  }),
  technicians: endpoint({
    method: 'GET',
    path: 'maintenance/technicians',
    access: 'maintenance.manage',
    tags,
    summary: "The company's active maintenance users, to assign a request to (sales users create requests too)",
    reply: z.array(technicianSchema),
  }),
  details: endpoint({
    method: 'GET',
    path: 'maintenance/:id',
    access: 'maintenance.work',
    tags,
    summary: 'One maintenance request with its attachments and completion',
    params: idParamsSchema,
    reply: maintenanceRequestSchema,
  }),
  status: endpoint({
    method: 'POST',
    path: 'maintenance/status/:id',
    access: 'maintenance.work',
    tags,
    summary: 'Start work on a request (Open → In progress); Done comes with maintenance/complete',
    params: idParamsSchema,
    body: maintenanceStatusBodySchema,
    reply: maintenanceRequestSchema,
  }),
  /** Multipart: `notes` and up to five `file` photos. */
  complete: endpoint({
    method: 'POST',
    path: 'maintenance/complete/:id',
    access: 'maintenance.work',
    tags,
    summary: 'Complete a request with notes and up to 5 photos (multipart); a request already done is a 409',
    params: idParamsSchema,
    reply: maintenanceRequestSchema,
  }),
};
