import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@contract/dashboard';
import { apiCall } from '../../../lib/api-call';
import { dashboardKey } from '../../../lib/live-events';

/**
 * `GET main/dash/board`. The live stream refetches it when a visit changes (lib/live-events.ts),
 * so a manager's figures move while they look at them, without a reload.
 */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => apiCall(dashboardApi.board, {}, { signal }),
    meta: { inlineError: true },
  });
}
