import { useState } from 'react';
import { Card, Group, SegmentedControl, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { kpiMetrics, moneyMetrics, type KpiMetric, type KpiTrendMonth } from '@contract/kpi';
import { ChartSlot } from '../../../components/charts/ChartSlot';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useFigures } from '../../../lib/figures';
import { useKpiTrend } from '../api/kpi';
import { KpiRepTrends, type Shown } from './KpiRepTrends';
import { monthLabel } from './months';

type Person = { id: string; name: string };

interface KpiTrendsProps {
  month: string;
  /** The reps a manager may pick; a sales user's trend is their own (the server decides). */
  reps: Person[] | null;
}

/**
 * Six months of one metric (or the attainment) for the team or a rep, as bars, or for each rep
 * as lines; or, for readers who prefer or need it, as a table of the same figures.
 */
export function KpiTrends({ month, reps }: KpiTrendsProps) {
  const { t } = useTranslation('kpi');
  const [who, setWho] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown>('visits');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const trend = useKpiTrend(month, who);
  const f = useFigures(trend.data?.currency);
  const label = shown === 'attainment' ? t('columns.attainment') : t(`metrics.${shown}`);
  const money = shown !== 'attainment' && moneyMetrics.includes(shown);
  const format = (n: number) => (money ? f.money(n) : f.number(n));
  const pct = (n: number | null) => (n === null ? '–' : f.pct(n));
  const title = t('trends.title', { what: label });

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="kpi-trends">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h4">
            {t('trends.heading')}
          </Title>
          <Group gap="sm" wrap="wrap" align="flex-end">
            {reps && (
              <Select
                label={t('trends.who')}
                data={[
                  { value: '', label: t('trends.team') },
                  { value: 'each', label: t('trends.each') },
                  ...reps.map((r) => ({ value: r.id, label: r.name })),
                ]}
                value={who ?? ''}
                onChange={(v) => setWho(v || null)}
                allowDeselect={false}
                w={200}
              />
            )}
            <Select
              label={t('columns.metric')}
              data={(['attainment', ...kpiMetrics] as Shown[]).map((m) => ({
                value: m,
                label: m === 'attainment' ? t('columns.attainment') : t(`metrics.${m}`),
              }))}
              value={shown}
              onChange={(v) => v && setShown(v as Shown)}
              allowDeselect={false}
              w={200}
            />
            <SegmentedControl
              aria-label={t('trends.view')}
              data={[
                { value: 'chart', label: t('trends.chart') },
                { value: 'table', label: t('trends.table') },
              ]}
              value={view}
              onChange={(v) => setView(v as 'chart' | 'table')}
            />
          </Group>
        </Group>
        {trend.isPending ? (
          <Skeleton h={220} radius="md" />
        ) : trend.isError ? (
          <ErrorAlert error={trend.error} onRetry={() => void trend.refetch()} />
        ) : trend.data.reps ? (
          <KpiRepTrends
            reps={trend.data.reps}
            shown={shown}
            view={view}
            title={title}
            locale={f.locale}
            formatCount={f.number}
            format={(m) => (shown === 'attainment' ? pct(m.attainment) : format(m.actuals[shown]))}
          />
        ) : view === 'chart' ? (
          <ChartSlot
            kind="bars"
            label={title}
            dataKey="month"
            percent={shown === 'attainment'}
            data={trend.data.months.map((m) => pointOf(m, shown, f.locale))}
            series={
              shown === 'attainment'
                ? [{ name: 'attainment', label, color: 'blue.6' }]
                : [
                    { name: 'actual', label: t('columns.actual'), color: 'blue.6' },
                    { name: 'target', label: t('columns.target'), color: 'gray.5' },
                  ]
            }
          />
        ) : (
          // Four short columns fit a phone: no scrolling region (one a keyboard could not reach).
          <Table data-testid="kpi-trend-table">
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('month')}</Table.Th>
                {shown !== 'attainment' && <Table.Th scope="col">{t('columns.actual')}</Table.Th>}
                {shown !== 'attainment' && <Table.Th scope="col">{t('columns.target')}</Table.Th>}
                <Table.Th scope="col">{t('columns.attainment')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trend.data.months.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Th scope="row">{monthLabel(m.month, f.locale)}</Table.Th>
                  {shown !== 'attainment' && <Table.Td>{format(m.actuals[shown])}</Table.Td>}
                  {shown !== 'attainment' && <Table.Td>{m.targets[shown] > 0 ? format(m.targets[shown]) : '–'}</Table.Td>}
                  <Table.Td>{shown === 'attainment' ? pct(m.attainment) : pct(ratioOf(m, shown))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="xs" c="dimmed">
          {t('trends.note')}
        </Text>
      </Stack>
    </Card>
  );
}

/** A metric's actual ÷ its target (null without a target). */
const ratioOf = (m: KpiTrendMonth, metric: KpiMetric) => (m.targets[metric] > 0 ? m.actuals[metric] / m.targets[metric] : null);

/** One bar group: the month, then the metric's actual and target, or the attainment in percent. */
function pointOf(m: KpiTrendMonth, shown: Shown, locale: string): Record<string, string | number> {
  const month = monthLabel(m.month, locale);
  if (shown === 'attainment') return { month, attainment: Math.round((m.attainment ?? 0) * 100) };
  return { month, actual: m.actuals[shown], target: m.targets[shown] };
}
