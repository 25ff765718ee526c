import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { tenantApi, type Tenant, type updateTenantSchema } from '@contract/tenant';
import { apiCall } from '../../../lib/api-call';
import { tenantQueryKey } from '../../../lib/tenant';

export type UpdateTenantInput = z.infer<typeof updateTenantSchema>;

/** `PUT tenant/update/` with the company profile → the updated tenant. */
export function updateTenant(input: UpdateTenantInput): Promise<Tenant> {
  return apiCall(tenantApi.update, { body: input });
}

export function useUpdateTenantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenant,
    meta: { inlineError: true },
    onSuccess: (tenant) => queryClient.setQueryData(tenantQueryKey, tenant),
  });
}
