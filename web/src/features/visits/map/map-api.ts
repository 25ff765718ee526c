import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expandVisitMap, visitMapApi, type VisitMapQuery } from '@contract/visit-map';
import { apiCall } from '../../../lib/api-call';
import { visitsKey } from '../api/visits';

// Under ['visits']: any change to a visit (which invalidates that key) redraws the map.
const mapKey = [...visitsKey, 'map'] as const;

/** `GET visits/map`: the period's markers and check-ins (sent as columns, drawn as points). */
export const useVisitMapQuery = (query: Partial<VisitMapQuery>, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...mapKey, query],
    queryFn: ({ signal }) => apiCall(visitMapApi.map, { query }, { signal }),
    select: expandVisitMap,
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });

/** `GET visits/map/coverage` (managers, when the layer is on). */
export const useCoverageQuery = (days: number, enabled: boolean) =>
  useQuery({
    queryKey: [...mapKey, 'coverage', days],
    queryFn: ({ signal }) => apiCall(visitMapApi.coverage, { query: { days } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
