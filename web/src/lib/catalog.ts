import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogApi } from '@contract/agencies';
import { clientsApi } from '@contract/clients';
import { usersApi } from '@contract/users';
import { apiCall } from './api-call';

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

/** Active users to assign work to; only managers and admins may ask (`enabled`). */
export const useUserChoicesQuery = (enabled: boolean) =>
  useQuery({
    queryKey: userChoicesKey,
    queryFn: ({ signal }) => apiCall(usersApi.choices, {}, { signal }),
    enabled,
    staleTime: 60_000,
  });

/** Clients and leads matching what is typed (the pickers): ten of each, the server searches. */
export function useClientChoices(search: string, enabled = true) {
  const query = { page: 1, page_size: 10, ...(search.trim() && { search: search.trim() }) };
  return useQuery({
    queryKey: ['clients', 'choices', search.trim()],
    queryFn: async ({ signal }) => {
      const [clients, leads] = await Promise.all([
        apiCall(clientsApi.list, { query }, { signal }),
        apiCall(clientsApi.leads, { query }, { signal }),
      ]);
      return [...clients.results, ...leads.results.filter((l) => l.lead_status !== 'archived')];
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
