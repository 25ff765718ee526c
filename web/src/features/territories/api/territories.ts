import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@contract/endpoint';
import { territoriesApi } from '@contract/territories';
import { apiCall } from '../../../lib/api-call';

export const territoriesKey = ['territories'] as const;

/** `GET territories/`: all of the company's (at most 200), by name. */
export const useTerritories = () =>
  useQuery({
    queryKey: [...territoriesKey, 'list'],
    queryFn: ({ signal }) => apiCall(territoriesApi.list, {}, { signal }),
    meta: { inlineError: true },
  });

/** `GET territories/coverage?days=`: clients, visited and share per territory. */
export const useCoverage = (days: number) =>
  useQuery({
    queryKey: [...territoriesKey, 'coverage', days],
    queryFn: ({ signal }) => apiCall(territoriesApi.coverage, { query: { days } }, { signal }),
    meta: { inlineError: true },
  });

type Body = BodyIn<typeof territoriesApi.create>;

/** Creates (no id) or replaces a territory; the list and coverage are read again. */
export function useSaveTerritory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: Body }) =>
      id ? apiCall(territoriesApi.update, { params: { id }, body }) : apiCall(territoriesApi.create, { body }),
    meta: { inlineError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: territoriesKey }),
  });
}

export function useDeleteTerritory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(territoriesApi.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: territoriesKey }),
  });
}
