import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clientTransferApi,
  IMPORT_MAX_BYTES,
  type DuplicateMode,
  type ImportPreview,
  type ImportResult,
  type SheetFormat,
} from '@contract/client-transfer';
import type { ClientKind, ClientListQuery } from '@contract/clients';
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

/** `GET client/export`: the list as shown (search, filters, order), downloaded as a file. */
export function downloadExport(kind: ClientKind, filters: ExportFilters, format: SheetFormat, lang: 'en' | 'ar') {
  const { page: _page, ...query } = filters;
  const url = buildUrl(clientTransferApi.export.path, { ...query, kind, format, lang });
  return downloadFrom(url, `${kind === 'lead' ? 'leads' : 'clients'}.${format}`);
}
