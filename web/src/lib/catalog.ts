import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogApi } from '@contract/agencies';
import { clientsApi } from '@contract/clients';
import { usersApi, type UserChoice } from '@contract/users';
import { apiCall } from './api-call';
import { fieldClientsOptions, searchFieldClients } from './field-clients';
import { useOnline } from './reachability';

/**
 * Lists that several features read (settings edits them; clients, visits and tasks pick from them):
 * they live in lib, with one query key each, because features never import each other.
 */
export const agenciesKey = ['agencies'] as const;
export const samplesKey = ['samples'] as const;
export const userChoicesKey = ['user-choices'] as const;

export const useAgenciesQuery = () =>
  useQuery({ queryKey: agenciesKey, queryFn: ({ signal }) => apiCall(catalogApi.agencies, {}, { signal }), meta: { inlineError: true } });

export const useSamplesQuery = () =>
  useQuery({ queryKey: samplesKey, queryFn: ({ signal }) => apiCall(catalogApi.samples, {}, { signal }), meta: { inlineError: true } });

/** The company's active users; only managers and admins may ask (`enabled`). */
export const useUserChoicesQuery = (enabled: boolean) =>
  useQuery({
    queryKey: userChoicesKey,
    queryFn: ({ signal }) => apiCall(usersApi.choices, {}, { signal }),
    enabled,
    staleTime: 60_000,
  });

/**
 * The people clients, visits and tasks can be given to (the assignee pickers and the rep
 * filters), as options: the server says who (`assignable`), the web does not repeat its rule.
 */
export function useAssigneeOptions(enabled: boolean, labelOf: (person: UserChoice) => string = (p) => p.full_name) {
  const people = useUserChoicesQuery(enabled);
  return (people.data ?? []).filter((p) => p.assignable).map((p) => ({ value: p.id, label: labelOf(p) }));
}

/**
 * Clients and leads matching what is typed (the pickers): ten of each, the server searches.
 * With no connection the phone's copy is searched instead (issue 40: planning a visit offline).
 */
export function useClientChoices(search: string, enabled = true) {
  const online = useOnline();
  const query = { page: 1, page_size: 10, ...(search.trim() && { search: search.trim() }) };
  const server = useQuery({
    queryKey: ['clients', 'choices', search.trim()],
    queryFn: async ({ signal }) => {
      const [clients, leads] = await Promise.all([
        apiCall(clientsApi.list, { query }, { signal }),
        apiCall(clientsApi.leads, { query }, { signal }),
      ]);
      return [...clients.results, ...leads.results.filter((l) => l.lead_status !== 'archived')];
    },
    enabled: enabled && online,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const copy = useQuery({ ...fieldClientsOptions(), enabled: enabled && !online });
  if (online) return { data: server.data, isFetching: server.isFetching };
  return { data: copy.data && searchFieldClients(copy.data.results, search, 20), isFetching: false };
}
