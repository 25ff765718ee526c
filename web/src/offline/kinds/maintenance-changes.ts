import type { QueryClient } from '@tanstack/react-query';
import { pathOf } from '@contract/endpoint';
import { FILE_MAX_BYTES } from '@contract/files';
import { MAINTENANCE_STATUS, maintenanceApi, type MaintenanceRequest, type MaintenanceStatus } from '@contract/maintenance';
import { maintenanceKeys, putRequest } from '../../features/maintenance/api/maintenance';
import { apiCall } from '../../lib/api-call';
import { uploadTo } from '../../lib/upload';
import { keyed, progress, showInCache, type Change, type ChangeKind } from './change';

/** A technician's change to a request: started (In progress), or done with notes and photos. */
export interface MaintenanceStatusChange extends Change {
  requestId: string;
  status: MaintenanceStatus;
}
export interface MaintenanceCompleteChange extends Change {
  requestId: string;
  fields: Record<string, string>;
  files: File[];
}

const showStatus = (qc: QueryClient, id: string, status: MaintenanceStatus) =>
  showInCache<MaintenanceRequest>(qc, maintenanceKeys(id), id, (r) => ({
    ...r,
    status,
    // Started: it can be completed; done: nothing more until the server answers.
    actions: status === MAINTENANCE_STATUS.done ? [] : r.actions.filter((a) => a !== 'start'),
  }));
const putReply = (qc: QueryClient, _c: unknown, reply: unknown) => putRequest(qc, reply as MaintenanceRequest);

const status: ChangeKind<MaintenanceStatusChange> = {
  send: (c) => apiCall(maintenanceApi.status, { params: { id: c.requestId }, body: { status: c.status } }, keyed(c.key)),
  showQueued: (qc, c) => showStatus(qc, c.requestId, c.status),
  showSent: putReply,
};

const complete: ChangeKind<MaintenanceCompleteChange> = {
  send: (c) =>
    uploadTo({ ...maintenanceApi.complete, path: pathOf(maintenanceApi.complete, { id: c.requestId }) }, c.files[0] ?? null, {
      fields: c.fields,
      moreFiles: c.files.slice(1),
      maxBytes: FILE_MAX_BYTES,
      onProgress: progress(c.key),
      ...keyed(c.key),
    }),
  showQueued: (qc, c) => showStatus(qc, c.requestId, MAINTENANCE_STATUS.done),
  showSent: putReply,
};

export const maintenanceKinds = { maintenance_status: status, maintenance_complete: complete };
