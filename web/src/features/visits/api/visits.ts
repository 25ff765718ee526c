import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarFeedApi } from '@contract/calendar-feed';
import type { BodyIn } from '@contract/endpoint';
import { pathOf } from '@contract/endpoint';
import { DEFAULT_PAGE_SIZE } from '@contract/pagination';
import { visitsApi, type multipartCompletions, type VisitDetails, type VisitListQuery } from '@contract/visits';
import { apiCall } from '../../../lib/api-call';
import { buildUrl } from '../../../lib/api-client';
import { samplesKey } from '../../../lib/catalog';
import { downloadFrom } from '../../../lib/upload';

export const VISITS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const visitsKey = ['visits'] as const;
export const visitDetailsKey = (id: string) => [...visitsKey, 'details', id] as const;

export type VisitsQuery = Partial<Omit<VisitListQuery, 'page_size'>> & { page: number };

/** `GET visit/list`: a day, week, month or everything, with the page's filters (also what the phone keeps offline). */
export const visitListOptions = (query: VisitsQuery) =>
  queryOptions({
    queryKey: [...visitsKey, 'list', query],
    queryFn: ({ signal }) => apiCall(visitsApi.list, { query: { ...query, page_size: VISITS_PAGE_SIZE } }, { signal }),
  });

export const useVisitsQuery = (query: VisitsQuery) =>
  useQuery({ ...visitListOptions(query), placeholderData: keepPreviousData, meta: { inlineError: true } });

export const visitDetailsOptions = (id: string) =>
  queryOptions({ queryKey: visitDetailsKey(id), queryFn: ({ signal }) => apiCall(visitsApi.details, { params: { id } }, { signal }) });

export const useVisitDetails = (id: string) =>
  useQuery({
    ...visitDetailsOptions(id),
    meta: { inlineError: true },
    retry: (count, err) => count < 2 && !(err as { status?: number }).status?.toString().startsWith('4'),
  });

/**
 * Every change to a visit refreshes the visit lists and its details at once (the reply is the
 * new details), and samples (handing them out changes their stock).
 */
function useVisitMutation<I>(fn: (input: I) => Promise<VisitDetails>, inlineError = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineError },
    onSuccess: (visit) => queryClient.setQueryData(visitDetailsKey(visit.id), visit),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: visitsKey });
      void queryClient.invalidateQueries({ queryKey: samplesKey });
    },
  });
}

export const useRecordPastVisit = () => useVisitMutation((body: BodyIn<typeof visitsApi.already>) => apiCall(visitsApi.already, { body }));

/** Check in (from Pending, with the position) or approve (from Finished, `{}`). */
export const useAdvanceVisit = (id: string) =>
  useVisitMutation((body: BodyIn<typeof visitsApi.advance>) => apiCall(visitsApi.advance, { params: { id }, body }), false);
export const useRejectVisit = (id: string) =>
  useVisitMutation((reason: string) => apiCall(visitsApi.reject, { params: { id }, body: { reason } }));
export const useMarkFalse = (id: string) =>
  useVisitMutation((reason: string) => apiCall(visitsApi.markFalse, { params: { id }, body: { reason } }));
/** Which multipart completion a form sends (its endpoint in the contract's `multipartCompletions`). */
export type MultipartKind = keyof typeof multipartCompletions;

export function useDeleteVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(visitsApi.delete, { body: { visit_id: id } }),
    meta: { inlineError: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...visitsKey, 'list'] }),
  });
}

/** `GET visit/receipt/{id}`: the collection's receipt, a PDF. */
export const downloadReceipt = (id: string, receiptNumber?: number) =>
  downloadFrom(buildUrl(pathOf(visitsApi.receipt, { id })), `receipt-${receiptNumber ?? id.slice(0, 8)}.pdf`);

/** `GET calendar/visit/{id}`: "Add to calendar", the visit as `visit.ics`. */
export const downloadVisitIcs = (id: string) => downloadFrom(buildUrl(pathOf(calendarFeedApi.visit, { id })), 'visit.ics');
