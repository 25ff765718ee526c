import { useSessionStorage } from '@mantine/hooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientTransferApi, type ClientExport } from '@contract/client-transfer';
import type { ClientKind } from '@contract/clients';
import { pathOf } from '@contract/endpoint';
import { apiCall } from './api-call';
import { buildUrl } from './api-client';
import { useCurrentUser } from './session';
import { downloadFrom } from './upload';

/*
 * A clients or leads list's export after it started: its progress and its file. The list page
 * shows the tab's latest of each kind, and the reports page lists them with its own exports.
 */

/**
 * The id of the tab's latest clients or leads export, kept for the tab's session (leaving the
 * page, or reloading it, mid-export still ends in its download).
 */
export function useClientExportId(kind: ClientKind) {
  const user = useCurrentUser();
  return useSessionStorage<string | null>({ key: `ziyara.client-export.${kind}.${user?.id ?? ''}`, defaultValue: null });
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
