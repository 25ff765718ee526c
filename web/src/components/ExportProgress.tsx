import { useEffect, useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { isApiError } from '../lib/api-error';
import { errorMessage } from '../lib/errors';
import { notifyError } from '../lib/notify';

/** A background export as the server reports it (a report's or a list's). */
export interface ExportJob {
  status: 'queued' | 'running' | 'done' | 'failed';
  rows_done: number;
  rows_total: number;
}

/** The words of one page's export, in its own catalog (reports, clients). */
export interface ExportTexts {
  queued: string;
  running: (done: number, total: number) => string;
  ready: (job: ExportJob) => string;
  failed: string;
  download: string;
  dismiss: string;
  progressLabel: string;
}

interface Props {
  /** The export's last known state (undefined until the first answer). */
  job: ExportJob | undefined;
  /** Why its state could not be read, if it could not. */
  error: unknown;
  texts: ExportTexts;
  onDownload: () => Promise<void>;
  onDismiss: () => void;
  /** `<testId>-status` on the panel, `<testId>-download` on its button. */
  testId: string;
}

/**
 * An export under way, shown beside the page (which stays usable): a progress bar, then its
 * download, or why it failed. Announced politely to screen readers as it moves.
 */
export function ExportProgress({ job, error, texts, onDownload, onDismiss, testId }: Props) {
  const [downloading, setDownloading] = useState(false);
  // A remembered export that is gone (kept a week) is simply forgotten.
  const gone = isApiError(error) && error.status === 404;
  useEffect(() => {
    if (gone) onDismiss();
  }, [gone, onDismiss]);

  if (error || job?.status === 'failed') {
    return (
      <Alert color="red" data-testid={`${testId}-status`} withCloseButton onClose={onDismiss} closeButtonLabel={texts.dismiss}>
        {error ? errorMessage(error) : texts.failed}
      </Alert>
    );
  }
  if (job?.status === 'done') {
    const download = async () => {
      setDownloading(true);
      try {
        await onDownload();
      } catch (err) {
        notifyError(err);
      } finally {
        setDownloading(false);
      }
    };
    return (
      <Alert color="teal" data-testid={`${testId}-status`} withCloseButton onClose={onDismiss} closeButtonLabel={texts.dismiss}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{texts.ready(job)}</Text>
          <Button
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
            data-testid={`${testId}-download`}
          >
            {texts.download}
          </Button>
        </Group>
      </Alert>
    );
  }
  const done = job?.rows_done ?? 0;
  const total = Math.max(job?.rows_total ?? 0, done, 1);
  return (
    <Stack gap={6} data-testid={`${testId}-status`} aria-live="polite">
      <Text size="sm" c="dimmed">
        {!job || job.status === 'queued' ? texts.queued : texts.running(done, total)}
      </Text>
      <Progress value={(done / total) * 100} animated aria-label={texts.progressLabel} />
    </Stack>
  );
}
