import { useTranslation } from 'react-i18next';
import type { SheetFormat } from '@contract/client-transfer';
import type { ClientKind } from '@contract/clients';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { useClientExportId } from '../../../lib/list-exports';
import { useStartClientExport, type ExportFilters } from '../api/transfer';

/**
 * The list's export: started from the Export menu, written in the background, its id kept for
 * the tab's session (leaving the page, or reloading it, mid-export still ends in its download).
 * Clients and leads each keep their own.
 */
export function useClientExport(kind: ClientKind, filters: ExportFilters) {
  const { t, i18n } = useTranslation('clients');
  const f = useFormatters();
  const start = useStartClientExport();
  const [id, setId] = useClientExportId(kind);

  const exportAs = (format: SheetFormat) => {
    setId(null);
    start.mutate(
      { kind, filters, format, lang: i18n.resolvedLanguage === 'ar' ? 'ar' : 'en' },
      { onSuccess: (started) => setId(started.id) },
    );
  };

  /** Why the export was refused, in the page's language (the server names the reason). */
  const refusal = (err: unknown): string => {
    if (!isApiError(err)) return errorMessage(err);
    if ((err.details as { reason?: string } | undefined)?.reason === 'too_many_rows')
      return t('transfer.tooMany', { max: f.number(err.detailNumber('max') ?? 0) });
    if (err.code === 'rate_limited') return t('transfer.busy');
    return errorMessage(err);
  };

  return {
    exportAs,
    starting: start.isPending,
    refused: start.error ? refusal(start.error) : null,
    clearRefusal: start.reset,
    id,
    dismiss: () => setId(null),
  };
}
