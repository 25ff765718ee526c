import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clientTransferApi,
  IMPORT_MAX_BYTES,
  type ClientExport,
  type DuplicateMode,
  type ImportPreview,
  type ImportResult,
  type SheetFormat,
} from '@contract/client-transfer';
import type { ClientKind, ClientListQuery } from '@contract/clients';
import { pathOf } from '@contract/endpoint';
import { apiCall } from '../../../lib/api-call';
import { buildUrl } from '../../../lib/api-client';
import { downloadFrom, uploadTo } from '../../../lib/upload';
import { clientsKey } from './clients';

type Progress = (fraction: number) => void;

/** `POST client/import/preview`: the file's rows checked; nothing saved. */
export const previewImport = (file: File, kind: ClientKind, onProgress: Progress, signal?: AbortSignal): Promise<ImportPreview> =>
  uploadTo(clientTransferApi.importPreview, file, { query: { kind }, maxBytes: IMPORT_MAX_BYTES, onProgress, signal });

/** `POST client/import`, then every clients list refreshes. */
export function useImportClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      kind,
      mode,
      onProgress,
    }: {
      file: File;
      kind: ClientKind;
      mode: DuplicateMode;
      onProgress: Progress;
    }): Promise<ImportResult> =>
      uploadTo(clientTransferApi.import, file, { query: { kind, on_duplicate: mode }, maxBytes: IMPORT_MAX_BYTES, onProgress }),
    meta: { inlineError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}

export type ExportFilters = Partial<Omit<ClientListQuery, 'page' | 'page_size'>> & { page?: number };

/** `POST client/export`: the list as shown now (search, filters, order), in a format and the page's language. */
export function useStartClientExport() {
  return useMutation({
    mutationFn: ({ kind, filters, format, lang }: { kind: ClientKind; filters: ExportFilters; format: SheetFormat; lang: 'en' | 'ar' }) => {
      const { page: _page, ...query } = filters;
      return apiCall(clientTransferApi.exportStart, { body: { ...query, kind, format, lang } });
    },
    meta: { inlineError: true },
  });
}

const finished = (e: ClientExport | undefined) => e?.status === 'done' || e?.status === 'failed';

/**
 * `GET client/export/:id`, asked again every second until the export is done or has failed, or
 * the question itself failed (a 404 once the export was removed after its week, a server
 * error after the query's retries): then it stops, and the error stays on screen instead of
 * being cleared by the next attempt and coming back a second later.
 */
export const clientExportStatusQuery = (id: string) =>
  queryOptions({
    queryKey: ['client-export', id],
    queryFn: ({ signal }) => apiCall(clientTransferApi.exportStatus, { params: { id } }, { signal }),
    refetchInterval: (query) => (query.state.status === 'error' || finished(query.state.data) ? false : 1_000),
    meta: { inlineError: true },
  });

export const useClientExportStatus = (id: string) => useQuery(clientExportStatusQuery(id));

/** `GET client/export/:id/file`: the finished file, saved under its own name. */
export const downloadClientExport = (e: ClientExport) =>
  downloadFrom(
    buildUrl(pathOf(clientTransferApi.exportFile, { id: e.id })),
    e.file_name ?? `${e.kind === 'lead' ? 'leads' : 'clients'}.${e.format}`,
  );
