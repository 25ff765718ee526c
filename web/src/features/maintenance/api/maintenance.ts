import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FILE_MAX_BYTES } from '@contract/files';
import { maintenanceApi, type MaintenanceListQuery, type MaintenanceRequest } from '@contract/maintenance';
import { DEFAULT_PAGE_SIZE } from '@contract/pagination';
import { apiCall } from '../../../lib/api-call';
import { uploadTo } from '../../../lib/upload';

export const MAINTENANCE_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const maintenanceKey = ['maintenance'] as const;
const listsKey = [...maintenanceKey, 'list'] as const;
const detailsKey = (id: string) => [...maintenanceKey, 'details', id] as const;
/** Where a request's details and the lists holding it are kept (the outbox shows queued changes there). */
export const maintenanceKeys = (id: string) => ({ details: detailsKey(id), lists: listsKey });

export type MaintenanceQuery = Partial<Omit<MaintenanceListQuery, 'page_size'>> & { page: number };
type RequestPage = { count: number; results: MaintenanceRequest[] };

/** `GET maintenance/list` with the page's search, filters and ordering (technicians: theirs; also what the phone keeps offline). */
export const maintenanceListOptions = (query: MaintenanceQuery) =>
  queryOptions({
    queryKey: [...listsKey, query],
    queryFn: ({ signal }) => apiCall(maintenanceApi.list, { query: { ...query, page_size: MAINTENANCE_PAGE_SIZE } }, { signal }),
  });

export const useMaintenanceQuery = (query: MaintenanceQuery) =>
  useQuery({ ...maintenanceListOptions(query), placeholderData: keepPreviousData, meta: { inlineError: true } });

/** A request's details, as the modal and the phone's offline copy ask for them. */
export const requestDetailsOptions = (id: string) =>
  queryOptions({ queryKey: detailsKey(id), queryFn: ({ signal }) => apiCall(maintenanceApi.details, { params: { id } }, { signal }) });

/** `GET maintenance/:id`; the list's row stands in while it loads, so the modal opens at once. */
export function useRequestDetails(id: string | null, row?: MaintenanceRequest) {
  return useQuery({
    ...requestDetailsOptions(id ?? ''),
    enabled: !!id,
    placeholderData: row,
    meta: { inlineError: true },
    retry: (count, err) => count < 2 && !(err as { status?: number }).status?.toString().startsWith('4'),
  });
}

/** The technicians a request may go to (for whoever may create requests). */
export function useTechnicians(enabled: boolean) {
  return useQuery({
    queryKey: [...maintenanceKey, 'technicians'],
    queryFn: ({ signal }) => apiCall(maintenanceApi.technicians, {}, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** A changed request replaces its row in every cached page and its details; the lists are then fetched again. */
export function putRequest(queryClient: QueryClient, request: MaintenanceRequest) {
  queryClient.setQueryData(detailsKey(request.id), request);
  queryClient.setQueriesData<RequestPage>(
    { queryKey: listsKey },
    (page) => page && { ...page, results: page.results.map((r) => (r.id === request.id ? request : r)) },
  );
  void queryClient.invalidateQueries({ queryKey: listsKey });
}

interface Upload {
  fields: Record<string, string>;
  files: File[];
  onProgress: (fraction: number) => void;
}

/** A multipart call with text fields and several `file` parts, with upload progress. */
const send = <E extends typeof maintenanceApi.create | typeof maintenanceApi.complete>(ep: E, input: Upload) =>
  uploadTo(ep, input.files[0] ?? null, {
    fields: input.fields,
    moreFiles: input.files.slice(1),
    maxBytes: FILE_MAX_BYTES,
    onProgress: input.onProgress,
  });

/** `POST maintenance/list`: the fields and the attachments in one multipart request. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Upload) => send(maintenanceApi.create, input),
    meta: { inlineError: true },
    onSuccess: (request) => queryClient.setQueryData(detailsKey(request.id), request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
