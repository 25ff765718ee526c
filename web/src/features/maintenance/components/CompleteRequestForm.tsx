import { useState, type ReactNode } from 'react';
import { Button, FileInput, Group, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { maintenanceCompleteSchema, maintenancePhotoTypes, type MaintenanceRequest } from '@contract/maintenance';
import { UploadProgress } from '../../../components/UploadProgress';
import { formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify';
import { zodValidate } from '../../../lib/validation';
import { newChangeKey, useOutbox } from '../../../offline/outbox';
import { progressOf } from '../../../offline/outbox-kinds';
import { filesProblem, uploadProblem } from './files-check';
import { useMaintenanceFormat } from './labels';

interface Values {
  notes: string;
  photos: File[];
}

/**
 * Completes a request: what was done (required) and up to five photos, uploaded with
 * progress. Checked here with the server's schema; the button stays disabled while sending,
 * so one click completes it once (a second completion elsewhere is a 409, said in words).
 */
export function CompleteRequestForm({ request }: { request: MaintenanceRequest }) {
  const { t } = useTranslation(['maintenance', 'common', 'offline']);
  const fmt = useMaintenanceFormat();
  const complete = useOutbox('maintenance_complete');
  const [progress, setProgress] = useState<number | null>(null);

  const form = useForm<Values>({
    initialValues: { notes: '', photos: [] },
    validate: (v) => {
      const errors: Record<string, ReactNode> = zodValidate(maintenanceCompleteSchema)({ notes: v.notes });
      const problem = filesProblem(v.photos, maintenancePhotoTypes);
      if (problem) errors.photos = t(`complete.${problem}`);
      return errors;
    },
  });

  // With no signal it is kept on the phone, photos and all, and sent once (issue 40).
  const submit = form.onSubmit((v) => {
    if (complete.busy) return;
    setProgress(0);
    const key = newChangeKey();
    progressOf.set(key, setProgress);
    const change = { key, title: request.client.company_name, at: new Date().toISOString(), requestId: request.id };
    complete
      .send({ ...change, fields: { notes: v.notes }, files: v.photos })
      .then((outcome) => notifySuccess(t(outcome.sent ? 'complete.done' : 'offline:queued')))
      .catch((err: unknown) => {
        const problem = uploadProblem(err);
        const fields = formFieldErrors(err);
        if (problem === 'alreadyDone') notifyFailure(t('complete.alreadyDone'));
        else if (problem) form.setFieldError('photos', t(`complete.${problem}`));
        else if (Object.keys(fields).length > 0) form.setErrors(fields);
        else notifyError(err);
      })
      .finally(() => setProgress(null));
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="request-complete-title" data-testid="request-complete">
      <Stack gap="sm">
        <Title order={3} size="h5" id="request-complete-title">
          {t('complete.title')}
        </Title>
        <Textarea
          label={t('complete.notes')}
          placeholder={t('complete.notesPlaceholder')}
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={5000}
          data-testid="complete-notes"
          {...form.getInputProps('notes')}
        />
        <FileInput
          label={t('complete.photos')}
          description={t('complete.photosHint')}
          accept={maintenancePhotoTypes.join(',')}
          multiple
          clearable
          clearButtonProps={{ 'aria-label': t('complete.clearPhotos') }}
          leftSection={<IconCamera size={16} aria-hidden />}
          data-testid="complete-photos"
          {...form.getInputProps('photos')}
        />
        {progress !== null && <UploadProgress fraction={progress} label={t('complete.uploading')} formatNumber={(n) => fmt.number(n)} />}
        <Group justify="flex-end">
          <Button type="submit" loading={complete.busy} disabled={complete.busy} data-testid="complete-submit">
            {t('complete.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
