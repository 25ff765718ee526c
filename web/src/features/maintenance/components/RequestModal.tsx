import { useState, type ReactNode } from 'react';
import { FileInput, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from '@mantine/hooks';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { maintenanceAttachmentTypes, maintenanceInputSchema } from '@contract/maintenance';
import { priorities } from '@contract/visit-forms';
import { ClientPicker } from '../../../components/ClientPicker';
import { DateField } from '../../../components/date-field';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';
import { UploadProgress } from '../../../components/UploadProgress';
import { formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { zodValidate } from '../../../lib/validation';
import { useCreateRequest, useTechnicians } from '../api/maintenance';
import { filesProblem, uploadProblem } from './files-check';
import { useMaintenanceFormat, useMaintenanceLabels } from './labels';

interface Values {
  title: string;
  description: string;
  priority: string;
  assignee: string | null;
  client: string;
  scheduled_date: string;
  files: File[];
}

/** The form's values as the multipart text fields `POST maintenance/list` reads. */
const fieldsOf = (v: Values): Record<string, string> => ({
  title: v.title,
  description: v.description,
  priority: v.priority,
  assignee: v.assignee ?? '',
  client: v.client,
  scheduled_date: v.scheduled_date,
});

function RequestForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['maintenance', 'common']);
  const { options } = useMaintenanceLabels();
  const fmt = useMaintenanceFormat();
  const create = useCreateRequest();
  const technicians = useTechnicians(true);
  const priorityLabel = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const form = useForm<Values>({
    initialValues: { title: '', description: '', priority: '1', assignee: null, client: '', scheduled_date: fmt.today(), files: [] },
    validate: (v) => {
      const errors: Record<string, ReactNode> = zodValidate(maintenanceInputSchema)(fieldsOf(v));
      const problem = filesProblem(v.files, maintenanceAttachmentTypes);
      if (problem) errors.files = t(`form.${problem}`);
      return errors;
    },
  });

  const submit = form.onSubmit((v) => {
    if (create.isPending) return;
    setProgress(0);
    create.mutate(
      { fields: fieldsOf(v), files: v.files, onProgress: setProgress },
      {
        onSuccess: () => {
          notifySuccess(t('form.created'));
          onClose();
        },
        // Field errors go to their fields, a refused file to the files; anything else is a notification.
        onError: (err) => {
          const problem = uploadProblem(err);
          const fields = formFieldErrors(err);
          if (problem && problem !== 'alreadyDone') form.setFieldError('files', t(`form.${problem}`));
          else if (Object.keys(fields).length > 0) form.setErrors(fields);
          else notifyError(err);
        },
        onSettled: () => setProgress(null),
      },
    );
  }, focusFirstInvalid);

  const people = (technicians.data ?? []).map((p) => ({ value: p.id, label: p.full_name }));
  return (
    <form onSubmit={submit} noValidate data-testid="request-form">
      <Stack gap="md">
        <TextInput
          label={t('form.title')}
          placeholder={t('form.titlePlaceholder')}
          required
          data-autofocus
          maxLength={200}
          {...form.getInputProps('title')}
        />
        <ClientPicker
          label={t('form.client')}
          value={form.values.client || null}
          onChange={(id) => form.setFieldValue('client', id ?? '')}
          error={form.errors.client}
          required
          testId="request-client"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('form.assignee')}
            placeholder={t('form.choose')}
            data={people}
            searchable
            required
            nothingFoundMessage={t('form.noTechnicians')}
            comboboxProps={{ withinPortal: true }}
            data-testid="request-assignee"
            {...form.getInputProps('assignee')}
          />
          <DateField label={t('form.scheduledDate')} required data-testid="request-date" {...form.getInputProps('scheduled_date')} />
        </SimpleGrid>
        {technicians.isSuccess && people.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('form.noTechnicians')}
          </Text>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id={priorityLabel}>
            {t('form.priority')}
          </Text>
          <SegmentedControl aria-labelledby={priorityLabel} data={options('priorities', priorities)} {...form.getInputProps('priority')} />
        </Stack>
        <Textarea label={t('form.description')} autosize minRows={2} maxRows={8} maxLength={5000} {...form.getInputProps('description')} />
        <FileInput
          label={t('form.attachments')}
          description={t('form.attachmentsHint')}
          accept={maintenanceAttachmentTypes.join(',')}
          multiple
          clearable
          clearButtonProps={{ 'aria-label': t('form.clearFiles') }}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          data-testid="request-files"
          {...form.getInputProps('files')}
        />
        {progress !== null && <UploadProgress fraction={progress} label={t('form.uploading')} formatNumber={(n) => fmt.number(n)} />}
        <FormActions onCancel={onClose} loading={create.isPending} submitLabel={t('form.submit')} />
      </Stack>
    </form>
  );
}

/** The "new maintenance request" modal. */
export function RequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('maintenance');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('form.newRequest')} size="lg">
      <RequestForm onClose={onClose} />
    </FormModal>
  );
}
