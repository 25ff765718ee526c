import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { tenantSchema } from '@contract/tenant';
import { apiRequest } from '../../../lib/api-client';
import { tenantQueryKey } from '../../../lib/tenant';

/** `POST tenant/plan/ {package}` → the company with its new plan and seats. */
export function useChangePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pkg: number) =>
      tenantSchema.parse(await apiRequest<unknown>(apiPaths.tenantPlan, { method: 'POST', body: { package: pkg } })),
    meta: { inlineError: true },
    onSuccess: (tenant) => queryClient.setQueryData(tenantQueryKey, tenant),
  });
}
