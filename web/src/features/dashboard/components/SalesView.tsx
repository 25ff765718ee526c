import { Badge, Group, Progress, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesBoard } from '@contract/dashboard';
import { moneyMetrics, type KpiMetric } from '@contract/kpi';
import { useFigures, useWarnColor } from '../../../lib/figures';
import { useTone } from '../../../lib/tones';
import { MeetingRows, TaskRows, VisitRows } from './Lists';
import { Empty, Panel, StatCard } from './Panel';
import { StatusBreakdown } from './StatusBreakdown';

/** The metrics a rep's month shows, when a target names them. */
const shown: KpiMetric[] = ['visits', 'new_clients', 'collections', 'orders', 'order_value'];

function KpiProgress({ board }: { board: SalesBoard }) {
  const { t } = useTranslation('dashboard');
  const fig = useFigures(board.currency);
  const metrics = shown.filter((m) => board.kpi.figures[m].target > 0);
  if (!board.kpi.has_targets) return <Empty>{t('empty.kpi')}</Empty>;
  const value = (m: KpiMetric, n: number) => (moneyMetrics.includes(m) ? fig.money(n) : fig.number(n));
  return (
    <Stack gap="sm">
      {metrics.map((m) => {
        const f = board.kpi.figures[m];
        const ratio = Math.min(f.ratio ?? 0, 1);
        return (
          <div key={m} data-testid={`kpi-${m}`}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t(`metrics.${m}` as 'metrics.visits')}</Text>
              <Text size="sm" fw={600}>
                {value(m, f.actual)} / {value(m, f.target)}
              </Text>
            </Group>
            <Progress
              value={ratio * 100}
              color={ratio >= board.expected ? 'teal' : 'orange'}
              aria-label={t(`metrics.${m}` as 'metrics.visits')}
            />
          </div>
        );
      })}
      <Text size="xs" c="dimmed">
        {t('stats.expected', { pct: fig.pct(board.expected) })}
      </Text>
    </Stack>
  );
}

export function SalesView({ board }: { board: SalesBoard }) {
  const { t } = useTranslation('dashboard');
  const fig = useFigures(board.currency);
  const warn = useWarnColor();
  const tone = useTone();
  const due = board.tasks_due;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard
          testId="stat-visits-today"
          label={t('panels.visitsToday')}
          value={fig.number(board.visits_today.total)}
          to="/app/visits"
        />
        <StatCard
          testId="stat-tasks-due"
          label={t('panels.tasksDue')}
          value={fig.number(due.overdue + due.today)}
          color={due.overdue > 0 ? warn : undefined}
          hint={`${t('stats.overdue')} ${fig.number(due.overdue)} · ${t('stats.dueToday')} ${fig.number(due.today)}`}
          to="/app/tasks?due=today"
        />
        <StatCard
          testId="stat-kpi"
          label={t('panels.kpi')}
          value={board.kpi.attainment === null ? '–' : fig.pct(board.kpi.attainment)}
          hint={
            board.kpi.on_track === null ? (
              t('stats.noTarget')
            ) : (
              <Badge
                size="xs"
                variant="light"
                color={board.kpi.on_track ? 'teal' : 'orange'}
                c={tone(board.kpi.on_track ? 'good' : 'warn')}
              >
                {board.kpi.on_track ? t('stats.onTrack') : t('stats.behind')}
              </Badge>
            )
          }
        />
        <StatCard
          testId="stat-rating"
          label={t('panels.rating')}
          value={board.rating ? t('stats.stars', { rating: fig.number(board.rating.rating) }) : '–'}
          hint={board.rating ? <Rating value={board.rating.rating} readOnly size="xs" /> : t('empty.rating')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Panel title={t('panels.nextVisits')} to="/app/visits" testId="panel-next-visits">
          {board.next_visits.length === 0 ? <Empty>{t('empty.nextVisits')}</Empty> : <VisitRows items={board.next_visits} />}
        </Panel>
        <Panel title={t('panels.tasksDue')} to="/app/tasks?due=today" testId="panel-tasks-due">
          {due.items.length === 0 ? <Empty>{t('empty.tasksDue')}</Empty> : <TaskRows items={due.items} today={board.today} />}
        </Panel>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Panel title={t('panels.visitsToday')} to="/app/visits" testId="panel-visits-today">
          <StatusBreakdown today={board.visits_today} />
        </Panel>
        <Panel title={t('panels.kpi')} testId="panel-kpi">
          <KpiProgress board={board} />
        </Panel>
        <Panel title={t('panels.meetings')} to="/app/meeting" testId="panel-meetings">
          {board.upcoming_meetings.length === 0 ? <Empty>{t('empty.meetings')}</Empty> : <MeetingRows items={board.upcoming_meetings} />}
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}
