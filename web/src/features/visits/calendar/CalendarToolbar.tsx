import { ActionIcon, Button, Group, SegmentedControl, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CalendarViewName } from './CalendarGrid';

const viewNames: CalendarViewName[] = ['dayGridMonth', 'timeGridWeek', 'timeGridDay'];
const viewKey = { dayGridMonth: 'month', timeGridWeek: 'week', timeGridDay: 'day' } as const;

interface Props {
  title: string;
  hijriTitle: string | null;
  view: CalendarViewName;
  onView: (view: CalendarViewName) => void;
  onPrev: () => void;
  onNext: () => void;
  onToday: () => void;
  showHijri: boolean;
  onHijri: (on: boolean) => void;
  /** Managers: the reps to filter by (null: no filter, a sales user sees their own). */
  reps: { value: string; label: string }[] | null;
  rep: string | null;
  onRep: (rep: string | null) => void;
}

/** Our own toolbar above the grid: Mantine controls, mirrored in Arabic, wrapping on a phone. */
export function CalendarToolbar(p: Props) {
  const { t, i18n } = useTranslation('visitCalendar');
  const rtl = i18n.dir() === 'rtl';
  // "Previous" points back in reading order: right in Arabic.
  const Back = rtl ? IconChevronRight : IconChevronLeft;
  const Forward = rtl ? IconChevronLeft : IconChevronRight;
  return (
    <Stack gap="sm" mb="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" size="lg" onClick={p.onPrev} aria-label={t('nav.prev')} data-testid="calendar-prev">
            <Back size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={p.onToday} data-testid="calendar-today">
            {t('nav.today')}
          </Button>
          <ActionIcon variant="default" size="lg" onClick={p.onNext} aria-label={t('nav.next')} data-testid="calendar-next">
            <Forward size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Stack gap={0} style={{ flex: '1 1 12rem' }} align="center">
          <Title order={2} size="h4" ta="center" aria-live="polite" data-testid="calendar-title">
            {p.title}
          </Title>
          {p.hijriTitle && (
            <Text size="sm" c="dimmed" ta="center" data-testid="calendar-hijri-title">
              {p.hijriTitle}
            </Text>
          )}
        </Stack>
        <SegmentedControl
          aria-label={t('views.label')}
          data={viewNames.map((v) => ({ value: v, label: t(`views.${viewKey[v]}`) }))}
          value={p.view}
          onChange={(v) => p.onView(v as CalendarViewName)}
          data-testid="calendar-views"
        />
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        {p.reps && (
          <Select
            label={t('filters.rep')}
            placeholder={t('filters.allReps')}
            data={p.reps}
            value={p.rep}
            onChange={p.onRep}
            clearable
            searchable
            comboboxProps={{ withinPortal: true }}
            style={{ flex: '0 1 16rem' }}
            data-testid="calendar-rep"
          />
        )}
        <Switch
          label={t('hijri.toggle')}
          checked={p.showHijri}
          onChange={(e) => p.onHijri(e.currentTarget.checked)}
          mb={8}
          data-testid="calendar-hijri"
        />
      </Group>
    </Stack>
  );
}
