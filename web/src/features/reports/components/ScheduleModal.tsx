import { Alert, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  defaultPeriod,
  reportScheduleInputSchema,
  scheduleFrequencies,
  schedulePeriods,
  type ReportSchedule,
  type ScheduleFilters,
  type ScheduleFrequency,
  type SchedulePeriod,
} from '@contract/report-schedules';
import { exportFormats, type ExportFormat } from '@contract/reports';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { zodValidate } from '../../../lib/validation';
import { useSaveSchedule, useScheduleRecipients } from '../api/schedules';
import { useScheduleWords } from './schedule-words';

interface Values {
  name: string;
  frequency: ScheduleFrequency;
  weekday: string;
  month_day: string;
  hour: string;
  period: SchedulePeriod;
  format: ExportFormat;
  language: 'en' | 'ar';
  recipient_ids: string[];
}

/** What the modal schedules: a new schedule of the page's filters, or an existing one to edit. */
export type ScheduleTarget = { filters: ScheduleFilters; schedule?: undefined } | { schedule: ReportSchedule; filters?: undefined };

function bodyOf(v: Values, filters: ScheduleFilters) {
  return {
    name: v.name,
    filters,
    frequency: v.frequency,
    weekday: v.frequency === 'weekly' ? Number(v.weekday) : null,
    month_day: v.frequency === 'monthly' ? Number(v.month_day) : null,
    hour: Number(v.hour),
    period: v.period,
    format: v.format,
    language: v.language,
    recipient_ids: v.recipient_ids,
  };
}

function ScheduleForm({ target, onClose, myId }: { target: ScheduleTarget; onClose: () => void; myId: string }) {
  const { t, i18n } = useTranslation(['schedules', 'reports']);
  const words = useScheduleWords();
  const existing = target.schedule;
  const filters = (existing?.filters ?? target.filters) as ScheduleFilters;
  const save = useSaveSchedule(existing?.id ?? null);
  const people = useScheduleRecipients(true);
  const reportName = t(`reports:types.${filters.report_type}` as 'reports:types.1');
  const form = useForm<Values>({
    initialValues: {
      name: existing?.name ?? reportName,
      frequency: existing?.frequency ?? 'weekly',
      weekday: String(existing?.weekday ?? 0),
      month_day: String(existing?.month_day ?? 1),
      hour: String(existing?.hour ?? 7),
      period: existing?.period ?? 'previous_7_days',
      format: existing?.format ?? 'xlsx',
      language: existing?.language ?? (i18n.resolvedLanguage === 'ar' ? 'ar' : 'en'),
      recipient_ids: existing?.recipients.filter((r) => r.is_active).map((r) => r.id) ?? [myId],
    },
    validate: (values) => zodValidate(reportScheduleInputSchema)(bodyOf(values, filters)),
  });
  const submit = form.onSubmit((values) => {
    save.mutate(reportScheduleInputSchema.parse(bodyOf(values, filters)), {
      onSuccess: () => {
        notifySuccess(t(existing ? 'form.saved' : 'form.created'));
        onClose();
      },
      onError: (err) => form.setErrors(formFieldErrors(err)),
    });
  }, focusFirstInvalid);
  const inline = isApiError(save.error) && Object.keys(save.error.fieldErrors).length > 0;
  const options = <K extends string>(keys: readonly K[], label: (k: K) => string) => keys.map((k) => ({ value: k, label: label(k) }));
  const portal = { withinPortal: true };
  return (
    <form onSubmit={submit} noValidate data-testid="schedule-form">
      <Stack gap="md">
        {save.isError && !inline && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('form.filtersNote', { report: reportName })}
        </Text>
        <TextInput label={t('form.name')} required data-autofocus maxLength={120} {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('form.frequency')}
            data={options(scheduleFrequencies, (k) => t(`frequencies.${k}`))}
            allowDeselect={false}
            comboboxProps={portal}
            data-testid="schedule-frequency"
            {...form.getInputProps('frequency')}
            onChange={(v) => {
              const frequency = (v ?? 'weekly') as ScheduleFrequency;
              form.setFieldValue('frequency', frequency);
              form.setFieldValue('period', defaultPeriod[frequency]);
            }}
          />
          {form.values.frequency === 'weekly' && (
            <Select
              label={t('form.weekday')}
              data={[0, 1, 2, 3, 4, 5, 6].map((d) => ({ value: String(d), label: words.weekday(d) }))}
              allowDeselect={false}
              comboboxProps={portal}
              {...form.getInputProps('weekday')}
            />
          )}
          {form.values.frequency === 'monthly' && (
            <Select
              label={t('form.monthDay')}
              description={t('form.monthDayHint')}
              data={Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: words.number(i + 1) }))}
              allowDeselect={false}
              comboboxProps={portal}
              {...form.getInputProps('month_day')}
            />
          )}
          <Select
            label={t('form.hour')}
            data={Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: words.hour(h) }))}
            allowDeselect={false}
            comboboxProps={portal}
            data-testid="schedule-hour"
            {...form.getInputProps('hour')}
          />
          <Select
            label={t('form.period')}
            data={options(schedulePeriods, (k) => t(`periods.${k}`))}
            allowDeselect={false}
            comboboxProps={portal}
            {...form.getInputProps('period')}
          />
          <Select
            label={t('form.format')}
            data={options(exportFormats, (k) => t(`formats.${k}`))}
            allowDeselect={false}
            comboboxProps={portal}
            data-testid="schedule-format"
            {...form.getInputProps('format')}
          />
          <Select
            label={t('form.language')}
            data={options(['en', 'ar'] as const, (k) => t(`languages.${k}`))}
            allowDeselect={false}
            comboboxProps={portal}
            {...form.getInputProps('language')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('form.recipients')}
          description={t('form.recipientsHint')}
          placeholder={t('form.recipientsPlaceholder')}
          data={(people.data ?? []).map((p) => ({ value: p.id, label: `${p.full_name} (${p.email})` }))}
          searchable
          required
          comboboxProps={portal}
          disabled={people.isPending}
          error={form.errors.recipient_ids ?? (people.error ? errorMessage(people.error) : undefined)}
          data-testid="schedule-recipients"
          value={form.values.recipient_ids}
          onChange={(ids) => form.setFieldValue('recipient_ids', ids)}
        />
        <FormActions onCancel={onClose} submitLabel={t(existing ? 'form.save' : 'form.create')} loading={save.isPending} />
      </Stack>
    </form>
  );
}

/** "Schedule this report" (from the page's filters) and "Edit" of a scheduled report. */
export function ScheduleModal({ target, onClose, myId }: { target: ScheduleTarget | null; onClose: () => void; myId: string }) {
  const { t } = useTranslation('schedules');
  return (
    <FormModal opened={target !== null} onClose={onClose} title={t(target?.schedule ? 'form.editTitle' : 'form.newTitle')} size="lg">
      {target && <ScheduleForm target={target} onClose={onClose} myId={myId} />}
    </FormModal>
  );
}
