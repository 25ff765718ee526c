import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@contract/pagination';
import { reportsApi, type ReportQuery } from '@contract/reports';
import { apiCall } from '../../../lib/api-call';

export const REPORT_PAGE_SIZE = DEFAULT_PAGE_SIZE * 2;

export type ReportFilters = Omit<ReportQuery, 'page' | 'page_size'>;

/** `GET report`: one page of the chosen report (sales users: their own figures). */
export function useReportQuery(filters: ReportFilters, page: number) {
  return useQuery({
    queryKey: ['reports', filters, page],
    // The reps travel as one comma-separated parameter (the contract accepts both forms).
    queryFn: ({ signal }) =>
      apiCall(
        reportsApi.report,
        {
          query: {
            ...filters,
            user_ids: filters.user_ids?.join(','),
            is_false: filters.is_false === undefined ? undefined : filters.is_false ? 'true' : 'false',
            page,
            page_size: REPORT_PAGE_SIZE,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
}
