import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@contract/endpoint';
import { reportSchedulesApi } from '@contract/report-schedules';
import { apiCall } from '../../../lib/api-call';

const schedulesKey = ['report-schedules'] as const;

/** `GET report/schedules`: the caller's scheduled reports. */
export function useSchedules(enabled: boolean) {
  return useQuery({
    queryKey: schedulesKey,
    queryFn: ({ signal }) => apiCall(reportSchedulesApi.list, {}, { signal }),
    enabled,
    meta: { inlineError: true },
  });
}

/** `GET report/schedule-recipients`: who may receive one (the company's active people). */
export function useScheduleRecipients(enabled: boolean) {
  return useQuery({
    queryKey: ['report-schedule-recipients'],
    queryFn: ({ signal }) => apiCall(reportSchedulesApi.recipients, {}, { signal }),
    enabled,
    staleTime: 60_000,
    meta: { inlineError: true },
  });
}

export type ScheduleBody = BodyIn<typeof reportSchedulesApi.create>;

/** Creating (no id) or changing a schedule; the list is read again after. */
export function useSaveSchedule(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleBody) =>
      id ? apiCall(reportSchedulesApi.update, { params: { id }, body }) : apiCall(reportSchedulesApi.create, { body }),
    meta: { inlineError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulesKey }),
  });
}

export type ScheduleAction = 'pause' | 'resume' | 'sendNow' | 'remove';

/** Pause, resume, "send now" or delete one schedule. */
export function useScheduleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ScheduleAction }) =>
      apiCall(reportSchedulesApi[action], { params: { id } }) as Promise<unknown>,
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulesKey }),
  });
}
