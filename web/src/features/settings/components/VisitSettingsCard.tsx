import { Alert, Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GEOFENCE_MAX_M, GEOFENCE_MIN_M, visitSettingsSchema, type Tenant } from '@contract/tenant';
import { visitTypes } from '@contract/visit-forms';
import { TimeField } from '../../../components/date-field';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';
import { ltrInputProps } from '../../../components/ltr';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useFormatters } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useTenantQuery } from '../../../lib/tenant';
import { zodValidate } from '../../../lib/validation';
import { useUpdateVisitSettingsMutation } from '../api/update-visit-settings';
import { ProfileField as Field } from './ProfileField';
import { settingsMessage } from './SettingsMessage';
import { timeZoneGroups, timeZoneLabel, weekdayName, weekdayOptions } from './time-zones';

const MAX_WEEKEND_DAYS = 3;

/** A visit type's name, from the visits catalog (the words the visit pages use). */
function useVisitTypeName() {
  const { t } = useTranslation('visits');
  return (type: number) => t(`types.${type}` as 'types.0');
}

interface Values {
  time_zone: string;
  week_start: number;
  weekend_days: number[];
  /** '' while the field is empty. */
  geofence_radius_m: number | string;
  geofence_visit_types: number[];
  /** `HH:MM` (the app's time field). */
  work_day_start: string;
  work_day_end: string;
}

const validateSettings = zodValidate(visitSettingsSchema);

