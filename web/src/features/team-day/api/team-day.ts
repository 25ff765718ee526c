import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expandTeamDay, teamDayApi } from '@contract/team-day';
import { apiCall } from '../../../lib/api-call';

/**
 * Under ['visits']: the live stream invalidates that key on every visit event (a check-in, a
 * finished visit, a visit planned for today, lib/live-events.ts), so the team's day is fetched
 * again when anything of it changes, without polling.
 */
export const teamDayKey = (date: string | null) => ['visits', 'team-day', date ?? 'today'] as const;

/** `GET team/day`: the whole team's day in one call (columns, expanded per rep). */
export const useTeamDayQuery = (date: string | null) =>
  useQuery({
    queryKey: teamDayKey(date),
    queryFn: ({ signal }) => apiCall(teamDayApi.day, { query: date ? { date } : {} }, { signal }),
    select: expandTeamDay,
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
