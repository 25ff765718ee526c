import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientHistoryApi } from '@contract/client-history';
import { maintenanceApi } from '@contract/maintenance';
import { DEFAULT_PAGE_SIZE } from '@contract/pagination';
import { tasksApi } from '@contract/tasks';
import { apiCall } from '../../../lib/api-call';
import { clientsKey } from './clients';

/**
 * The client page's history (issue 41). Tasks and maintenance requests come from their own
 * lists filtered by the client: those lists already apply who may see what.
 */
export const HISTORY_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const historyKey = (id: string, ...rest: unknown[]) => [...clientsKey, 'history', id, ...rest] as const;
const paged = { placeholderData: keepPreviousData, meta: { inlineError: true } } as const;

export const useHistorySummary = (id: string) =>
  useQuery({
    queryKey: historyKey(id, 'summary'),
    queryFn: ({ signal }) => apiCall(clientHistoryApi.summary, { params: { id } }, { signal }),
    meta: { inlineError: true },
  });

const pageQuery = (page: number) => ({ page, page_size: HISTORY_PAGE_SIZE });

export const useHistoryVisits = (id: string, page: number) =>
  useQuery({
    queryKey: historyKey(id, 'visits', page),
    queryFn: ({ signal }) => apiCall(clientHistoryApi.visits, { params: { id }, query: pageQuery(page) }, { signal }),
    ...paged,
  });

export const useHistoryMeetings = (id: string, page: number) =>
  useQuery({
    queryKey: historyKey(id, 'meetings', page),
    queryFn: ({ signal }) => apiCall(clientHistoryApi.meetings, { params: { id }, query: pageQuery(page) }, { signal }),
    ...paged,
  });

export const useHistoryRatings = (id: string, page: number) =>
  useQuery({
    queryKey: historyKey(id, 'ratings', page),
    queryFn: ({ signal }) => apiCall(clientHistoryApi.ratings, { params: { id }, query: pageQuery(page) }, { signal }),
    ...paged,
  });

export const useClientTasks = (id: string, page: number) =>
  useQuery({
    queryKey: historyKey(id, 'tasks', page),
    queryFn: ({ signal }) => apiCall(tasksApi.list, { query: { ...pageQuery(page), client_id: id } }, { signal }),
    ...paged,
  });

export const useClientMaintenance = (id: string, page: number) =>
  useQuery({
    queryKey: historyKey(id, 'maintenance', page),
    queryFn: ({ signal }) =>
      apiCall(maintenanceApi.list, { query: { ...pageQuery(page), client: id, ordering: '-scheduled_date' } }, { signal }),
    ...paged,
  });
