import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clientTransferApi,
  IMPORT_MAX_BYTES,
  type DuplicateMode,
  type ImportPreview,
  type ImportProblemsQuery,
  type ImportResult,
  type SheetFormat,
} from '@contract/client-transfer';
import type { ClientKind, ClientListQuery } from '@contract/clients';
import { apiCall } from '../../../lib/api-call';
import { buildUrl } from '../../../lib/api-client';
import { downloadFromUpload, uploadTo } from '../../../lib/upload';
import { clientsKey } from './clients';

type Progress = (fraction: number) => void;

/** `POST client/import/preview`: the file's rows checked; nothing saved. */
export const previewImport = (file: File, kind: ClientKind, onProgress: Progress, signal?: AbortSignal): Promise<ImportPreview> =>
  uploadTo(clientTransferApi.importPreview, file, { query: { kind }, maxBytes: IMPORT_MAX_BYTES, onProgress, signal });

/** `POST client/import/problems`: the same file sent again, and every row it leaves out saved as a file. */
export const downloadImportProblems = (file: File, query: Required<ImportProblemsQuery>) =>
  downloadFromUpload(
    buildUrl(clientTransferApi.importProblems.path, query),
    file,
    `${file.name.replace(/\.[^.]*$/, '')}-problems.${query.format}`,
  );

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

// The export's progress and file are shared with the reports page's download list.
export { clientExportStatusQuery, downloadClientExport, useClientExportStatus } from '../../../lib/list-exports';
