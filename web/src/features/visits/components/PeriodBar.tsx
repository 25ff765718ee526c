import { ActionIcon, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { addDays, isIsoDate, startOfWeek, zonedToday } from '../../../lib/zoned-time';
import { useCompanyClock } from './labels';
import { shiftDate, usePeriod, type FilterType } from './use-period';

const order: FilterType[] = [1, 2, 3, 0];
const names = { 0: 'all', 1: 'day', 2: 'week', 3: 'month' } as const;

/** Day / Week / Month / All, the date, and the previous and next period, in the company's calendar. */
export function PeriodBar() {
  const { t, i18n } = useTranslation('visits');
  const clock = useCompanyClock();
  const period = usePeriod();
  const today = zonedToday(clock.timeZone);
  const date = period.date ?? today;
  const rtl = i18n.dir() === 'rtl';
  const Prev = rtl ? IconChevronRight : IconChevronLeft;
  const Next = rtl ? IconChevronLeft : IconChevronRight;
  const kind = names[period.filterType];

  const weekStart = startOfWeek(date, clock.tenant?.week_start ?? 0);
  const shown =
    period.filterType === 1
      ? clock.day(date)
      : period.filterType === 2
        ? t('period.range', {
            from: clock.day(weekStart, { day: 'numeric', month: 'short' }),
            to: clock.day(addDays(weekStart, 6), { day: 'numeric', month: 'short', year: 'numeric' }),
          })
        : period.filterType === 3
          ? clock.day(date, { month: 'long', year: 'numeric' })
          : t('period.everything');

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="md" data-testid="visit-period">
      <SegmentedControl
        aria-label={t('period.label')}
        data={order.map((f) => ({ value: String(f), label: t(`period.${names[f]}`) }))}
        value={String(period.filterType)}
        onChange={(v) => period.set({ filterType: Number(v) as FilterType })}
      />
      {period.filterType !== 0 && (
        <>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t(`period.previous.${kind}`)}
              onClick={() => period.set({ date: shiftDate(date, period.filterType, -1) })}
            >
              <Prev size={18} aria-hidden />
            </ActionIcon>
            <DateField
              aria-label={t('period.date')}
              value={date}
              onChange={(v) => isIsoDate(v) && period.set({ date: v === today ? null : v })}
              w={170}
            />
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t(`period.next.${kind}`)}
              onClick={() => period.set({ date: shiftDate(date, period.filterType, 1) })}
            >
              <Next size={18} aria-hidden />
            </ActionIcon>
          </Group>
          {date !== today && (
            <Button variant="subtle" onClick={() => period.set({ date: null })}>
              {t('period.today')}
            </Button>
          )}
        </>
      )}
      <Text fw={600} aria-live="polite" data-testid="visit-period-label" style={{ alignSelf: 'center' }}>
        {shown}
      </Text>
    </Group>
  );
}
