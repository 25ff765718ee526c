import { useEffect } from 'react';
import { Alert, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExportProgress } from '../../../components/ExportProgress';
import { isApiError } from '../../../lib/api-error';
import { useFormatters } from '../../../lib/format';
import { downloadClientExport, useClientExportStatus } from '../api/transfer';
import type { useClientExport } from './use-client-export';

/** The list export's state under the toolbar: why it was refused, its progress, its download. */
export function ClientExportStatus({ exporting }: { exporting: ReturnType<typeof useClientExport> }) {
  const { t } = useTranslation('clients');
  return (
    <>
      {exporting.refused && (
        <Alert
          color="red"
          mb="sm"
          withCloseButton
          onClose={exporting.clearRefusal}
          closeButtonLabel={t('transfer.dismiss')}
          data-testid="client-export-refused"
        >
          {exporting.refused}
        </Alert>
      )}
      {exporting.id && <Progress key={exporting.id} id={exporting.id} onDismiss={exporting.dismiss} />}
    </>
  );
}

function Progress({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const { t } = useTranslation('clients');
  const f = useFormatters();
  const status = useClientExportStatus(id);
  const job = status.data;
  // A remembered export that is gone (kept a week) is simply forgotten.
  const gone = isApiError(status.error) && status.error.status === 404;
  useEffect(() => {
    if (gone) onDismiss();
  }, [gone, onDismiss]);
  const format = job ? t(job.format === 'xlsx' ? 'transfer.exportXlsx' : 'transfer.exportCsv') : '';
  return (
    <Box mb="sm">
      <ExportProgress
        job={job}
        error={status.error}
        testId="client-export"
        onDismiss={onDismiss}
        onDownload={() => (job ? downloadClientExport(job) : Promise.resolve())}
        texts={{
          queued: t('transfer.queued'),
          running: (done, total) => t('transfer.running', { done: f.number(done), total: f.number(total) }),
          ready: (e) => t('transfer.ready', { format, rows: t('transfer.rows', { count: e.rows_done, n: f.number(e.rows_done) }) }),
          failed: t('transfer.failed'),
          download: t('transfer.download'),
          dismiss: t('transfer.dismiss'),
          progressLabel: t('transfer.progressLabel'),
        }}
      />
    </Box>
  );
}
