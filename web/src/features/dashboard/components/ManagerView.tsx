import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashRep, ManagerBoard } from '@contract/dashboard';
import { visitTypes } from '@contract/visit-forms';
import { ChartSlot } from '../../../components/charts/ChartSlot';
import { useFigures, useWarnColor } from '../../../lib/figures';
import { GettingStarted } from './GettingStarted';
import { MeetingRows, TaskRows } from './Lists';
import { Empty, Panel, StatCard } from './Panel';
import { StatusBreakdown } from './StatusBreakdown';

/** Reps as lying bars of their attainment (%), names beside them. */
function RepBars({ reps, color, label }: { reps: DashRep[]; color: string; label: string }) {
  const { t } = useTranslation('dashboard');
  const data = reps.map((r) => ({ name: r.user.name, attainment: Math.round(r.attainment * 1000) / 10 }));
  return (
    <ChartSlot
      kind="bars"
      lying
      percent
      height={48 + reps.length * 36}
      data={data}
      dataKey="name"
      series={[{ name: 'attainment', label: t('chart.attainment'), color }]}
      label={label}
    />
  );
}

export function ManagerView({ board }: { board: ManagerBoard }) {
  const { t } = useTranslation('dashboard');
  const fig = useFigures(board.currency);
  const warn = useWarnColor();
  const byType = visitTypes.map((type) => ({
    type: t(`types.${type}`),
    actual: board.month_by_type.actual[type] ?? 0,
    target: board.month_by_type.target[type] ?? 0,
  }));
  const hasTargets = board.month_by_type.target.some((n) => n > 0);
  const funnel = (['new', 'approved', 'converted'] as const).map((s) => ({ status: t(`leads.${s}`), leads: board.leads[s] }));
  const noLeads = board.leads.new + board.leads.approved + board.leads.converted === 0;
  return (
    <Stack gap="md">
      {!board.has_data && <GettingStarted />}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard
          testId="stat-visits-today"
          label={t('panels.visitsToday')}
          value={fig.number(board.visits_today.total)}
          hint={t('stats.falseToday', { n: fig.number(board.visits_today.false) })}
          to="/app/visits"
        />
        <StatCard
          testId="stat-month-visits"
          label={t('panels.monthVisits')}
          value={fig.number(board.month_visits.actual)}
          hint={
            board.month_visits.target > 0 ? t('stats.ofTarget', { target: fig.number(board.month_visits.target) }) : t('stats.noTarget')
          }
        />
        <StatCard
          testId="stat-collections"
          label={t('panels.collections')}
          value={fig.money(board.collections.total)}
          hint={`${t('stats.cash')} ${fig.money(board.collections.cash)} · ${t('stats.credit')} ${fig.money(board.collections.credit)}`}
        />
        <StatCard
          testId="stat-false-rate"
          label={t('panels.falseRate')}
          value={board.false_rate.rate === null ? '–' : fig.pct(board.false_rate.rate)}
          color={board.false_rate.rate !== null && board.false_rate.rate > 0.1 ? warn : undefined}
          hint={
            board.false_rate.considered === 0
              ? t('stats.noneDone')
              : t('stats.falseOf', { n: fig.number(board.false_rate.false_visits), total: fig.number(board.false_rate.considered) })
          }
          to="/app/visits?is_false=true"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Panel title={t('panels.visitsToday')} to="/app/visits" testId="panel-visits-today">
          <StatusBreakdown today={board.visits_today} />
        </Panel>
        <Panel title={t('panels.monthByType')} testId="panel-month-by-type">
          {board.month_visits.actual === 0 && !hasTargets ? (
            <Empty>{t('empty.monthByType')}</Empty>
          ) : (
            <ChartSlot
              kind="bars"
              data={byType}
              dataKey="type"
              series={[
                { name: 'actual', label: t('chart.actual'), color: 'blue.6' },
                ...(hasTargets ? [{ name: 'target', label: t('chart.target'), color: 'gray.4' }] : []),
              ]}
              label={t('panels.monthByType')}
            />
          )}
        </Panel>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Panel title={t('panels.topReps')} testId="panel-top-reps">
          {board.top_reps.length === 0 ? (
            <Empty>
              {t('empty.reps')} {t('empty.setTargets')}
            </Empty>
          ) : (
            <RepBars reps={board.top_reps} color="teal.6" label={t('panels.topReps')} />
          )}
        </Panel>
        <Panel title={t('panels.bottomReps')} testId="panel-bottom-reps">
          {board.bottom_reps.length === 0 ? (
            <Empty>{t('empty.reps')}</Empty>
          ) : (
            <RepBars reps={board.bottom_reps} color="orange.6" label={t('panels.bottomReps')} />
          )}
        </Panel>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Panel title={t('panels.leads')} to="/app/clients?tab=leads" testId="panel-leads">
          {noLeads ? (
            <Empty>{t('empty.leads')}</Empty>
          ) : (
            <ChartSlot
              kind="bars"
              lying
              height={150}
              data={funnel}
              dataKey="status"
              series={[{ name: 'leads', label: t('chart.leads'), color: 'violet.6' }]}
              label={t('panels.leads')}
            />
          )}
          <Text size="xs" c="dimmed">
            {t('leads.archived')}: {fig.number(board.leads.archived)}
          </Text>
        </Panel>
        <Panel title={t('panels.overdueTasks')} to="/app/tasks?due=overdue" testId="panel-overdue-tasks">
          <Text fz={24} fw={700} c={board.overdue_tasks.count > 0 ? warn : undefined} data-testid="overdue-count">
            {fig.number(board.overdue_tasks.count)}
          </Text>
          {board.overdue_tasks.count === 0 ? (
            <Empty>{t('empty.overdueTasks')}</Empty>
          ) : (
            <TaskRows items={board.overdue_tasks.items} today={board.today} showAssignee />
          )}
        </Panel>
        <Panel title={t('panels.meetings')} to="/app/meeting" testId="panel-meetings">
          {board.upcoming_meetings.length === 0 ? <Empty>{t('empty.meetings')}</Empty> : <MeetingRows items={board.upcoming_meetings} />}
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}
