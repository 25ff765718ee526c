import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tenantApi, type Tenant, type VisitSettingsInput } from '@contract/tenant';
import { apiCall } from '../../../lib/api-call';
import { tenantQueryKey } from '../../../lib/tenant';

/** `PUT tenant/visit-settings/` with the time zone, work week and geofence → the updated tenant. */
export function updateVisitSettings(input: VisitSettingsInput): Promise<Tenant> {
  return apiCall(tenantApi.updateVisitSettings, { body: input });
}

/**
 * The reply is the whole tenant: it replaces the shared tenant entry at once (no flash of the
 * old values), and the entry is then invalidated, so every screen that reads the company's
 * clock (the visits' "today", their day, week and month filters) re-reads it from the server.
 */
export function useUpdateVisitSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVisitSettings,
    meta: { inlineError: true },
    onSuccess: (tenant) => {
      queryClient.setQueryData(tenantQueryKey, tenant);
      void queryClient.invalidateQueries({ queryKey: tenantQueryKey });
    },
  });
}
