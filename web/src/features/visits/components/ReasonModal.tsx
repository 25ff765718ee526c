import { useState } from 'react';
import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reasonSchema, type VisitDetails } from '@contract/visits';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { zodValidate } from '../../../lib/validation';

interface ReasonModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  submitLabel: string;
  done: string;
  mutation: UseMutationResult<VisitDetails, Error, string>;
}

function ReasonForm({ onClose, text, submitLabel, done, mutation }: Omit<ReasonModalProps, 'opened' | 'title'>) {
  const { t } = useTranslation('visits');
  const form = useForm({ initialValues: { reason: '' }, validate: zodValidate(reasonSchema) });
  // An error of an earlier opening is not this one's.
  const [sent, setSent] = useState(false);
  const submit = form.onSubmit(
    ({ reason }) => (
      setSent(true),
      mutation.mutate(reason.trim(), {
        onSuccess: () => {
          notifySuccess(done);
          onClose();
        },
        onError: (err) => form.setErrors(formFieldErrors(err)),
      })
    ),
    focusFirstInvalid,
  );
  const inline = isApiError(mutation.error) && Object.keys(mutation.error.fieldErrors).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {sent && mutation.isError && !inline && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(mutation.error)}
          </Alert>
        )}
        <Textarea label={t('review.reason')} required autosize minRows={3} maxRows={8} data-autofocus {...form.getInputProps('reason')} />
        <FormActions onCancel={onClose} loading={mutation.isPending} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}

/** Reject a finished visit, or flag a visit false: both need the manager's reason. */
export function ReasonModal({ opened, title, ...rest }: ReasonModalProps) {
  return (
    <FormModal opened={opened} onClose={rest.onClose} title={title}>
      <ReasonForm {...rest} />
    </FormModal>
  );
}
