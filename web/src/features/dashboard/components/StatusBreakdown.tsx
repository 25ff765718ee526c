import { ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisitsToday } from '@contract/dashboard';
import { visitStatuses } from '@contract/visit-forms';
import { ChartSlot } from '../../../components/charts/ChartSlot';
import { statusColors, useFigures, useWarnColor } from '../../../lib/figures';
import { Empty } from './Panel';

/** Today's visits by status: a donut to look at, and the counts beside it to read. */
export function StatusBreakdown({ today }: { today: VisitsToday }) {
  const { t } = useTranslation('dashboard');
  const fig = useFigures();
  const warn = useWarnColor();
  if (today.total === 0) return <Empty>{t('empty.visitsToday')}</Empty>;
  const data = visitStatuses.map((s) => ({ name: t(`statuses.${s}`), value: today.by_status[s] ?? 0, color: statusColors[s]! }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ alignItems: 'center' }}>
      <Group justify="center">
        <ChartSlot kind="donut" data={data} label={t('panels.visitsToday')} />
      </Group>
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {visitStatuses.map((s) => (
          <Group component="li" key={s} justify="space-between" gap="xs" data-testid={`today-status-${s}`}>
            <Group gap={6}>
              <ColorSwatch color={`var(--mantine-color-${statusColors[s]!.replace('.', '-')})`} size={10} withShadow={false} />
              <Text size="sm">{t(`statuses.${s}`)}</Text>
            </Group>
            <Text size="sm" fw={600} data-testid={`today-status-${s}-count`}>
              {fig.number(today.by_status[s] ?? 0)}
            </Text>
          </Group>
        ))}
        {today.false > 0 && (
          <Text size="xs" c={warn} mt={4}>
            {t('stats.falseToday', { n: fig.number(today.false) })}
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}
