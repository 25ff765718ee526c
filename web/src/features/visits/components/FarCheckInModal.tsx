import { Alert, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMapPinExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { reasonSchema } from '@contract/visits';
import { FormActions } from '../../../components/FormActions';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { zodValidate } from '../../../lib/validation';
import { useVisitLabels } from './labels';
import type { FarPosition } from './use-check-in';

interface FarCheckInModalProps {
  far: FarPosition | null;
  busy: boolean;
  onSend: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Before a check-in beyond the company's geofence: how far the rep is, what it means (the visit
 * is flagged for the manager), and why, in the rep's words; the manager reads it beside the flag.
 */
export function FarCheckInModal({ far, busy, onSend, onCancel }: FarCheckInModalProps) {
  const { t } = useTranslation(['visits', 'common']);
  const { distance } = useVisitLabels();
  const form = useForm({ initialValues: { reason: '' }, validate: zodValidate(reasonSchema) });
  const close = () => {
    form.reset();
    onCancel();
  };
  const submit = form.onSubmit(({ reason }) => {
    form.reset();
    onSend(reason.trim());
  }, focusFirstInvalid);
  return (
    <Modal opened={far !== null} onClose={close} title={t('checkIn.farTitle')}>
      {far && (
        <form onSubmit={submit} noValidate data-testid="far-check-in">
          <Stack gap="md">
            <Alert color="orange" icon={<IconMapPinExclamation aria-hidden />} data-testid="far-distance">
              {t('checkIn.farAsk', { distance: distance(Math.round(far.distanceM)), radius: distance(far.radiusM) })}
            </Alert>
            <Textarea
              label={t('checkIn.farReasonLabel')}
              placeholder={t('checkIn.farReasonPlaceholder')}
              required
              autosize
              minRows={3}
              maxRows={6}
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <FormActions onCancel={close} loading={busy} submitLabel={t('checkIn.farSend')} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
