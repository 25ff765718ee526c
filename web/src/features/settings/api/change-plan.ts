import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackageNumber } from '@contract/plans';
import { tenantApi } from '@contract/tenant';
import { apiCall } from '../../../lib/api-call';
import { tenantQueryKey } from '../../../lib/tenant';

/** `POST tenant/plan/ {package}` → the company with its new plan and seats. */
export function useChangePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pkg: PackageNumber) => apiCall(tenantApi.changePlan, { body: { package: pkg } }),
    meta: { inlineError: true },
    onSuccess: (tenant) => queryClient.setQueryData(tenantQueryKey, tenant),
  });
}
