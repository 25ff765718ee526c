import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@contract/pagination';
import { tasksApi, type Task, type TaskListQuery } from '@contract/tasks';
import { visitsApi } from '@contract/visits';
import { apiCall } from '../../../lib/api-call';

export const TASKS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const tasksKey = ['tasks'] as const;
const listsKey = [...tasksKey, 'list'] as const;
export const taskDetailsKey = (id: string) => [...tasksKey, 'details', id] as const;

export type TasksQuery = Partial<Omit<TaskListQuery, 'page_size'>> & { page: number };
type TaskPage = { count: number; results: Task[] };

/** `GET taskos/list` with the page's search, filters and ordering (sales users: their own; also what the phone keeps offline). */
export const taskListOptions = (query: TasksQuery) =>
  queryOptions({
    queryKey: [...listsKey, query],
    queryFn: ({ signal }) => apiCall(tasksApi.list, { query: { ...query, page_size: TASKS_PAGE_SIZE } }, { signal }),
  });

export const useTasksQuery = (query: TasksQuery) =>
  useQuery({ ...taskListOptions(query), placeholderData: keepPreviousData, meta: { inlineError: true } });

/** `GET task/:id`; the list's row stands in while it loads, so the modal opens at once. */
export function useTaskDetails(id: string | null, row?: Task) {
  return useQuery({
    queryKey: taskDetailsKey(id ?? ''),
    queryFn: ({ signal }) => apiCall(tasksApi.details, { params: { id: id! } }, { signal }),
    enabled: !!id,
    placeholderData: row,
    meta: { inlineError: true },
    retry: (count, err) => count < 2 && !(err as { status?: number }).status?.toString().startsWith('4'),
  });
}

/**
 * A changed task (the reply of a status change or a completion) replaces its row in every
 * cached page and its details at once, so the list updates without waiting for a reload;
 * the lists are then fetched again (filters such as "overdue" may now leave it out).
 */
export function putTask(queryClient: QueryClient, task: Task) {
  queryClient.setQueryData(taskDetailsKey(task.id), task);
  queryClient.setQueriesData<TaskPage>(
    { queryKey: listsKey },
    (page) => page && { ...page, results: page.results.map((t) => (t.id === task.id ? task : t)) },
  );
  void queryClient.invalidateQueries({ queryKey: listsKey });
}

/** The three document completions, their endpoints keyed as `taskCompletion.kind`. */
export const completionEndpoints = {
  missing_paper: tasksApi.completeMissing,
  invoice: tasksApi.completeInvoice,
  statement: tasksApi.completeStatement,
} as const;
export type CompletionKind = keyof typeof completionEndpoints;

/**
 * Visits a visit task can be about: the chosen client's, else the chosen rep's (a sales
 * user's own anyway), newest first. Keyed under `visits` so a visit change refreshes it.
 */
export function useVisitChoices(filter: { client_id?: string; assigned_to?: string }, enabled: boolean) {
  return useQuery({
    queryKey: ['visits', 'choices', filter],
    queryFn: ({ signal }) => apiCall(visitsApi.list, { query: { page: 1, page_size: 50, filter_type: 0, ...filter } }, { signal }),
    enabled,
    staleTime: 30_000,
  });
}
