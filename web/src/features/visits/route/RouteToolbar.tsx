import { ActionIcon, Button, Group, Select } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { useAssigneeOptions } from '../../../lib/catalog';
import { addDays, isIsoDate } from '../../../lib/zoned-time';
import type { MapView } from '../map/use-map-view';

/** The route's day (the list's date, kept in the URL) and, for managers, whose route. */
export function RouteToolbar({ view, manager }: { view: MapView; manager: boolean }) {
  const { t, i18n } = useTranslation(['visits', 'visitMap']);
  const reps = useAssigneeOptions(manager);
  const rtl = i18n.dir() === 'rtl';
  const Prev = rtl ? IconChevronRight : IconChevronLeft;
  const Next = rtl ? IconChevronLeft : IconChevronRight;
  const go = (date: string) => view.period.set({ date: date === view.today ? null : date });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="md" data-testid="route-toolbar">
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label={t('period.previous.day')} onClick={() => go(addDays(view.date, -1))}>
          <Prev size={18} aria-hidden />
        </ActionIcon>
        <DateField aria-label={t('period.date')} value={view.date} onChange={(v) => isIsoDate(v) && go(v)} w={170} />
        <ActionIcon variant="default" size="lg" aria-label={t('period.next.day')} onClick={() => go(addDays(view.date, 1))}>
          <Next size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {view.date !== view.today && (
        <Button variant="subtle" onClick={() => go(view.today)}>
          {t('period.today')}
        </Button>
      )}
      {manager && (
        <Select
          label={t('visitMap:rep')}
          placeholder={t('route.chooseRep')}
          data={reps}
          value={view.rep}
          onChange={view.setRep}
          searchable
          comboboxProps={{ withinPortal: true }}
          style={{ flex: '0 1 14rem' }}
          data-testid="route-rep"
        />
      )}
    </Group>
  );
}
