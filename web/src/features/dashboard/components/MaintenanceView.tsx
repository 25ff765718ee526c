import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MaintenanceBoard } from '@contract/dashboard';
import { useFigures, useWarnColor } from '../../../lib/figures';
import { RequestRows } from './Lists';
import { Empty, Panel, StatCard } from './Panel';

export function MaintenanceView({ board }: { board: MaintenanceBoard }) {
  const { t } = useTranslation('dashboard');
  const fig = useFigures();
  const warn = useWarnColor();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard testId="stat-open-requests" label={t('panels.openRequests')} value={fig.number(board.open.count)} to="/app/maintenance" />
        <StatCard
          testId="stat-overdue-requests"
          label={t('stats.overdue')}
          value={fig.number(board.open.overdue)}
          color={board.open.overdue > 0 ? warn : undefined}
        />
        <StatCard
          testId="stat-today-requests"
          label={t('panels.scheduledToday')}
          value={fig.number(board.scheduled_today.count)}
          hint={`${t('stats.done')} ${fig.number(board.scheduled_today.done)}`}
        />
      </SimpleGrid>
      <Panel title={t('panels.openRequests')} to="/app/maintenance" testId="panel-open-requests">
        {board.open.items.length === 0 ? (
          <Empty>{t('empty.openRequests')}</Empty>
        ) : (
          <RequestRows items={board.open.items} today={board.today} />
        )}
      </Panel>
    </Stack>
  );
}
