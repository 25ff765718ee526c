import { Button, Divider, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { kpiTargetValuesSchema, visitTypeMetrics, type KpiTargetValues } from '@contract/kpi';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { zodValidate } from '../../../lib/validation';
import { useSetTargets } from '../api/kpi';
import { monthLabel } from './months';

interface Rep {
  id: string;
  name: string;
}
const empty: KpiTargetValues = { visits: 0, visits_by_type: [0, 0, 0, 0, 0, 0], new_clients: 0, collections: 0, orders: 0, order_value: 0 };

/**
 * The month's targets for one rep, several, or the whole team at once (0 = no target for that
 * metric); or last month's copied, each rep keeping their own.
 */
export function TargetsModal({
  opened,
  onClose,
  month,
  reps,
  locale,
}: {
  opened: boolean;
  onClose: () => void;
  month: string;
  reps: Rep[];
  locale: string;
}) {
  const { t } = useTranslation('kpi');
  const save = useSetTargets();
  const form = useForm<{ user_ids: string[]; targets: KpiTargetValues }>({
    initialValues: { user_ids: [], targets: empty },
    validate: (v) => ({
      ...(v.user_ids.length === 0 ? { user_ids: t('form.chooseReps') } : {}),
      ...Object.fromEntries(Object.entries(zodValidate(kpiTargetValuesSchema)(v.targets)).map(([k, m]) => [`targets.${k}`, m])),
    }),
  });
  const send = async (body: Parameters<typeof save.mutateAsync>[0]) => {
    try {
      await save.mutateAsync(body);
      notifySuccess(t('form.saved'));
      onClose();
    } catch (err) {
      notifyError(err);
    }
  };
  const count = (path: string, label: string) => (
    <NumberInput label={label} min={0} max={100_000} allowDecimal={false} {...form.getInputProps(path)} />
  );
  const money = (path: string, label: string) => (
    <NumberInput label={label} min={0} decimalScale={2} thousandSeparator="," {...form.getInputProps(path)} />
  );
  return (
    <FormModal opened={opened} onClose={onClose} title={t('form.title', { month: monthLabel(month, locale) })} size="lg">
      <form onSubmit={form.onSubmit((v) => send({ month, user_ids: v.user_ids, targets: v.targets }))} noValidate>
        <Stack>
          <MultiSelect
            label={t('form.reps')}
            data={reps.map((r) => ({ value: r.id, label: r.name }))}
            searchable
            required
            {...form.getInputProps('user_ids')}
          />
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              onClick={() =>
                form.setFieldValue(
                  'user_ids',
                  reps.map((r) => r.id),
                )
              }
            >
              {t('form.allReps', { count: reps.length })}
            </Button>
            <Button
              variant="subtle"
              size="xs"
              loading={save.isPending}
              onClick={() =>
                form.values.user_ids.length ? send({ month, user_ids: form.values.user_ids, copy_previous_month: true }) : form.validate()
              }
            >
              {t('form.copyPrevious')}
            </Button>
          </Group>
          <Divider label={t('form.visits')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
            {count('targets.visits', t('metrics.visits'))}
            {visitTypeMetrics.map((metric, type) => (
              <div key={metric}>{count(`targets.visits_by_type.${type}`, t(`metrics.${metric}`))}</div>
            ))}
          </SimpleGrid>
          <Divider label={t('form.business')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {count('targets.new_clients', t('metrics.new_clients'))}
            {money('targets.collections', t('metrics.collections'))}
            {count('targets.orders', t('metrics.orders'))}
            {money('targets.order_value', t('metrics.order_value'))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('form.zeroHint')}
          </Text>
          <FormActions onCancel={onClose} submitLabel={t('form.save')} loading={save.isPending} />
        </Stack>
      </form>
    </FormModal>
  );
}
