import { useState, type ReactNode } from 'react';
import { Alert, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { orderAnswers } from '@contract/visits';
import { completeFollowUpSchema, completeNewSchema, type VisitDetails } from '@contract/visits';
import { DateTimeField } from '../../../components/date-field';
import { FormActions } from '../../../components/FormActions';
import { isApiError } from '../../../lib/api-error';
import { useSamplesQuery } from '../../../lib/catalog';
import { formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { vmsg, zodValidate } from '../../../lib/validation';
import { zonedToInstant } from '../../../lib/zoned-time';
import { newChangeKey, useOutbox } from '../../../offline/outbox';
import { visitChangeOf } from '../../../offline/outbox-kinds';
import { completionError } from './complete-errors';
import { useCompanyClock } from './labels';
import { OrderFields } from './OrderFields';
import { SampleLines, type SampleLine } from './SampleLines';

interface Values {
  outcome: string;
  order: (typeof orderAnswers)[number];
  order_value: number | string;
  next_step: string;
  samples_given: SampleLine[];
  /** Follow Up: the next visit, `YYYY-MM-DDTHH:mm` on the company's clock, or ''. */
  next_follow_up: string;
}

/**
 * New and Expanding (outcome, order, next step, samples handed out, off stock) and Follow Up
 * (outcome, order, and a next follow-up that plans the next visit): JSON completions.
 */
export function CompleteOrderForm({ visit, kind, onClose }: { visit: VisitDetails; kind: 'new' | 'followup'; onClose: () => void }) {
  const { t } = useTranslation(['visits', 'common', 'offline']);
  const clock = useCompanyClock();
  const samples = useSamplesQuery();
  const mutation = useOutbox('complete');
  const [sent, setSent] = useState(false);
  const all = samples.data?.results ?? [];

  const orderValue = (v: Values) => (v.order === 'Yes' && v.order_value !== '' ? Number(v.order_value) : null);
  const newBody = (v: Values) => ({
    visit_id: visit.id,
    outcome: v.outcome,
    order: v.order,
    order_value: orderValue(v),
    next_step: v.next_step,
    samples_given: v.samples_given,
  });
  const followUpBody = (v: Values) => ({
    visit_id: visit.id,
    outcome: v.outcome,
    order: v.order,
    order_value: orderValue(v),
    next_follow_up: v.next_follow_up ? (zonedToInstant(v.next_follow_up, clock.timeZone) ?? 'invalid') : null,
  });

  const form = useForm<Values>({
    initialValues: { outcome: '', order: 'No', order_value: '', next_step: '', samples_given: [], next_follow_up: '' },
    validate: (v) => {
      const errors: Record<string, ReactNode> =
        kind === 'new' ? zodValidate(completeNewSchema)(newBody(v)) : zodValidate(completeFollowUpSchema)(followUpBody(v));
      if (v.order === 'Yes' && v.order_value === '' && !errors.order_value) errors.order_value = vmsg('required');
      if (kind === 'new') {
        v.samples_given.forEach((line, i) => {
          const sample = all.find((s) => s.id === line.sample_id);
          const path = `samples_given.${i}.quantity`;
          if (sample && line.quantity > sample.stock && !errors[path])
            errors[path] = t('complete.onlyLeft', { stock: clock.number(sample.stock), unit: sample.unit });
        });
      }
      if (kind === 'followup' && v.next_follow_up && !errors.next_follow_up) {
        const next = zonedToInstant(v.next_follow_up, clock.timeZone);
        if (next && new Date(next).getTime() <= Date.now()) errors.next_follow_up = t('complete.futureOnly');
      }
      return errors;
    },
  });

  const submit = form.onSubmit((v) => {
    setSent(true);
    const body = kind === 'new' ? completeNewSchema.parse(newBody(v)) : completeFollowUpSchema.parse(followUpBody(v));
    const change = visitChangeOf(visit, newChangeKey());
    mutation
      .send({ ...change, form: kind, body })
      .then((outcome) => {
        notifySuccess(t(outcome.sent ? 'complete.done' : 'offline:queued'));
        onClose();
      })
      .catch((err: unknown) => form.setErrors(formFieldErrors(err)));
  }, focusFirstInvalid);

  const inline = isApiError(mutation.error) && Object.keys(mutation.error.fieldErrors).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {sent && mutation.isError && !inline && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="complete-error">
            {completionError(mutation.error, t, all, clock.number)}
          </Alert>
        )}
        <Textarea
          label={t('complete.outcome')}
          required
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('outcome')}
        />
        <OrderFields
          order={form.values.order}
          onOrder={(o) => form.setFieldValue('order', o)}
          valueProps={form.getInputProps('order_value')}
        />
        {kind === 'new' ? (
          <>
            <Textarea label={t('complete.nextStep')} autosize minRows={1} maxRows={4} {...form.getInputProps('next_step')} />
            <SampleLines
              label={t('complete.samplesGiven')}
              lines={form.values.samples_given}
              onChange={(lines) => form.setFieldValue('samples_given', lines)}
              errorOf={(path) => form.errors[`samples_given.${path}`]}
              showStock
              testId="samples-given"
            />
          </>
        ) : (
          <DateTimeField
            label={t('complete.nextFollowUp')}
            description={t('complete.nextFollowUpHint', { zone: clock.timeZone })}
            clearable
            {...form.getInputProps('next_follow_up')}
          />
        )}
        <FormActions onCancel={onClose} loading={mutation.busy} submitLabel={t('complete.submit')} />
      </Stack>
    </form>
  );
}
