import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@contract/api-paths';
import { tenantSchema, type Tenant, type updateTenantSchema } from '@contract/tenant';
import { apiRequest } from '../../../lib/api-client';
import { tenantQueryKey } from '../../../lib/tenant';

export type UpdateTenantInput = z.infer<typeof updateTenantSchema>;

/** `PUT tenant/update/` with the company profile → the updated tenant (null if the reply is not one). */
export async function updateTenant(input: UpdateTenantInput): Promise<Tenant | null> {
  const reply = await apiRequest<unknown>(apiPaths.tenantUpdate, { method: 'PUT', body: input });
  return tenantSchema.safeParse(reply).data ?? null;
}

export function useUpdateTenantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenant,
    meta: { inlineError: true },
    onSuccess: (tenant) => {
      if (tenant) queryClient.setQueryData(tenantQueryKey, tenant);
      else void queryClient.invalidateQueries({ queryKey: tenantQueryKey });
    },
  });
}
