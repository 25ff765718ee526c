import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { rowScope } from '@contract/permissions';
import {
  MAINTENANCE_STATUS,
  maintenanceApi,
  type MaintenanceAction,
  type MaintenanceListQuery,
  type MaintenanceRequest,
  type MaintenanceStatus,
  type maintenanceInputSchema,
} from '@contract/maintenance';
import { maintenanceRequests } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { recordActivity } from '../../lib/activity';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import { toFileDto } from '../files/files.service';
import { notify } from '../notifications/notifications.service';
import type { UserRow } from '../users/users.repository';
import * as repo from './maintenance.repository';

type RequestFields = z.infer<typeof maintenanceInputSchema>;

/**
 * Who works a request they can see: its technician, or an admin or a manager. A sales user
 * follows the requests they made but does not start or complete them. The one rule of the
 * status and completion calls and of the request's `actions`.
 */
function works(me: UserRow, row: repo.MaintenanceRow): boolean {
  return row.assignedTo === me.id || rowScope[me.role] === 'all';
}

/** What `me` may do with a request now: start it while it is open, complete it until it is done. */
function actionsOf(me: UserRow, row: repo.MaintenanceRow): MaintenanceAction[] {
  if (row.status === MAINTENANCE_STATUS.done || !works(me, row)) return [];
  return row.status === MAINTENANCE_STATUS.open ? ['start', 'complete'] : ['complete'];
}

export function toRequestDto(v: repo.MaintenanceView, files: repo.FileRow[], me: UserRow): MaintenanceRequest {
  const { row } = v;
  const mine = files.filter((f) => f.ownerId === row.id);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    assignee: { id: row.assignedTo, full_name: v.assigneeName },
    created_by: { id: row.createdBy, full_name: v.creatorName },
    client: {
      id: row.clientId,
      company_name: v.clientName,
      city: v.clientCity,
      country: v.client.country,
      address: v.client.address,
      contact_name: v.client.contactName,
      phone: v.client.phone,
      latitude: v.client.latitude,
      longitude: v.client.longitude,
    },
    scheduled_date: row.scheduledDate,
    attachments: mine.filter((f) => f.ownerType === repo.ATTACHMENT_OWNER).map(toFileDto),
    completion_notes: row.completionNotes,
    completion_photos: mine.filter((f) => f.ownerType === repo.COMPLETION_OWNER).map(toFileDto),
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
    completed_by: row.completedBy && v.completerName !== null ? { id: row.completedBy, full_name: v.completerName } : null,
    created_at: row.createdAt.toISOString(),
    actions: actionsOf(me, row),
  };
}

export async function list(tx: Tx, me: UserRow, query: MaintenanceListQuery) {
  const { rows, count } = await repo.listRequests(tx, me, query);
  const files = await repo.filesOfRequests(
    tx,
    rows.map((r) => r.row.id),
  );
  return { count, results: rows.map((r) => toRequestDto(r, files, me)) };
}

export async function mustFind(tx: Tx, me: UserRow, id: string): Promise<repo.MaintenanceView> {
  const view = await repo.findRequest(tx, me, id);
  if (!view) throw notFound('Maintenance request');
  return view;
}

export async function details(tx: Tx, me: UserRow, id: string): Promise<MaintenanceRequest> {
  return toRequestDto(await mustFind(tx, me, id), await repo.filesOfRequests(tx, [id]), me);
}

export const requestIsDone = () => new AppError('invalid_transition', 'This maintenance request is already done');

/** 403 for whoever may see the request but not work it (a sales user who asked for it). */
export function mustWork(me: UserRow, view: repo.MaintenanceView): void {
  if (!works(me, view.row)) throw forbidden();
}

/**
 * `POST maintenance/list`: the request and its assignment, in the caller's transaction. The
 * technician must be an active maintenance user of the company, the client one the creator
 * may work (another company's is a field error, as if it did not exist). `attach` stores the
 * uploaded files against the new request in the same transaction. The one place a request is
 * assigned: whatever must follow an assignment (a notification) belongs here.
 */
export async function createRequest(
  tx: Tx,
  me: UserRow,
  input: RequestFields,
  attach: (requestId: string) => Promise<void>,
): Promise<MaintenanceRequest> {
  if (!(await repo.activeTechnician(tx, input.assignee))) throw fieldError('assignee', 'Choose an active technician of your company');
  if (!(await repo.clientFor(tx, me, input.client))) throw fieldError('client', 'Choose a client of your company');
  const row = await repo.insertRequest(tx, {
    tenantId: me.tenantId,
    title: input.title,
    description: input.description,
    priority: input.priority,
    assignedTo: input.assignee,
    createdBy: me.id,
    clientId: input.client,
    scheduledDate: input.scheduled_date,
  });
  await attach(row.id);
  await recordActivity(tx, me, 'maintenance', row.id, 'created', { assigned_to: input.assignee, client_id: input.client });
  await notify(tx, me, { to: input.assignee, kind: 'maintenance_assigned', subjectId: row.id, title: input.title });
  return details(tx, me, row.id);
}

const notDone = (id: string) => and(eq(maintenanceRequests.id, id), ne(maintenanceRequests.status, MAINTENANCE_STATUS.done));

/**
 * `POST maintenance/status/{id}`: Open → In progress only. Done needs the completion's notes
 * (maintenance/complete), and a request does not go back to Open once work started.
 */
export async function setStatus(tx: Tx, me: UserRow, id: string, status: MaintenanceStatus): Promise<MaintenanceRequest> {
  const current = await mustFind(tx, me, id);
  mustWork(me, current);
  if (current.row.status === MAINTENANCE_STATUS.done) throw requestIsDone();
  if (status === MAINTENANCE_STATUS.done)
    throw new AppError('invalid_transition', `A request is done with notes through ${maintenanceApi.complete.path.replace(':id', id)}`);
  if (status === current.row.status) return details(tx, me, id);
  if (status !== MAINTENANCE_STATUS.inProgress) throw new AppError('invalid_transition', 'Work on this request has already started');
  const changed = await repo.updateRequestWhere(tx, and(notDone(id), eq(maintenanceRequests.status, MAINTENANCE_STATUS.open)), { status });
  if (!changed) throw new AppError('invalid_transition', 'This request changed meanwhile; reload it');
  await recordActivity(tx, me, 'maintenance', id, 'status', { from: current.row.status, to: status });
  return details(tx, me, id);
}

/**
 * `POST maintenance/complete/{id}`: Done with the notes, who and when, in one conditional
 * UPDATE (of two completions at once, one wins, the other is a 409 and its photos go).
 * `attach` stores the photos once the request is known to be the caller's to complete.
 */
export async function complete(
  tx: Tx,
  me: UserRow,
  id: string,
  notes: string,
  attach: (requestId: string) => Promise<void>,
): Promise<MaintenanceRequest> {
  const current = await mustFind(tx, me, id);
  mustWork(me, current);
  if (current.row.status === MAINTENANCE_STATUS.done) throw requestIsDone();
  const done = await repo.updateRequestWhere(tx, notDone(id), {
    status: MAINTENANCE_STATUS.done,
    completionNotes: notes,
    completedAt: new Date(),
    completedBy: me.id,
  });
  if (!done) throw requestIsDone();
  await attach(id);
  await recordActivity(tx, me, 'maintenance', id, 'completed', {});
  return details(tx, me, id);
}
