import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clientKinds, type ClientKind } from '@contract/clients';
import { useFormatters } from '../lib/format';
import { downloadClientExport, useClientExportId, useClientExportStatus } from '../lib/list-exports';
import { ExportProgress } from './ExportProgress';

/** One clients or leads export: its progress, then its download (the list page's, and the reports page's list). */
export function ClientExportProgress({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const { t } = useTranslation('clients');
  const f = useFormatters();
  const status = useClientExportStatus(id);
  const job = status.data;
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

/**
 * The tab's clients and leads exports, for the reports page's list beside its own exports: one
 * list of what is being written and what is ready to download, whichever page started it.
 */
export function ListExports() {
  return (
    <>
      {clientKinds.map((kind) => (
        <ListExport key={kind} kind={kind} />
      ))}
    </>
  );
}

function ListExport({ kind }: { kind: ClientKind }) {
  const [id, setId] = useClientExportId(kind);
  return id ? <ClientExportProgress key={id} id={id} onDismiss={() => setId(null)} /> : null;
}
