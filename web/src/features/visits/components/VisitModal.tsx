import { useState, type ReactNode } from 'react';
import { Alert, Checkbox, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import type { orderAnswers } from '@contract/visits';
import { alreadyVisitSchema, priorities, visitInputSchema, visitReasons, visitTypes } from '@contract/visits';
import { confirmAction } from '../../../components/confirm';
import { AssigneeSelect } from '../../../components/AssigneeSelect';
import { DateTimeField } from '../../../components/date-field';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';
import { isApiError } from '../../../lib/api-error';
import { useAgenciesQuery } from '../../../lib/catalog';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { vmsg, zodValidate } from '../../../lib/validation';
import { instantToZoned, weekdayOf, zonedToInstant } from '../../../lib/zoned-time';
import { newChangeKey, useOutbox } from '../../../offline/outbox';
import type { ClientChoice } from '../../../components/ClientPicker';
import { useRecordPastVisit } from '../api/visits';
import { ClientPicker } from './ClientPicker';
import { useCompanyClock, useVisitLabels } from './labels';
import { OrderFields } from './OrderFields';
import { SampleLines, type SampleLine } from './SampleLines';

export type VisitModalMode = 'plan' | 'past';

interface Values {
  client_id: string;
  visit_type: string | null;
  priority: string;
  visit_reason: string | null;
  assigned_to: string | null;
  agency_ids: string[];
  samples: SampleLine[];
  notes: string;
  /** `YYYY-MM-DDTHH:mm` on the company's clock. */
  when: string;
  fixed_time: boolean;
  outcome: string;
  order: (typeof orderAnswers)[number];
  order_value: number | string;
}

/** The next whole hour on the company's clock (a plan), or now (a visit that happened). */
function defaultWhen(mode: VisitModalMode, timeZone: string): string {
  const now = new Date();
  if (mode === 'past') return instantToZoned(now, timeZone);
  const next = new Date(Math.ceil((now.getTime() + 60_000) / 3_600_000) * 3_600_000);
  return instantToZoned(next, timeZone);
}

const num = (v: string | null) => (v === null || v === '' ? undefined : Number(v));

function bodyOf(values: Values, mode: VisitModalMode, timeZone: string) {
  const plan = {
    client_id: values.client_id,
    visit_type: num(values.visit_type) as number,
    priority: Number(values.priority),
    visit_reason: num(values.visit_reason) as number,
    assigned_to: values.assigned_to,
    agency_ids: values.agency_ids,
    samples: values.samples,
    notes: values.notes,
    fixed_time: values.fixed_time,
  };
  const instant = zonedToInstant(values.when, timeZone) ?? '';
  if (mode === 'plan') return { ...plan, planned_at: instant };
  return {
    ...plan,
    visited_at: instant,
    outcome: values.outcome,
    order: values.order,
    order_value: values.order === 'Yes' && values.order_value !== '' ? Number(values.order_value) : null,
  };
}

const renamed = { planned_at: 'when', visited_at: 'when' } as const;

function VisitForm({ mode, client, onClose }: { mode: VisitModalMode; client?: ClientChoice; onClose: () => void }) {
  const { t } = useTranslation(['visits', 'common', 'offline']);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const manager = !!user && can(user.role, 'visits.manage');
  const clock = useCompanyClock();
  const { options } = useVisitLabels();
  const agencies = useAgenciesQuery();
  // A plan is kept on the phone and sent once when there is no signal (issue 40); a past visit needs the server.
  const plan = useOutbox('visit_plan');
  const record = useRecordPastVisit();
  const save = mode === 'plan' ? { isPending: plan.busy, isError: plan.isError, error: plan.error } : record;
  const [chosen, setChosen] = useState<ClientChoice | null>(client ?? null);
  const timeZone = clock.timeZone;
  const schema = mode === 'plan' ? visitInputSchema : alreadyVisitSchema;

  const form = useForm<Values>({
    initialValues: {
      client_id: client?.id ?? '',
      visit_type: null,
      priority: '1',
      visit_reason: null,
      assigned_to: null,
      agency_ids: [],
      samples: [],
      notes: '',
      when: defaultWhen(mode, timeZone),
      fixed_time: false,
      outcome: '',
      order: 'No',
      order_value: '',
    },
    validate: (values) => {
      const errors: Record<string, ReactNode> = {};
      for (const [path, message] of Object.entries(zodValidate(schema)(bodyOf(values, mode, timeZone))))
        errors[renamed[path as keyof typeof renamed] ?? path] = message;
      if (mode === 'past' && values.order === 'Yes' && values.order_value === '' && !errors.order_value)
        errors.order_value = vmsg('required');
      return errors;
    },
  });

  const send = (values: Values) => {
    const onError = (err: Error) => form.setErrors(formFieldErrors(err, renamed));
    const onSuccess = (visit: { id: string }) => {
      notifySuccess(t(mode === 'plan' ? 'form.planned' : 'form.recorded'));
      onClose();
      void navigate(`/app/visits/visitdetails/${visit.id}`);
    };
    const body = bodyOf(values, mode, timeZone);
    if (mode === 'plan') {
      const input = visitInputSchema.parse(body);
      const visit = { type: input.visit_type, plannedAt: input.planned_at, latitude: null, longitude: null };
      plan
        .send({ key: newChangeKey(), title: chosen?.company_name ?? '', at: new Date().toISOString(), body: input, visit })
        .then((outcome) => {
          if (outcome.sent) return onSuccess(outcome.reply as { id: string });
          notifySuccess(t('offline:queued'));
          onClose();
        })
        .catch(onError);
    } else record.mutate(alreadyVisitSchema.parse(body), { onSuccess, onError });
  };

  const submit = form.onSubmit((values) => {
    const weekend = clock.tenant?.weekend_days ?? [];
    const day = weekdayOf(values.when.slice(0, 10));
    if (mode === 'plan' && weekend.includes(day)) {
      confirmAction({
        title: t('form.weekendTitle'),
        message: t('form.weekendText', { day: clock.weekday(day), date: clock.day(values.when.slice(0, 10)) }),
        confirmLabel: t('form.weekendConfirm'),
        testId: 'confirm-weekend',
        onConfirm: () => send(values),
      });
      return;
    }
    send(values);
  }, focusFirstInvalid);

  const inline = isApiError(save.error) && Object.keys(save.error.fieldErrors).length > 0;
  const errorAt = (prefix: string) => (path: string) => form.errors[`${prefix}.${path}`];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.isError && !inline && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <ClientPicker
          label={t('form.client')}
          value={form.values.client_id || null}
          onChange={(id, choice) => {
            setChosen(choice);
            form.setFieldValue('client_id', id ?? '');
          }}
          initial={client}
          error={form.errors.client_id}
          required
          testId="visit-client"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('form.type')}
            data={options('types', visitTypes)}
            placeholder={t('form.choose')}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('visit_type')}
          />
          <Select
            label={t('form.reason')}
            data={options('reasons', visitReasons)}
            placeholder={t('form.choose')}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('visit_reason')}
          />
          <DateTimeField
            label={t(mode === 'plan' ? 'form.plannedAt' : 'form.visitedAt')}
            description={t('form.zoneHint', { zone: timeZone })}
            required
            data-testid="visit-when"
            {...form.getInputProps('when')}
          />
          {mode === 'plan' && (
            <Checkbox
              label={t('form.fixedTime')}
              description={t('form.fixedTimeHint')}
              style={{ gridColumn: '1 / -1' }}
              data-testid="visit-fixed-time"
              {...form.getInputProps('fixed_time', { type: 'checkbox' })}
            />
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="visit-priority-label">
              {t('form.priority')}
            </Text>
            <SegmentedControl
              aria-labelledby="visit-priority-label"
              data={options('priorities', priorities)}
              {...form.getInputProps('priority')}
            />
          </Stack>
        </SimpleGrid>
        {manager && (
          <AssigneeSelect
            label={t('form.assignee')}
            placeholder={t('form.assigneeMe')}
            meLabel={(name) => t('form.assigneeIsMe', { name })}
            {...form.getInputProps('assigned_to')}
          />
        )}
        <MultiSelect
          label={t('form.agencies')}
          data={(agencies.data?.results ?? [])
            .filter((a) => a.is_active || form.values.agency_ids.includes(a.id))
            .map((a) => ({ value: a.id, label: clock.locale === 'ar' ? a.name_ar : a.name_en }))}
          searchable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('agency_ids')}
        />
        <SampleLines
          label={t('form.samples')}
          lines={form.values.samples}
          onChange={(lines) => form.setFieldValue('samples', lines)}
          errorOf={errorAt('samples')}
          testId="visit-samples"
        />
        {mode === 'past' && (
          <>
            <Textarea label={t('complete.outcome')} required autosize minRows={2} maxRows={6} {...form.getInputProps('outcome')} />
            <OrderFields
              order={form.values.order}
              onOrder={(o) => form.setFieldValue('order', o)}
              valueProps={form.getInputProps('order_value')}
            />
          </>
        )}
        <Textarea label={t('form.notes')} autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
        <FormActions
          onCancel={onClose}
          loading={save.isPending}
          submitLabel={t(mode === 'plan' ? 'form.planSubmit' : 'form.recordSubmit')}
        />
      </Stack>
    </form>
  );
}

/** The "create visit" modal, and "record a past visit" (finished at once, with its outcome). */
export function VisitModal({
  mode,
  opened,
  onClose,
  client,
}: {
  mode: VisitModalMode;
  opened: boolean;
  onClose: () => void;
  /** The client it is for, chosen already ("Plan visit" from Clients near me). */
  client?: ClientChoice;
}) {
  const { t } = useTranslation('visits');
  return (
    <FormModal opened={opened} onClose={onClose} title={t(mode === 'plan' ? 'form.planTitle' : 'form.recordTitle')} size="lg">
      <VisitForm mode={mode} client={client} onClose={onClose} />
    </FormModal>
  );
}
