import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ChartProps } from './Charts';

const Chart = lazy(() => import('./Charts'));

/** A chart that loads its chunk on first use; a skeleton of its size holds the place meanwhile. */
export function ChartSlot(props: ChartProps & { label: string }) {
  const h = props.kind === 'donut' ? 150 : (props.height ?? 220);
  return (
    <figure role="img" aria-label={props.label} style={{ margin: 0 }}>
      <Suspense fallback={<Skeleton h={h} radius="md" />}>
        <Chart {...props} />
      </Suspense>
    </figure>
  );
}
