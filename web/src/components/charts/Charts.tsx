import '@mantine/charts/styles.css';
import './charts.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';

/**
 * Charts (dashboard, KPI), in their own chunk (loaded through ChartSlot's React.lazy), so
 * recharts is never part of the first load. Colors are theme colors (`blue.6`), which Mantine
 * resolves per color scheme; in Arabic the value axis runs right to left and the category
 * labels sit on the right (mirrored axes), and the legend follows the page's direction.
 */

export interface DonutProps {
  kind: 'donut';
  data: { name: string; value: number; color: MantineColor }[];
  label: string;
}

export interface BarsProps {
  kind: 'bars';
  data: Record<string, string | number>[];
  dataKey: string;
  series: { name: string; label: string; color: MantineColor }[];
  /** Bars that lie along the inline axis (names beside them): reps and the funnel. */
  lying?: boolean;
  height?: number;
  percent?: boolean;
}

/** Lines over the same categories as bars (months): one line per series (reps over six months). */
export interface LinesProps extends Omit<BarsProps, 'kind' | 'lying'> {
  kind: 'lines';
}

export type ChartProps = DonutProps | BarsProps | LinesProps;

export default function Chart(props: ChartProps) {
  const { i18n } = useTranslation();
  const fmt = useFormatters();
  const rtl = i18n.dir() === 'rtl';
  if (props.kind === 'donut') {
    const total = props.data.reduce((a, d) => a + d.value, 0);
    return (
      <DonutChart
        className="dash-chart"
        data={props.data.filter((d) => d.value > 0)}
        chartLabel={fmt.number(total)}
        size={150}
        thickness={22}
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={fmt.number}
      />
    );
  }
  const format = props.percent ? (n: number) => `${fmt.number(n)}%` : fmt.number;
  if (props.kind === 'lines') {
    return (
      <LineChart
        className="dash-chart"
        h={props.height ?? 220}
        data={props.data}
        dataKey={props.dataKey}
        series={props.series}
        curveType="linear"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={format}
        tickLine="none"
        gridAxis="y"
        xAxisProps={{ reversed: rtl }}
        yAxisProps={{ orientation: rtl ? 'right' : 'left', tickFormatter: format }}
      />
    );
  }
  return (
    <BarChart
      className="dash-chart"
      h={props.height ?? 220}
      data={props.data}
      dataKey={props.dataKey}
      series={props.series}
      orientation={props.lying ? 'vertical' : 'horizontal'}
      withLegend={props.series.length > 1}
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={format}
      tickLine="none"
      gridAxis={props.lying ? 'x' : 'y'}
      xAxisProps={{ reversed: rtl, ...(props.lying ? { tickFormatter: format } : {}) }}
      yAxisProps={{ orientation: rtl ? 'right' : 'left', ...(props.lying ? { width: 110, tickMargin: 8 } : { tickFormatter: format }) }}
      maxBarWidth={36}
    />
  );
}
