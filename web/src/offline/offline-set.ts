import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { MAINTENANCE_STATUS } from '@contract/maintenance';
import { can } from '@contract/permissions';
import type { Role } from '@contract/users';
import { MAINTENANCE_PAGE_SIZE, maintenanceListOptions, requestDetailsOptions } from '../features/maintenance/api/maintenance';
import { fieldClientsOptions } from '../lib/field-clients';
import { fetchTenant, tenantQueryKey } from '../lib/tenant';
import { addDays, zonedToday } from '../lib/zoned-time';
import { TASK_STATUS } from '@contract/tasks';
import { TASKS_PAGE_SIZE, taskListOptions, type TasksQuery } from '../features/tasks/api/tasks';
import { VISITS_PAGE_SIZE, visitDetailsOptions, visitListOptions } from '../features/visits/api/visits';
import { OUTBOX } from './outbox';

/**
 * What the phone holds for a day without signal (issues 14 and 40): today's and tomorrow's
 * visits with each visit's details (its client, address and location, the conversation), the
 * open tasks, the clients the rep works (to plan a visit and find those nearby), and a
 * technician's open requests with their details, fetched under the very keys the screens
 * read, so they open from it offline. The lists' pages are followed up to MAX_PAGES; a field
 * day is far shorter than that.
 */
const MAX_PAGES = 5;
const REFRESH_EVERY_MS = 5 * 60 * 1000;
const OUTBOX_WAIT_MS = 2_000;
/**
 * The tasks page as it opens (every task of the rep), and filtered to each open status. A
 * filter comes from the page's URL as text, so its key holds text: the same is asked here.
 */
const TASK_VIEWS = [{}, ...[TASK_STATUS.open, TASK_STATUS.inProgress].map((s) => ({ status: String(s) }) as unknown as TasksQuery)];

async function allPages<T extends { id: string }>(fetchPage: (page: number) => Promise<{ count: number; results: T[] }>, pageSize: number) {
  const first = await fetchPage(1);
  const pages = Math.min(MAX_PAGES, Math.ceil(first.count / pageSize));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchPage(i + 2)));
  return [first, ...rest].flatMap((p) => p.results);
}

/** The maintenance page as it opens, and filtered to each open status (text, as from the URL). */
const REQUEST_VIEWS = [
  {},
  ...[MAINTENANCE_STATUS.open, MAINTENANCE_STATUS.inProgress].map((s) => ({ status: String(s) }) as unknown as object),
];

async function syncRequests(qc: QueryClient) {
  const requests = (
    await Promise.all(
      REQUEST_VIEWS.map((view) =>
        allPages((page) => qc.fetchQuery({ ...maintenanceListOptions({ page, ...view }), staleTime: 0 }), MAINTENANCE_PAGE_SIZE),
      ),
    )
  ).flat();
  const open = new Set(requests.filter((r) => r.status !== MAINTENANCE_STATUS.done).map((r) => r.id));
  await Promise.all([...open].map((id) => qc.prefetchQuery({ ...requestDetailsOptions(id), staleTime: 0 })));
}

/** Whether `role` works in the field with a phone: its own visits, or its own maintenance requests. */
export const worksInTheField = (role: Role) => can(role, 'visits.work') || can(role, 'maintenance.work');

export async function syncOfflineSet(qc: QueryClient, role: Role): Promise<void> {
  if (can(role, 'maintenance.work')) await syncRequests(qc);
  if (!can(role, 'visits.work')) return;
  await qc.fetchQuery({ ...fieldClientsOptions(), staleTime: 0 });
  const tenant = await qc.fetchQuery({ queryKey: tenantQueryKey, queryFn: ({ signal }) => fetchTenant(signal), staleTime: 0 });
  const today = zonedToday(tenant.time_zone);
  const days = [{}, { selected_date: addDays(today, 1) }];
  const visits = (
    await Promise.all(
      days.map((day) =>
        allPages((page) => qc.fetchQuery({ ...visitListOptions({ page, filter_type: 1, ...day }), staleTime: 0 }), VISITS_PAGE_SIZE),
      ),
    )
  ).flat();
  await Promise.all(visits.map((v) => qc.prefetchQuery({ ...visitDetailsOptions(v.id), staleTime: 0 })));
  await Promise.all(
    TASK_VIEWS.map((view) => allPages((page) => qc.fetchQuery({ ...taskListOptions({ page, ...view }), staleTime: 0 }), TASKS_PAGE_SIZE)),
  );
}

/** Keeps the set fresh while the app is open and online: now, every five minutes, and when the signal returns. */
export function keepOfflineSetFresh(qc: QueryClient, role: Role): () => void {
  let retry: ReturnType<typeof setTimeout> | undefined;
  const sync = () => {
    if (!onlineManager.isOnline()) return;
    // Changes first: a read racing them could put the server's older state back on screen.
    if (qc.isMutating({ mutationKey: [OUTBOX] }) > 0) {
      retry = setTimeout(sync, OUTBOX_WAIT_MS);
      return;
    }
    syncOfflineSet(qc, role).catch(() => undefined); // the next round tries again
  };
  sync();
  const timer = setInterval(sync, REFRESH_EVERY_MS);
  const stopOnline = onlineManager.subscribe((online) => online && sync());
  return () => {
    clearTimeout(retry);
    clearInterval(timer);
    stopOnline();
  };
}
