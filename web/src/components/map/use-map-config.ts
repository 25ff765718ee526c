import { useQuery } from '@tanstack/react-query';
import { visitMapApi } from '@contract/visit-map';
import { apiCall } from '../../lib/api-call';

/** The server's map settings (the tile server), read once per session: they change only on restart. */
export const useMapConfig = () =>
  useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => apiCall(visitMapApi.config, {}, { signal }),
    staleTime: Infinity,
    retry: 1,
    meta: { inlineError: true },
  });
