import { ActionIcon, Button, Checkbox, Group, NumberInput, SegmentedControl, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { useAssigneeOptions } from '../../../lib/catalog';
import { addDays, isIsoDate } from '../../../lib/zoned-time';
import { useCompanyClock } from '../components/labels';
import { shiftDate } from '../components/use-period';
import { mapLayers, type MapPeriod, type MapView } from './use-map-view';

const periods: MapPeriod[] = [1, 2, 3];
const names = { 1: 'day', 2: 'week', 3: 'month' } as const;

/** Day / week / month around a date (the list's period, without "all"), the previous and next one. */
function PeriodPicker({ view }: { view: MapView }) {
  const { t, i18n } = useTranslation(['visits', 'visitMap']);
  const clock = useCompanyClock();
  const rtl = i18n.dir() === 'rtl';
  const Prev = rtl ? IconChevronRight : IconChevronLeft;
  const Next = rtl ? IconChevronLeft : IconChevronRight;
  const kind = names[view.filterType];
  const shown =
    view.filterType === 1
      ? clock.day(view.date)
      : view.filterType === 2
        ? t('visitMap:period.range', {
            from: clock.day(view.start, { day: 'numeric', month: 'short' }),
            to: clock.day(addDays(view.end, -1), { day: 'numeric', month: 'short', year: 'numeric' }),
          })
        : clock.day(view.start, { month: 'long', year: 'numeric' });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t('visitMap:period.label')}
        data={periods.map((f) => ({ value: String(f), label: t(`period.${names[f]}`) }))}
        value={String(view.filterType)}
        onChange={(v) => view.period.set({ filterType: Number(v) as MapPeriod })}
      />
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t(`period.previous.${kind}`)}
          onClick={() => view.period.set({ date: shiftDate(view.date, view.filterType, -1) })}
        >
          <Prev size={18} aria-hidden />
        </ActionIcon>
        <DateField
          aria-label={t('period.date')}
          value={view.date}
          onChange={(v) => isIsoDate(v) && view.period.set({ date: v === view.today ? null : v })}
          w={170}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t(`period.next.${kind}`)}
          onClick={() => view.period.set({ date: shiftDate(view.date, view.filterType, 1) })}
        >
          <Next size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {view.date !== view.today && (
        <Button variant="subtle" onClick={() => view.period.set({ date: null })}>
          {t('period.today')}
        </Button>
      )}
      <Text fw={600} aria-live="polite" data-testid="map-period-label" style={{ alignSelf: 'center' }}>
        {shown}
      </Text>
    </Group>
  );
}

/** The period, the rep (managers), the layers and the coverage layer's days. */
export function MapToolbar({ view, manager }: { view: MapView; manager: boolean }) {
  const { t } = useTranslation('visitMap');
  const reps = useAssigneeOptions(manager);
  const layers = mapLayers.filter((l) => l !== 'coverage' || manager);
  return (
    <Group gap="md" mb="md" align="flex-end" wrap="wrap" data-testid="map-toolbar">
      <PeriodPicker view={view} />
      {manager && (
        <Select
          label={t('rep')}
          placeholder={t('allReps')}
          data={reps}
          value={view.rep}
          onChange={view.setRep}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
          style={{ flex: '0 1 13rem' }}
          data-testid="map-rep"
        />
      )}
      <div role="group" aria-labelledby="map-layers">
        <Text id="map-layers" size="sm" fw={500}>
          {t('layers.label')}
        </Text>
        <Group gap="md" mt={6}>
          {layers.map((layer) => (
            <Checkbox
              key={layer}
              label={t(`layers.${layer}`)}
              checked={view.layers.has(layer)}
              onChange={(e) => view.toggleLayer(layer, e.currentTarget.checked)}
              data-testid={`layer-${layer}`}
            />
          ))}
        </Group>
      </div>
      {manager && view.layers.has('coverage') && (
        <NumberInput
          label={t('coverageDays')}
          value={view.days}
          min={1}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          onChange={(v) => typeof v === 'number' && v >= 1 && v <= 365 && view.setDays(v)}
          w={170}
          data-testid="coverage-days"
        />
      )}
    </Group>
  );
}
