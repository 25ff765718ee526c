import { useState } from 'react';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { completionOf, type VisitDetails, type VisitType } from '@contract/visits';
import { FormModal } from '../../../components/FormModal';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadReceipt } from '../api/visits';
import { CompleteFileForm } from './CompleteFileForm';
import { CompleteOrderForm } from './CompleteOrderForm';
import { useCompanyClock, useVisitLabels } from './labels';

/** After a collection: the receipt is numbered, and can be downloaded at once for the client. */
function CollectionDone({ visit, onClose }: { visit: VisitDetails; onClose: () => void }) {
  const { t } = useTranslation(['visits', 'common']);
  const clock = useCompanyClock();
  const [downloading, setDownloading] = useState(false);
  const number = visit.outcome?.kind === 'collection' ? visit.outcome.receipt_number : undefined;
  return (
    <Stack gap="md" align="center" ta="center" py="sm" data-testid="collection-done">
      <ThemeIcon size={48} radius="xl" variant="light" color="teal">
        <IconCircleCheck size={28} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{t('complete.collectionDone')}</Text>
      {number !== undefined && <Text size="sm">{t('complete.receiptNumber', { n: clock.number(number) })}</Text>}
      <Group justify="center">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
        <Button
          leftSection={<IconReceipt size={16} aria-hidden />}
          loading={downloading}
          data-autofocus
          onClick={() => {
            setDownloading(true);
            downloadReceipt(visit.id, number)
              .catch((err) => notifyError(err))
              .finally(() => setDownloading(false));
          }}
        >
          {t('actions.receipt')}
        </Button>
      </Group>
    </Stack>
  );
}

function CompleteBody({ visit, onClose }: { visit: VisitDetails; onClose: () => void }) {
  const { t } = useTranslation(['visits', 'offline']);
  const [done, setDone] = useState<VisitDetails | null>(null);
  const kind = completionOf[visit.visit_type as VisitType] ?? 'new';
  if (done) return <CollectionDone visit={done} onClose={onClose} />;
  if (kind === 'new' || kind === 'followup') return <CompleteOrderForm visit={visit} kind={kind} onClose={onClose} />;
  return (
    <CompleteFileForm
      visit={visit}
      kind={kind}
      onClose={onClose}
      onDone={(finished) => {
        notifySuccess(t('complete.done'));
        if (kind === 'collection') setDone(finished);
        else onClose();
      }}
      onQueued={() => {
        notifySuccess(t('offline:queued'));
        onClose();
      }}
    />
  );
}

/** "Complete visit": the form of the visit's type (contract `completionOf`). */
export function CompleteModal({ visit, opened, onClose }: { visit: VisitDetails; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('visits');
  const { label } = useVisitLabels();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('complete.title', { type: label('types', visit.visit_type) })} size="lg">
      <CompleteBody visit={visit} onClose={onClose} />
    </FormModal>
  );
}
