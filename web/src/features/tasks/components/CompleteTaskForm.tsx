import { useState, type ReactNode } from 'react';
import { Alert, Button, FileInput, Group, NumberInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { allowedFileTypes, FILE_MAX_BYTES } from '@contract/files';
import { taskCompletions, type Task } from '@contract/tasks';
import { DateField } from '../../../components/date-field';
import { UploadProgress } from '../../../components/UploadProgress';
import { ltrInputProps } from '../../../components/ltr';
import { isApiError } from '../../../lib/api-error';
import { formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { vmsg, zodValidate } from '../../../lib/validation';
import type { CompletionKind } from '../api/tasks';
import { newChangeKey, useOutbox } from '../../../offline/outbox';
import { progressOf } from '../../../offline/outbox-kinds';
import { completionError } from './complete-errors';
import { useTaskFormat } from './labels';

interface Values {
  invoice_number: string;
  amount: number | string;
  invoice_date: string;
  period_from: string;
  period_to: string;
  balance: number | string;
  file: File | null;
}

/** The form's values as the multipart text fields the endpoint reads (named as the contract's schema). */
function fieldsOf(kind: CompletionKind, task: string, v: Values): Record<string, string> {
  if (kind === 'invoice') return { task, invoice_number: v.invoice_number, amount: String(v.amount), invoice_date: v.invoice_date };
  if (kind === 'statement') return { task, period_from: v.period_from, period_to: v.period_to, balance: String(v.balance) };
  return { task };
}

/**
 * Completes a document task: the missing paper, the invoice (number, amount, date) or the
 * statement (period, balance), each with its file, uploaded with progress. The fields are
 * checked here with the schema the server uses; the button stays disabled while sending.
 */
export function CompleteTaskForm({ task, kind }: { task: Task; kind: CompletionKind }) {
  const { t } = useTranslation(['tasks', 'common', 'offline']);
  const fmt = useTaskFormat();
  const complete = useOutbox('task_complete');
  const [progress, setProgress] = useState<number | null>(null);

  const form = useForm<Values>({
    initialValues: { invoice_number: '', amount: '', invoice_date: fmt.today(), period_from: '', period_to: '', balance: '', file: null },
    validate: (v) => {
      const errors: Record<string, ReactNode> = zodValidate(taskCompletions[kind])(fieldsOf(kind, task.id, v));
      delete errors.task;
      // An empty number field reads as 0 to the schema: it is missing, not zero.
      if (kind === 'statement' && v.balance === '') errors.balance = vmsg('required');
      if (kind === 'invoice' && v.amount !== '' && Number(v.amount) <= 0) errors.amount = t('complete.amountPositive');
      if (kind === 'statement' && v.period_from && v.period_to && v.period_to < v.period_from) errors.period_to = t('complete.periodOrder');
      if (!v.file) errors.file = t('complete.fileRequired');
      else if (v.file.size > FILE_MAX_BYTES) errors.file = t('complete.tooLarge');
      else if (v.file.type && !(allowedFileTypes as readonly string[]).includes(v.file.type)) errors.file = t('complete.wrongType');
      return errors;
    },
  });

  // With no signal it is kept on the phone, document and all, and sent once (issue 40).
  const submit = form.onSubmit((v) => {
    if (complete.busy || !v.file) return;
    setProgress(0);
    const key = newChangeKey();
    progressOf.set(key, setProgress);
    complete
      .send({
        key,
        title: task.title,
        at: new Date().toISOString(),
        taskId: task.id,
        form: kind,
        fields: fieldsOf(kind, task.id, v),
        file: v.file,
      })
      .then((outcome) => notifySuccess(t(outcome.sent ? 'complete.done' : 'offline:queued')))
      .catch((err: unknown) => form.setErrors(formFieldErrors(err)))
      .finally(() => setProgress(null));
  }, focusFirstInvalid);

  const inline = isApiError(complete.error) && Object.keys(complete.error.fieldErrors).length > 0;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="task-complete-title" data-testid="task-complete">
      <Stack gap="sm">
        <Title order={3} size="h5" id="task-complete-title">
          {t(`complete.title.${kind}`)}
        </Title>
        {complete.isError && !inline && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="complete-error">
            {completionError(complete.error, t)}
          </Alert>
        )}
        {kind === 'invoice' && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('complete.invoiceNumber')}
              required
              maxLength={60}
              {...ltrInputProps}
              {...form.getInputProps('invoice_number')}
            />
            <NumberInput
              label={t('complete.amount')}
              required
              min={0}
              decimalScale={2}
              thousandSeparator=","
              allowNegative={false}
              {...ltrInputProps}
              {...form.getInputProps('amount')}
            />
            <DateField label={t('complete.invoiceDate')} required {...form.getInputProps('invoice_date')} />
          </SimpleGrid>
        )}
        {kind === 'statement' && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <DateField label={t('complete.periodFrom')} required {...form.getInputProps('period_from')} />
            <DateField label={t('complete.periodTo')} required {...form.getInputProps('period_to')} />
            <NumberInput
              label={t('complete.balance')}
              required
              decimalScale={2}
              thousandSeparator=","
              {...ltrInputProps}
              {...form.getInputProps('balance')}
            />
          </SimpleGrid>
        )}
        <FileInput
          label={t(`complete.file.${kind}`)}
          description={t('complete.fileHint')}
          accept={allowedFileTypes.join(',')}
          required
          clearable
          leftSection={<IconPaperclip size={16} aria-hidden />}
          data-testid="complete-file"
          {...form.getInputProps('file')}
        />
        {progress !== null && <UploadProgress fraction={progress} label={t('complete.uploading')} formatNumber={(n) => fmt.number(n)} />}
        <Group justify="flex-end">
          {/* Disabled while sending: one click records the completion once. */}
          <Button type="submit" loading={complete.busy} disabled={complete.busy} data-testid="complete-submit">
            {t('complete.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
