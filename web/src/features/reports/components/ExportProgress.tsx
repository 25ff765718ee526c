import { useTranslation } from 'react-i18next';
import { ExportProgress as ExportProgressView } from '../../../components/ExportProgress';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { downloadReportExport, useExportStatus } from '../api/reports';

/** Why an export was refused, in the page's language (the server names the reason). */
export function useExportRefusal() {
  const { t } = useTranslation('reports');
  const f = useFormatters();
  return (err: unknown): string => {
    if (!isApiError(err)) return errorMessage(err);
    const reason = (err.details as { reason?: string } | undefined)?.reason;
    const max = f.number(err.detailNumber('max') ?? 0);
    if (reason === 'empty') return t('export.nothing');
    if (reason === 'too_many_rows_pdf') return t('export.tooManyPdf', { max });
    if (reason === 'too_many_rows') return t('export.tooMany', { max });
    if (err.code === 'rate_limited') return t('export.busy');
    return errorMessage(err);
  };
}

/** The report export under way: a progress bar, then its download, or why it failed. */
export function ExportProgress({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const { t } = useTranslation('reports');
  const f = useFormatters();
  const status = useExportStatus(id);
  const e = status.data;
  const format = e ? t(`export.formats.${e.format}`) : '';
  return (
    <ExportProgressView
      job={e}
      error={status.error}
      testId="report-export"
      onDismiss={onDismiss}
      onDownload={() => (e ? downloadReportExport(e) : Promise.resolve())}
      texts={{
        queued: t('export.queued'),
        running: (done, total) => t('export.running', { done: f.number(done), total: f.number(total) }),
        // Named by its report: several exports can be on the page, and the filters may have moved on.
        ready: (job) =>
          t('export.ready', {
            report: e ? t(`types.${e.report_type}` as 'types.1') : '',
            format,
            rows: t('rows', { count: job.rows_done, n: f.number(job.rows_done) }),
          }),
        failed: t('export.failedGeneric'),
        download: t('export.download'),
        dismiss: t('export.dismiss'),
        progressLabel: t('export.progressLabel'),
      }}
    />
  );
}
