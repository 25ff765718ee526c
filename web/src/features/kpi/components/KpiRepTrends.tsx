import { Stack, Table, Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KpiMetric, KpiRepTrend, KpiTrendMonth } from '@contract/kpi';
import { ChartSlot } from '../../../components/charts/ChartSlot';
import { monthLabel } from './months';

export type Shown = KpiMetric | 'attainment';

/** More lines than this tangle: the chart draws the leaders, the table lists everyone. */
const CHART_LINES = 8;
const LINE_COLORS: MantineColor[] = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.7', 'lime.7', 'pink.6'];

interface KpiRepTrendsProps {
  reps: KpiRepTrend[];
  shown: Shown;
  view: 'chart' | 'table';
  title: string;
  locale: string;
  /** A month's figure as the page writes it (money, count or percent). */
  format: (m: KpiTrendMonth) => string;
  formatCount: (n: number) => string;
}

/** A month's value of the shown figure: the metric's actual, or the attainment in percent. */
const valueOf = (m: KpiTrendMonth, shown: Shown) => (shown === 'attainment' ? Math.round((m.attainment ?? 0) * 100) : m.actuals[shown]);

/**
 * Each rep's six months of one figure (issue 43): a line per rep for the reps who did most,
 * and a table of every rep by month, the same figures for readers who prefer or need it.
 */
export function KpiRepTrends({ reps, shown, view, title, locale, format, formatCount }: KpiRepTrendsProps) {
  const { t } = useTranslation('kpi');
  const months = reps[0]?.months.map((m) => m.month) ?? [];
  if (reps.length === 0) return <Text c="dimmed">{t('trends.noReps')}</Text>;

  if (view === 'chart') {
    const total = (r: KpiRepTrend) => r.months.reduce((sum, m) => sum + valueOf(m, shown), 0);
    const leaders = [...reps].sort((a, b) => total(b) - total(a)).slice(0, CHART_LINES);
    const data = months.map((month, i) => ({
      month: monthLabel(month, locale),
      ...Object.fromEntries(leaders.map((r, n) => [`r${n}`, valueOf(r.months[i]!, shown)])),
    }));
    return (
      <Stack gap="xs">
        <ChartSlot
          kind="lines"
          label={title}
          dataKey="month"
          height={260}
          percent={shown === 'attainment'}
          data={data}
          series={leaders.map((r, n) => ({ name: `r${n}`, label: r.name, color: LINE_COLORS[n]! }))}
        />
        {reps.length > CHART_LINES && (
          <Text size="xs" c="dimmed">
            {t('trends.leaders', { n: formatCount(CHART_LINES) })}
          </Text>
        )}
      </Stack>
    );
  }

  // Seven columns overflow a phone: the region scrolls, and takes focus so a keyboard can scroll it.
  return (
    <div className="kpi-trend-scroll" tabIndex={0} role="region" aria-label={title} style={{ overflowX: 'auto' }}>
      <Table data-testid="kpi-rep-trend-table" miw={640}>
        <Table.Caption>{title}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.rep')}</Table.Th>
            {months.map((month) => (
              <Table.Th scope="col" key={month}>
                {monthLabel(month, locale)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reps.map((r) => (
            <Table.Tr key={r.user_id}>
              <Table.Th scope="row">{r.name}</Table.Th>
              {r.months.map((m) => (
                <Table.Td key={m.month}>{format(m)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
