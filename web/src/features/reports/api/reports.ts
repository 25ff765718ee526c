import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { pathOf, type BodyIn } from '@contract/endpoint';
import { DEFAULT_PAGE_SIZE } from '@contract/pagination';
import { reportsApi, type ReportExport, type ReportQuery } from '@contract/reports';
import { apiCall } from '../../../lib/api-call';
import { buildUrl } from '../../../lib/api-client';
import { downloadFrom } from '../../../lib/upload';

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

/** `POST report/export`: the report as filtered now, in a format, in the page's language. */
export function useStartExport() {
  return useMutation({
    mutationFn: (body: BodyIn<typeof reportsApi.exportStart>) => apiCall(reportsApi.exportStart, { body }),
    meta: { inlineError: true },
  });
}

const finished = (e: ReportExport | undefined) => e?.status === 'done' || e?.status === 'failed';

/** `GET report/export/:id`, asked again every second until the export is done or has failed. */
export function useExportStatus(id: string | null) {
  return useQuery({
    queryKey: ['report-export', id],
    queryFn: ({ signal }) => apiCall(reportsApi.exportStatus, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== null,
    // Not after an error either (a 404 once the export was swept): the error stays on screen.
    refetchInterval: (query) => (query.state.status === 'error' || finished(query.state.data) ? false : 1_000),
    meta: { inlineError: true },
  });
}

/** `GET report/export/:id/file`: the finished file, saved under its own name. */
export const downloadReportExport = (e: ReportExport) =>
  downloadFrom(buildUrl(pathOf(reportsApi.exportFile, { id: e.id })), e.file_name ?? `report.${e.format}`);
