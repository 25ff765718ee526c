import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@contract/endpoint';
import { expensesApi, type Expense, type ExpenseListQuery } from '@contract/expenses';
import type { StoredFile } from '@contract/files';
import { DEFAULT_PAGE_SIZE } from '@contract/pagination';
import { VISIT_STATUS, visitsApi } from '@contract/visits';
import { apiCall } from '../../../lib/api-call';
import { uploadFile } from '../../../lib/upload';

export const EXPENSES_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const expensesKey = ['expenses'] as const;
const listsKey = [...expensesKey, 'list'] as const;
const detailsKey = (id: string) => [...expensesKey, 'details', id] as const;

export type ExpensesQuery = Partial<Omit<ExpenseListQuery, 'page_size'>> & { page: number };
type ExpensePage = { count: number; results: Expense[] };

const isClientError = (err: unknown) => !!(err as { status?: number }).status?.toString().startsWith('4');

/** `GET expenses/` with the page's search, filters and ordering (sales users: their own). */
export function useExpensesQuery(query: ExpensesQuery) {
  return useQuery({
    queryKey: [...listsKey, query],
    queryFn: ({ signal }) => apiCall(expensesApi.list, { query: { ...query, page_size: EXPENSES_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
}

/**
 * `GET expenses/:id`; the list's row stands in while it loads, so the modal opens at once.
 * `select` gives the record what the modal shows as its title.
 */
export function useExpenseDetails<T>(id: string | null, row: Expense | undefined, select: (expense: Expense) => T) {
  return useQuery({
    queryKey: detailsKey(id ?? ''),
    queryFn: ({ signal }) => apiCall(expensesApi.details, { params: { id: id! } }, { signal }),
    enabled: !!id,
    placeholderData: row,
    select,
    meta: { inlineError: true },
    retry: (count, err) => count < 2 && !isClientError(err),
  });
}

/**
 * The caller's own visits of one day that have begun (started, finished, reviewed): what an
 * expense may be spent on. A pending visit is left out: the server refuses it (400 on `visit_id`).
 */
export function useExpenseVisits(userId: string | undefined, day: string) {
  return useQuery({
    queryKey: ['visits', 'expense-choices', userId, day],
    queryFn: ({ signal }) =>
      apiCall(visitsApi.list, { query: { page: 1, page_size: 100, filter_type: 1, selected_date: day, assigned_to: userId } }, { signal }),
    select: (page) => page.results.filter((v) => v.status !== VISIT_STATUS.pending),
    enabled: !!userId && /^\d{4}-\d{2}-\d{2}$/.test(day),
    staleTime: 30_000,
  });
}

/** A changed expense replaces its row in every cached page and its details; the lists are then fetched again. */
function putExpense(queryClient: QueryClient, expense: Expense) {
  queryClient.setQueryData(detailsKey(expense.id), expense);
  queryClient.setQueriesData<ExpensePage>(
    { queryKey: listsKey },
    (page) => page && { ...page, results: page.results.map((e) => (e.id === expense.id ? expense : e)) },
  );
  void queryClient.invalidateQueries({ queryKey: listsKey });
}

/** The receipt's upload (`uploads/`) failed: the form says so on the receipt field, not on the expense. */
export class ReceiptUploadError extends Error {
  constructor(readonly reason: unknown) {
    super('The receipt could not be uploaded');
    this.name = 'ReceiptUploadError';
  }
}

export interface NewExpense {
  body: Omit<BodyIn<typeof expensesApi.create>, 'receipt_file_id'>;
  receipt: File;
  /** The receipt an earlier attempt of the same form stored already (its expense was refused): not sent again. */
  stored: StoredFile | null;
  onUploaded: (file: StoredFile) => void;
  onProgress: (fraction: number) => void;
}

/** The receipt first (`uploads/`, with progress), then `POST expenses/` naming it. */
export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, receipt, stored, onUploaded, onProgress }: NewExpense) => {
      let file = stored;
      if (!file) {
        try {
          file = await uploadFile(receipt, onProgress);
        } catch (err) {
          throw new ReceiptUploadError(err);
        }
        onUploaded(file);
      }
      return apiCall(expensesApi.create, { body: { ...body, receipt_file_id: file.id } });
    },
    meta: { inlineError: true },
    onSuccess: (expense) => queryClient.setQueryData(detailsKey(expense.id), expense),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

/** A decision made elsewhere first (409): the details and the lists are read again to show it. */
function refreshAfterConflict(queryClient: QueryClient, err: unknown) {
  if ((err as { status?: number }).status === 409) void queryClient.invalidateQueries({ queryKey: expensesKey });
}

/** `POST expenses/:id/approve`: final; the screen says what went wrong. */
export function useApproveExpense(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(expensesApi.approve, { params: { id } }),
    meta: { inlineError: true },
    onSuccess: (expense) => putExpense(queryClient, expense),
    onError: (err) => refreshAfterConflict(queryClient, err),
  });
}

/** `POST expenses/:id/reject` with the reason the rep reads. */
export function useRejectExpense(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => apiCall(expensesApi.reject, { params: { id }, body: { reason } }),
    meta: { inlineError: true },
    onSuccess: (expense) => putExpense(queryClient, expense),
    onError: (err) => refreshAfterConflict(queryClient, err),
  });
}
