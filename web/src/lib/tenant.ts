import { useQuery } from '@tanstack/react-query';
import { tenantApi, type Tenant } from '@contract/tenant';
import { apiCall } from './api-call';

/**
 * `GET tenant/show/` lives in lib because two features read it (the dashboard and the
 * admin's settings) and features never import each other; one key keeps one cache entry.
 */
export const tenantQueryKey = ['tenant'] as const;

export function fetchTenant(signal?: AbortSignal): Promise<Tenant> {
  return apiCall(tenantApi.show, {}, { signal });
}

export function useTenantQuery(options: { inlineError?: boolean } = {}) {
  return useQuery({
    queryKey: tenantQueryKey,
    queryFn: ({ signal }) => fetchTenant(signal),
    meta: { inlineError: options.inlineError },
  });
}
