import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { visitStatuses } from '@contract/visits';
import { useVisitLabels } from '../components/labels';
import { ALARM } from '../components/tones';
import { useLayerColors, useStatusColor } from './layers';
import type { MapLayer } from './use-map-view';

function Swatch({ fill, ring, hollow }: { fill: string; ring?: string; hollow?: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: '50%',
        background: hollow ? 'transparent' : fill,
        border: hollow ? `3px solid ${fill}` : '2px solid var(--mantine-color-body)',
        boxShadow: ring ? `0 0 0 2px ${ring}` : '0 0 0 1px var(--mantine-color-default-border)',
        flex: 'none',
      }}
    />
  );
}

function Item({ swatch, children }: { swatch: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" component="li">
      {swatch}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** What each colour and shape means, for the layers that are on. */
export function MapLegend({ layers }: { layers: Set<MapLayer> }) {
  const { t } = useTranslation(['visitMap', 'visits']);
  const { label } = useVisitLabels();
  const color = useStatusColor();
  const colors = useLayerColors();
  return (
    <section aria-labelledby="map-legend" data-testid="map-legend">
      <Text id="map-legend" size="sm" fw={600} mt="sm" mb={4}>
        {t('legend.title')}
      </Text>
      <Group component="ul" gap="md" wrap="wrap" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {layers.has('visits') &&
          visitStatuses.map((s) => (
            <Item key={s} swatch={<Swatch fill={color(s)} />}>
              {label('statuses', s)}
            </Item>
          ))}
        {layers.has('visits') && <Item swatch={<Swatch fill={color(0)} ring={ALARM} />}>{t('visits:badges.false')}</Item>}
        {layers.has('checkIns') && <Item swatch={<Swatch fill={colors.checkIn} hollow />}>{t('legend.checkIn')}</Item>}
        {layers.has('coverage') && <Item swatch={<Swatch fill={colors.coverage} />}>{t('legend.coverage')}</Item>}
      </Group>
    </section>
  );
}
