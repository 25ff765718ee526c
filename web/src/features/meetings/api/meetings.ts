import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf, type BodyIn } from '@contract/endpoint';
import { meetingsApi, type Meeting, type MeetingWhen } from '@contract/meetings';
import { DEFAULT_PAGE_SIZE } from '@contract/pagination';
import { apiCall } from '../../../lib/api-call';
import { buildUrl } from '../../../lib/api-client';
import { downloadFrom } from '../../../lib/upload';

export const MEETINGS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const meetingsKey = ['meetings'] as const;
const listsKey = [...meetingsKey, 'list'] as const;
const detailsKey = (id: string) => [...meetingsKey, 'details', id] as const;

/** `GET meeting`: upcoming or past, a page at a time. */
export function useMeetingsQuery(when: MeetingWhen, page: number) {
  return useQuery({
    queryKey: [...listsKey, when, page],
    queryFn: ({ signal }) => apiCall(meetingsApi.list, { query: { when, page, page_size: MEETINGS_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
}

/** `GET meeting/:id`; the list's row stands in while it loads, so the modal opens at once. */
export function useMeetingDetails(id: string | null, row?: Meeting) {
  return useQuery({
    queryKey: detailsKey(id ?? ''),
    queryFn: ({ signal }) => apiCall(meetingsApi.details, { params: { id: id! } }, { signal }),
    enabled: !!id,
    placeholderData: row,
    meta: { inlineError: true },
    retry: (count, err) => count < 2 && !(err as { status?: number }).status?.toString().startsWith('4'),
  });
}

/** `GET meeting/people`: who can be invited. */
export function useMeetingPeople(enabled: boolean) {
  return useQuery({
    queryKey: [...meetingsKey, 'people'],
    queryFn: ({ signal }) => apiCall(meetingsApi.people, {}, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<typeof meetingsApi.create>) => apiCall(meetingsApi.create, { body }),
    meta: { inlineError: true },
    onSuccess: (meeting) => queryClient.setQueryData(detailsKey(meeting.id), meeting),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

/** `POST extra/meeting`: the reply replaces the details; both lists change (it moves to Past). */
export function useMarkMeetingDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<typeof meetingsApi.done>) => apiCall(meetingsApi.done, { body }),
    onSuccess: (meeting) => queryClient.setQueryData(detailsKey(meeting.id), meeting),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

/** `PUT meeting/:id`: the reply replaces the details; the lists change too. */
export function useUpdateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyIn<typeof meetingsApi.update> }) =>
      apiCall(meetingsApi.update, { params: { id }, body }),
    meta: { inlineError: true },
    onSuccess: (meeting) => queryClient.setQueryData(detailsKey(meeting.id), meeting),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

/** `POST meeting/:id/cancel`: it stays listed, cancelled. */
export function useCancelMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(meetingsApi.cancel, { params: { id } }),
    onSuccess: (meeting) => queryClient.setQueryData(detailsKey(meeting.id), meeting),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

/** "Add to calendar": `meeting.ics`, saved by the browser for the calendar app to open. */
export const downloadMeetingIcs = (id: string) => downloadFrom(buildUrl(pathOf(meetingsApi.ics, { id })), 'meeting.ics');
