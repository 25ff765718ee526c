import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { kpiApi, type KpiRateInput, type KpiTargetInput } from '@contract/kpi';
import { apiCall } from '../../../lib/api-call';
import { dashboardKey, kpiKey } from '../../../lib/live-events';

// Every KPI read starts with kpiKey: a target or a rating refreshes them all (and the dashboard),
// and the live stream refreshes them when a visit changes.

/** `GET get/kpi/`: the month's reps, or one rep with the six-month trend. */
export function useKpi(month: string, userId?: string) {
  return useQuery({
    queryKey: [...kpiKey, month, userId ?? 'all'],
    queryFn: ({ signal }) => apiCall(kpiApi.attainment, { query: { month, ...(userId ? { user_id: userId } : {}) } }, { signal }),
    meta: { inlineError: true },
  });
}

function useKpiWrite<I>(write: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: kpiKey });
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
  });
}

export const useSetTargets = () => useKpiWrite((body: KpiTargetInput) => apiCall(kpiApi.setTargets, { body }));
export const useRate = () => useKpiWrite((body: KpiRateInput) => apiCall(kpiApi.rate, { body }));
