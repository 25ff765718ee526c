import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUMMARY_STALE_MS } from '@contract/dashboard';
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

/** `GET kpi/trend`: six months of every metric, for the team (no rep) or one rep. */
/** Six months for one rep (`userId`), the team, or the team with each rep beside it (`'each'`). */
export function useKpiTrend(month: string, userId: string | 'each' | null) {
  const query = userId === 'each' ? { by_rep: 'true' as const } : userId ? { user_id: userId } : {};
  return useQuery({
    queryKey: [...kpiKey, 'trend', month, userId ?? 'team'],
    queryFn: ({ signal }) => apiCall(kpiApi.trend, { query: { month, ...query } }, { signal }),
    meta: { inlineError: true },
  });
}

/** A little past SUMMARY_STALE_MS, so the second ask is surely past the server's window. */
const ASK_AGAIN_MS = SUMMARY_STALE_MS + 150;

function useKpiWrite<I>(write: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: kpiKey });
    void queryClient.invalidateQueries({ queryKey: dashboardKey });
  };
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      // The KPI page and the dashboard are summaries (ADR 0023): for SUMMARY_STALE_MS after a
      // write the server may still answer them with figures read before it. A manager who saves
      // targets within a second of the page's last read (open the page, set a target, save)
      // got the old figures back from this refresh, and nothing asked again, so the row kept
      // the old target until some visit event came (a flaky kpi journey: "130" saved, "120"
      // shown). Asked now (fresh when the page was read longer ago) and once more past the window.
      refresh();
      setTimeout(refresh, ASK_AGAIN_MS);
    },
  });
}

export const useSetTargets = () => useKpiWrite((body: KpiTargetInput) => apiCall(kpiApi.setTargets, { body }));
export const useRate = () => useKpiWrite((body: KpiRateInput) => apiCall(kpiApi.rate, { body }));
