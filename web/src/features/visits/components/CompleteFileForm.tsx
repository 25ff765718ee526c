import { useState, type ReactNode } from 'react';
import { Alert, FileInput, NumberInput, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from '@mantine/hooks';
import { IconAlertCircle, IconCamera, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { allowedFileTypes } from '@contract/files';
import { multipartCompletions, payments, VISIT_FILE_MAX_BYTES, VISIT_PHOTO_TYPES, type VisitDetails } from '@contract/visits';
import { UploadProgress } from '../../../components/UploadProgress';
import { FormActions } from '../../../components/FormActions';
import { ltrInputProps } from '../../../components/ltr';
import { isApiError } from '../../../lib/api-error';
import { formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { vmsg, zodValidate } from '../../../lib/validation';
import { newChangeKey, useOutbox } from '../../../offline/outbox';
import { progressOf, visitChangeOf } from '../../../offline/outbox-kinds';
import type { MultipartKind } from '../api/visits';
import { completionError } from './complete-errors';
import { useCompanyClock, useVisitLabels } from './labels';

interface Values {
  amount: number | string;
  payment: string;
  notes: string;
  receiver_name: string;
  summary: string;
  duration_minutes: number | string;
  file: File | null;
}

/** The form's values as the multipart text fields the endpoint reads (named as the contract's schema). */
function fieldsOf(kind: MultipartKind, visitId: string, v: Values): Record<string, string> {
  if (kind === 'collection') return { visit_id: visitId, amount: String(v.amount), payment: v.payment, notes: v.notes };
  if (kind === 'delivery') return { visit_id: visitId, receiver_name: v.receiver_name, notes: v.notes };
  return { visit_id: visitId, summary: v.summary, duration_minutes: String(v.duration_minutes) };
}

/**
 * Collection (amount, cash or credit, the signed receipt's photo), Delivery (the receiver, the
 * proof-of-delivery photo) and Call (summary, minutes, an optional file): multipart, uploaded
 * with progress. The fields are checked here with the schema the server uses.
 */
export function CompleteFileForm({
  visit,
  kind,
  onClose,
  onDone,
  onQueued,
}: {
  visit: VisitDetails;
  kind: MultipartKind;
  onClose: () => void;
  onDone: (visit: VisitDetails) => void;
  /** No signal: the completion waits in the phone's outbox (issue 14). */
  onQueued: () => void;
}) {
  const { t } = useTranslation(['visits', 'common']);
  const clock = useCompanyClock();
  const { options } = useVisitLabels();
  const complete = useOutbox('complete_file');
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const paymentLabel = useId();
  const rule = multipartCompletions[kind];
  const photo = rule.file === 'required';
  const accepted: readonly string[] = photo ? VISIT_PHOTO_TYPES : allowedFileTypes;

  const form = useForm<Values>({
    initialValues: { amount: '', payment: '0', notes: '', receiver_name: '', summary: '', duration_minutes: '', file: null },
    validate: (v) => {
      const errors: Record<string, ReactNode> = zodValidate(rule.fields)(fieldsOf(kind, visit.id, v));
      if (kind === 'collection' && !errors.amount && Number(v.amount) <= 0) errors.amount = vmsg('required');
      if (!v.file && photo) errors.file = t('complete.photoRequired');
      else if (v.file && v.file.size > VISIT_FILE_MAX_BYTES) errors.file = t('complete.tooLarge');
      else if (v.file && v.file.type && !accepted.includes(v.file.type))
        errors.file = t(photo ? 'complete.photoType' : 'complete.wrongType');
      return errors;
    },
  });

  const submit = form.onSubmit((v) => {
    setSent(true);
    setProgress(0);
    const key = newChangeKey();
    progressOf.set(key, setProgress);
    const change = { ...visitChangeOf(visit, key), form: kind };
    complete
      .send({ ...change, fields: fieldsOf(kind, visit.id, v), file: v.file })
      .then((outcome) => (outcome.sent ? onDone(outcome.reply as VisitDetails) : onQueued()))
      .catch((err: unknown) => form.setErrors(formFieldErrors(err)))
      .finally(() => setProgress(null));
  }, focusFirstInvalid);

  const inline = isApiError(complete.error) && Object.keys(complete.error.fieldErrors).length > 0;
  const fileLabel =
    kind === 'collection' ? t('complete.receiptPhoto') : kind === 'delivery' ? t('complete.deliveryPhoto') : t('complete.callFile');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {sent && complete.isError && !inline && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="complete-error">
            {completionError(complete.error, t, [], clock.number)}
          </Alert>
        )}
        {kind === 'collection' && (
          <>
            <NumberInput
              label={t('complete.amount')}
              required
              min={0}
              decimalScale={2}
              thousandSeparator=","
              allowNegative={false}
              data-autofocus
              {...ltrInputProps}
              {...form.getInputProps('amount')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id={paymentLabel}>
                {t('complete.payment')}
              </Text>
              <SegmentedControl aria-labelledby={paymentLabel} data={options('payments', payments)} {...form.getInputProps('payment')} />
            </Stack>
          </>
        )}
        {kind === 'delivery' && (
          <TextInput label={t('complete.receiver')} required data-autofocus {...form.getInputProps('receiver_name')} />
        )}
        {kind === 'call' && (
          <>
            <Textarea
              label={t('complete.summary')}
              required
              autosize
              minRows={3}
              maxRows={8}
              data-autofocus
              {...form.getInputProps('summary')}
            />
            <NumberInput
              label={t('complete.duration')}
              required
              min={1}
              max={600}
              allowDecimal={false}
              allowNegative={false}
              suffix={t('complete.minutesSuffix')}
              {...form.getInputProps('duration_minutes')}
            />
          </>
        )}
        {kind !== 'call' && <Textarea label={t('form.notes')} autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />}
        <FileInput
          label={fileLabel}
          description={t(photo ? 'complete.photoHint' : 'complete.fileHint')}
          accept={accepted.join(',')}
          required={photo}
          clearable
          leftSection={photo ? <IconCamera size={16} aria-hidden /> : <IconPaperclip size={16} aria-hidden />}
          data-testid="complete-file"
          {...form.getInputProps('file')}
        />
        {progress !== null && <UploadProgress fraction={progress} label={t('complete.uploading')} formatNumber={(n) => clock.number(n)} />}
        <FormActions onCancel={onClose} loading={complete.busy} submitLabel={t('complete.submit')} />
      </Stack>
    </form>
  );
}
