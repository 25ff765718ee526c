import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  IconCalendarPlus,
  IconCheck,
  IconCircleCheck,
  IconFlag,
  IconMapPin,
  IconMapPinOff,
  IconReceipt,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VISIT_STATUS, type VisitDetails } from '@contract/visits';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadReceipt, downloadVisitIcs, useAdvanceVisit, useDeleteVisit, useMarkFalse, useRejectVisit } from '../api/visits';
import { CompleteModal } from './CompleteModal';
import { FarCheckInModal } from './FarCheckInModal';
import { ReasonModal } from './ReasonModal';
import { useCheckIn } from './use-check-in';

/** When the browser gives no position: why, and the choice to check in without one. */
function NoLocationModal({ checkIn }: { checkIn: ReturnType<typeof useCheckIn> }) {
  const { t } = useTranslation(['visits', 'common']);
  return (
    <Modal opened={checkIn.problem !== null} onClose={checkIn.dismiss} title={t('checkIn.noLocationTitle')}>
      <Stack gap="md">
        <Alert color="yellow" icon={<IconMapPinOff aria-hidden />} data-testid="no-location">
          {checkIn.problem && t(`checkIn.problem.${checkIn.problem}`)}
        </Alert>
        <Text size="sm">{t('checkIn.withoutText')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={checkIn.dismiss}>
            {t('common:actions.cancel')}
          </Button>
          {checkIn.problem !== 'unsupported' && (
            <Button variant="light" onClick={checkIn.start}>
              {t('common:actions.retry')}
            </Button>
          )}
          <Button onClick={checkIn.withoutLocation} loading={checkIn.busy}>
            {t('checkIn.without')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The buttons of what the signed-in user may do with the visit now (the server's `actions`). */
export function VisitActions({ visit }: { visit: VisitDetails }) {
  const { t } = useTranslation('visits');
  const navigate = useNavigate();
  const checkIn = useCheckIn(visit);
  const approve = useAdvanceVisit(visit.id);
  const reject = useRejectVisit(visit.id);
  const markFalse = useMarkFalse(visit.id);
  const remove = useDeleteVisit();
  const [open, setOpen] = useState<'complete' | 'reject' | 'false' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const has = (a: VisitDetails['actions'][number]) => visit.actions.includes(a);
  const receiptNumber = visit.outcome?.kind === 'collection' ? visit.outcome.receipt_number : undefined;

  return (
    <Group gap="xs" data-testid="visit-actions">
      {has('check_in') && (
        <Button leftSection={<IconMapPin size={16} aria-hidden />} onClick={checkIn.start} loading={checkIn.busy}>
          {checkIn.locating ? t('checkIn.locating') : t('actions.checkIn')}
        </Button>
      )}
      {has('complete') && (
        <Button leftSection={<IconCircleCheck size={16} aria-hidden />} onClick={() => setOpen('complete')}>
          {t('actions.complete')}
        </Button>
      )}
      {has('approve') && (
        <Button
          color="teal"
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={approve.isPending}
          onClick={() => approve.mutate({}, { onSuccess: () => notifySuccess(t('review.approved')) })}
        >
          {t('actions.approve')}
        </Button>
      )}
      {has('reject') && (
        <Button variant="light" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => setOpen('reject')}>
          {t('actions.reject')}
        </Button>
      )}
      {has('receipt') && (
        <Button
          variant="default"
          leftSection={<IconReceipt size={16} aria-hidden />}
          loading={downloading}
          onClick={() => {
            setDownloading(true);
            downloadReceipt(visit.id, receiptNumber)
              .catch((err) => notifyError(err))
              .finally(() => setDownloading(false));
          }}
        >
          {t('actions.receipt')}
        </Button>
      )}
      {/* Still to do: worth a place in the rep's own calendar. */}
      {(visit.status === VISIT_STATUS.pending || visit.status === VISIT_STATUS.started) && (
        <Button
          variant="default"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          onClick={() => void downloadVisitIcs(visit.id).catch((err: unknown) => notifyError(err))}
          data-testid="visit-add-to-calendar"
        >
          {t('actions.addToCalendar')}
        </Button>
      )}
      {has('mark_false') && (
        <Button variant="default" color="red" leftSection={<IconFlag size={16} aria-hidden />} onClick={() => setOpen('false')}>
          {t('actions.markFalse')}
        </Button>
      )}
      {has('delete') && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={remove.isPending}
          onClick={() =>
            confirmAction({
              title: t('review.deleteTitle'),
              message: t('review.deleteText', { name: visit.client.company_name }),
              confirmLabel: t('actions.delete'),
              danger: true,
              testId: 'confirm-delete-visit',
              onConfirm: () =>
                remove.mutate(visit.id, {
                  onSuccess: () => {
                    notifySuccess(t('review.deleted'));
                    void navigate('/app/visits');
                  },
                }),
            })
          }
        >
          {t('actions.delete')}
        </Button>
      )}
      <NoLocationModal checkIn={checkIn} />
      <FarCheckInModal far={checkIn.far} busy={checkIn.busy} onSend={checkIn.withReason} onCancel={checkIn.stayHere} />
      <CompleteModal visit={visit} opened={open === 'complete'} onClose={() => setOpen(null)} />
      <ReasonModal
        opened={open === 'reject'}
        onClose={() => setOpen(null)}
        title={t('review.rejectTitle')}
        text={t('review.rejectText')}
        submitLabel={t('actions.reject')}
        done={t('review.rejected')}
        mutation={reject}
      />
      <ReasonModal
        opened={open === 'false'}
        onClose={() => setOpen(null)}
        title={t('review.falseTitle')}
        text={t('review.falseText')}
        submitLabel={t('actions.markFalse')}
        done={t('review.markedFalse')}
        mutation={markFalse}
      />
    </Group>
  );
}