function VisitSettingsForm({ tenant, onClose }: { tenant: Tenant; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const fmt = useFormatters();
  const update = useUpdateVisitSettingsMutation();
  const form = useForm<Values>({
    initialValues: {
      time_zone: tenant.time_zone,
      week_start: tenant.week_start,
      weekend_days: tenant.weekend_days,
      geofence_radius_m: tenant.geofence_radius_m,
      geofence_visit_types: tenant.geofence_visit_types,
      work_day_start: tenant.work_day_start,
      work_day_end: tenant.work_day_end,
    },
    validate: (values) => {
      const errors = validateSettings(values);
      // The checkboxes stop at three, so this shows only if a saved value was already wrong.
      const weekend = Object.keys(errors).find((k) => k.startsWith('weekend_days'));
      if (weekend) {
        delete errors[weekend];
        errors.weekend_days = settingsMessage('visits.weekendMax');
      }
      if (errors.work_day_end && values.work_day_end && values.work_day_start) errors.work_day_end = settingsMessage('visits.workDayOrder');
      return errors;
    },
  });
  const zones = useMemo(
    () => timeZoneGroups({ region: t('visits.regionZones'), other: t('visits.otherZones') }, tenant.time_zone),
    [t, tenant.time_zone],
  );
  const days = useMemo(() => weekdayOptions(fmt.locale), [fmt.locale]);
  const typeName = useVisitTypeName();

  const submit = form.onSubmit(
    (values) =>
      update.mutate(visitSettingsSchema.parse(values), {
        onSuccess: () => {
          notifySuccess(t('visits.saved'));
          onClose();
        },
        onError: (err) => form.setErrors(formFieldErrors(err)),
      }),
    focusFirstInvalid,
  );
  const hasFieldErrors = isApiError(update.error) && Object.keys(update.error.fieldErrors).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {update.isError && !hasFieldErrors && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
        <Select
          {...ltrInputProps}
          label={t('visits.timeZone')}
          description={t('visits.timeZoneHint')}
          data={zones}
          searchable
          required
          allowDeselect={false}
          nothingFoundMessage={t('visits.noZone')}
          placeholder={t('company.choose')}
          maxDropdownHeight={280}
          openOnFocus={false}
          data-autofocus
          value={form.values.time_zone || null}
          error={form.errors.time_zone}
          onChange={(v) => form.setFieldValue('time_zone', v ?? '')}
        />
        <Select
          label={t('visits.weekStart')}
          data={days}
          required
          allowDeselect={false}
          value={String(form.values.week_start)}
          error={form.errors.week_start}
          onChange={(v) => form.setFieldValue('week_start', Number(v ?? 0))}
        />
        <Checkbox.Group
          label={t('visits.weekend')}
          description={t('visits.weekendHint')}
          maxSelectedValues={MAX_WEEKEND_DAYS}
          value={form.values.weekend_days.map(String)}
          error={form.errors.weekend_days}
          onChange={(v) => form.setFieldValue('weekend_days', v.map(Number))}
        >
          <Group gap="md" mt="xs" data-testid="weekend-days">
            {days.map((d) => (
              <Checkbox key={d.value} value={d.value} label={d.label} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group grow align="flex-start" gap="sm">
          <TimeField label={t('visits.workDayStart')} required {...form.getInputProps('work_day_start')} />
          <TimeField label={t('visits.workDayEnd')} required {...form.getInputProps('work_day_end')} />
        </Group>
        <Text size="xs" c="dimmed" mt={-8}>
          {t('visits.workDayHint')}
        </Text>
        <NumberInput
          label={t('visits.geofence')}
          description={t('visits.geofenceHint', { min: fmt.number(GEOFENCE_MIN_M), max: fmt.number(GEOFENCE_MAX_M) })}
          min={GEOFENCE_MIN_M}
          max={GEOFENCE_MAX_M}
          step={50}
          allowDecimal={false}
          allowNegative={false}
          // Out of range stays as typed and is refused with a message: clamping on blur turned
          // 50000 into 10000 without a word.
          clampBehavior="none"
          required
          {...form.getInputProps('geofence_radius_m')}
        />
        <Checkbox.Group
          label={t('visits.geofenceTypes')}
          description={t('visits.geofenceTypesHint')}
          value={form.values.geofence_visit_types.map(String)}
          error={form.errors.geofence_visit_types}
          onChange={(v) => form.setFieldValue('geofence_visit_types', v.map(Number))}
        >
          <Group gap="md" mt="xs" data-testid="geofence-types">
            {visitTypes.map((type) => (
              <Checkbox key={type} value={String(type)} label={typeName(type)} />
            ))}
          </Group>
        </Checkbox.Group>
        <FormActions onCancel={onClose} loading={update.isPending} submitLabel={t('common:actions.saveChanges')} />
      </Stack>
    </form>
  );
}

/**
 * What visits follow (`PUT tenant/visit-settings/`): the company's time zone ("today" and the
 * visit filters), its work week (a visit planned on a weekend day asks first) and the geofence
 * radius (a check-in farther away flags the visit false).
 */
export function VisitSettingsCard() {
  const { t } = useTranslation(['settings', 'common']);
  const fmt = useFormatters();
  const tenant = useTenantQuery({ inlineError: true });
  const typeName = useVisitTypeName();
  const [editing, edit] = useDisclosure(false);
  const data = tenant.data;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="visit-settings-title">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={2} maw={640}>
          <Title order={2} size="h3" id="visit-settings-title">
            {t('visits.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('visits.subtitle')}
          </Text>
        </Stack>
        <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={edit.open} disabled={!data}>
          {t('visits.edit')}
        </Button>
      </Group>
      {tenant.isPending && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} role="status" aria-busy="true" aria-label={t('common:loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={40} />
          ))}
        </SimpleGrid>
      )}
      {tenant.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Group justify="space-between">
            <span>{errorMessage(tenant.error)}</span>
            <Button size="xs" variant="light" color="red" onClick={() => void tenant.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {data && (
        <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
          <Field label={t('visits.timeZone')}>
            <span className="ltr-value" data-testid="visit-time-zone">
              {timeZoneLabel(data.time_zone)}
            </span>
          </Field>
          <Field label={t('visits.weekStart')}>
            <span data-testid="visit-week-start">{weekdayName(data.week_start, fmt.locale)}</span>
          </Field>
          <Field label={t('visits.weekend')}>
            <span data-testid="visit-weekend">
              {data.weekend_days.length ? fmt.list(data.weekend_days.map((d) => weekdayName(d, fmt.locale))) : t('visits.noWeekend')}
            </span>
          </Field>
          <Field label={t('visits.workDay')}>
            <span className="ltr-value" data-testid="visit-work-day">
              {data.work_day_start}–{data.work_day_end}
            </span>
          </Field>
          <Field label={t('visits.geofence')}>
            <span data-testid="visit-geofence">{t('visits.metres', { n: fmt.number(data.geofence_radius_m) })}</span>
          </Field>
          <Field label={t('visits.geofenceTypes')}>
            <span data-testid="visit-geofence-types">
              {data.geofence_visit_types.length ? fmt.list(data.geofence_visit_types.map(typeName)) : t('visits.geofenceNone')}
            </span>
          </Field>
        </SimpleGrid>
      )}
      <FormModal opened={editing} onClose={edit.close} title={t('visits.editTitle')}>
        {data && <VisitSettingsForm tenant={data} onClose={edit.close} />}
      </FormModal>
    </Card>
  );
}
