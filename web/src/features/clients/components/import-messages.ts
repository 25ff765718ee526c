import { useTranslation } from 'react-i18next';
import { clientColumns, columnChoices, type ClientColumn, type ImportProblem } from '@contract/client-transfer';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
const invalidKeys: Record<string, string> = { phone: 'phone', email: 'email', latitude: 'degrees', longitude: 'degrees' };

/** Column headers, problems and whole-file errors of an import, in the reader's language. */
export function useImportMessages() {
  const { t } = useTranslation('clients');
  const fmt = useFormatters();
  const lang = fmt.locale;
  const columnLabel = (field: string) => clientColumns.find((c) => c.field === field)?.[lang] ?? field;

  const problemText = (p: ImportProblem): string => {
    switch (p.reason) {
      case 'choice':
        return p.column === 'country'
          ? t('import.problem.country')
          : t('import.problem.choice', { values: fmt.list([...(columnChoices[p.column as ClientColumn] ?? [])]) });
      case 'invalid':
        return t(`import.problem.invalid_${invalidKeys[p.column] ?? 'other'}` as 'import.problem.invalid_other');
      case 'unknown_city':
        return t('import.problem.unknown_city', { value: p.value ?? '' });
      case 'too_short':
      case 'too_long':
        return t(`import.problem.${p.reason}`, { limit: p.limit ?? 0 });
      default:
        return t(`import.problem.${p.reason}`);
    }
  };

  /** A file the server refused as a whole (no columns, too many rows, not a spreadsheet). */
  const fileErrorText = (err: unknown): string => {
    if (!isApiError(err)) return errorMessage(err);
    const details = (err.details ?? {}) as { reason?: string; columns?: string[]; max?: number };
    if (details.reason === 'missing_columns')
      return t('import.fileError.missing_columns', { columns: fmt.list((details.columns ?? []).map(columnLabel)) });
    if (details.reason === 'too_many_rows') return t('import.fileError.too_many_rows', { n: fmt.number(details.max ?? 0) });
    if (details.reason === 'empty' || details.reason === 'unreadable' || details.reason === 'too_complex')
      return t(`import.fileError.${details.reason}`);
    if (err.code === 'unsupported_media_type') return t('import.fileError.not_a_sheet');
    if (err.code === 'payload_too_large') return t('import.fileError.too_large');
    return errorMessage(err);
  };

  return { columnLabel, problemText, fileErrorText, lang };
}
