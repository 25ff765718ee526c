import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@contract/endpoint';
import { clientsApi, type ClientKind, type ClientListQuery, type DuplicateQuery } from '@contract/clients';
import { DEFAULT_PAGE_SIZE } from '@contract/pagination';
import type { StoredFile } from '@contract/files';
import { apiCall } from '../../../lib/api-call';

export const CLIENTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const clientsKey = ['clients'] as const;
const listKey = (kind: ClientKind, query: object) => [...clientsKey, kind, query] as const;
export const detailsKey = (id: string) => [...clientsKey, 'details', id] as const;
export const filesKey = (id: string) => [...clientsKey, 'files', id] as const;

export type ClientsQuery = Partial<Omit<ClientListQuery, 'page_size'>> & { page: number };

/** `GET client/list` or `GET lead/list` with the page's search, filters and ordering. */
export function useClientsQuery(kind: ClientKind, query: ClientsQuery) {
  const ep = kind === 'lead' ? clientsApi.leads : clientsApi.list;
  return useQuery({
    queryKey: listKey(kind, query),
    queryFn: ({ signal }) => apiCall(ep, { query: { ...query, page_size: CLIENTS_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
}

export const useClientFiles = (id: string) =>
  useQuery({ queryKey: filesKey(id), queryFn: ({ signal }) => apiCall(clientsApi.attachments, { params: { id } }, { signal }) });

/** Likely duplicates for what is typed so far (asked before saving). */
export function useDuplicates(probe: DuplicateQuery) {
  const { phone = '', email = '', cr_number = '', contact_name = '', company_name = '' } = probe;
  const named = contact_name.length >= 2 && company_name.length >= 2;
  const enabled = phone.replace(/\D/g, '').length >= 7 || email.includes('@') || cr_number.length >= 4 || named;
  return useQuery({
    queryKey: [...clientsKey, 'duplicates', probe],
    queryFn: ({ signal }) => apiCall(clientsApi.duplicates, { query: probe }, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

/** Every change to a client refreshes its lists, details and files. */
function useClientMutation<I, R>(fn: (input: I) => Promise<R>, inlineError = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineError },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}

export const useCreateClient = () =>
  useClientMutation((body: BodyIn<typeof clientsApi.create>) => apiCall(clientsApi.create, { body }), true);
export const useEditClient = (kind: ClientKind) =>
  useClientMutation(
    (body: BodyIn<typeof clientsApi.editClient>) => apiCall(kind === 'lead' ? clientsApi.editLead : clientsApi.editClient, { body }),
    true,
  );
export const useConvertLead = () =>
  useClientMutation((body: BodyIn<typeof clientsApi.convert>) => apiCall(clientsApi.convert, { body }), true);
export const useApproveLead = () => useClientMutation((id: string) => apiCall(clientsApi.approve, { body: { id } }));
export const useDeleteClient = () => useClientMutation((id: string) => apiCall(clientsApi.delete, { body: { clientID: id } }));
export const useArchiveLeads = () => useClientMutation((ids: string[]) => apiCall(clientsApi.archiveLeads, { body: { ids } }));
export const useRestoreLeads = () => useClientMutation((ids: string[]) => apiCall(clientsApi.restoreLeads, { body: { ids } }));
export const useDeleteLeads = () => useClientMutation((ids: string[]) => apiCall(clientsApi.deleteLeads, { body: { ids } }));
export const useAttachFile = (id: string) =>
  useClientMutation((file: StoredFile) => apiCall(clientsApi.attach, { params: { id }, body: { file_id: file.id } }));
