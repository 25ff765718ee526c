import { useEffect, useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportExport } from '@contract/reports';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
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

/** The export under way: a progress bar, then its download, or why it failed. */
export function ExportProgress({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const { t } = useTranslation('reports');
  const f = useFormatters();
  const status = useExportStatus(id);
  const [downloading, setDownloading] = useState(false);
  const e: ReportExport | undefined = status.data;
  // A remembered export that is gone (kept a week) is simply forgotten.
  const gone = isApiError(status.error) && status.error.status === 404;
  useEffect(() => {
    if (gone) onDismiss();
  }, [gone, onDismiss]);
  const format = e ? t(`export.formats.${e.format}`) : '';

  if (status.error || e?.status === 'failed') {
    return (
      <Alert color="red" data-testid="report-export-status" withCloseButton onClose={onDismiss} closeButtonLabel={t('export.dismiss')}>
        {status.error ? errorMessage(status.error) : t('export.failedGeneric')}
      </Alert>
    );
  }
  if (e?.status === 'done') {
    const download = async () => {
      setDownloading(true);
      try {
        await downloadReportExport(e);
      } catch (err) {
        notifyError(err);
      } finally {
        setDownloading(false);
      }
    };
    return (
      <Alert color="teal" data-testid="report-export-status" withCloseButton onClose={onDismiss} closeButtonLabel={t('export.dismiss')}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('export.ready', { format, rows: t('rows', { count: e.rows_done, n: f.number(e.rows_done) }) })}</Text>
          <Button
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
            data-testid="report-export-download"
          >
            {t('export.download')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const done = e?.rows_done ?? 0;
  const total = Math.max(e?.rows_total ?? 0, 1);
  return (
    <Stack gap={6} data-testid="report-export-status" aria-live="polite">
      <Text size="sm" c="dimmed">
        {!e || e.status === 'queued' ? t('export.queued') : t('export.running', { done: f.number(done), total: f.number(total) })}
      </Text>
      <Progress value={(done / total) * 100} animated aria-label={t('export.progressLabel')} />
    </Stack>
  );
}
