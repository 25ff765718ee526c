import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@contract/endpoint';
import { pathOf } from '@contract/endpoint';
import { DEFAULT_PAGE_SIZE } from '@contract/pagination';
import { multipartCompletions, VISIT_FILE_MAX_BYTES, visitsApi, type VisitDetails, type VisitListQuery } from '@contract/visits';
import { apiCall } from '../../../lib/api-call';
import { buildUrl } from '../../../lib/api-client';
import { samplesKey } from '../../../lib/catalog';
import { downloadFrom, uploadTo } from '../../../lib/upload';

export const VISITS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const visitsKey = ['visits'] as const;
const detailsKey = (id: string) => [...visitsKey, 'details', id] as const;

export type VisitsQuery = Partial<Omit<VisitListQuery, 'page_size'>> & { page: number };

/** `GET visit/list`: a day, week, month or everything, with the page's filters. */
export function useVisitsQuery(query: VisitsQuery) {
  return useQuery({
    queryKey: [...visitsKey, 'list', query],
    queryFn: ({ signal }) => apiCall(visitsApi.list, { query: { ...query, page_size: VISITS_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
}

export const useVisitDetails = (id: string) =>
  useQuery({
    queryKey: detailsKey(id),
    queryFn: ({ signal }) => apiCall(visitsApi.details, { params: { id } }, { signal }),
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
    onSuccess: (visit) => queryClient.setQueryData(detailsKey(visit.id), visit),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: visitsKey });
      void queryClient.invalidateQueries({ queryKey: samplesKey });
    },
  });
}

export const useCreateVisit = () => useVisitMutation((body: BodyIn<typeof visitsApi.create>) => apiCall(visitsApi.create, { body }));
export const useRecordPastVisit = () => useVisitMutation((body: BodyIn<typeof visitsApi.already>) => apiCall(visitsApi.already, { body }));

/** Check in (from Pending, with the position) or approve (from Finished, `{}`). */
export const useAdvanceVisit = (id: string) =>
  useVisitMutation((body: BodyIn<typeof visitsApi.advance>) => apiCall(visitsApi.advance, { params: { id }, body }), false);
export const useRejectVisit = (id: string) =>
  useVisitMutation((reason: string) => apiCall(visitsApi.reject, { params: { id }, body: { reason } }));
export const useMarkFalse = (id: string) =>
  useVisitMutation((reason: string) => apiCall(visitsApi.markFalse, { params: { id }, body: { reason } }));
export const useCompleteNew = () =>
  useVisitMutation((body: BodyIn<typeof visitsApi.completeNew>) => apiCall(visitsApi.completeNew, { body }));
export const useCompleteFollowUp = () =>
  useVisitMutation((body: BodyIn<typeof visitsApi.completeFollowUp>) => apiCall(visitsApi.completeFollowUp, { body }));

export type MultipartKind = keyof typeof multipartCompletions;

/** The multipart completions: the form's fields as text fields, the photo or file as `file`, with progress. */
export const useCompleteWithFile = () =>
  useVisitMutation(
    ({
      kind,
      fields,
      file,
      onProgress,
    }: {
      kind: MultipartKind;
      fields: Record<string, string>;
      file: File | null;
      onProgress: (fraction: number) => void;
    }) => uploadTo(multipartCompletions[kind].endpoint, file, { fields, maxBytes: VISIT_FILE_MAX_BYTES, onProgress }),
  );

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
