import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { coverageBands, NO_CLIENTS_COLOR } from './coverage-colors';

const Swatch = ({ color }: { color: string }) => (
  <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: color, opacity: 0.8 }} />
);

/** What the map's colours mean: the share of a territory's clients visited in the window. */
export function CoverageLegend({ days }: { days: number }) {
  const { t } = useTranslation('territories');
  const pct = (n: number) => `${Math.round(n * 100)}%`;
  const bands = coverageBands.map((b, i) => ({
    color: b.color,
    label: i + 1 < coverageBands.length ? `${pct(b.from)}–${pct(coverageBands[i + 1]!.from)}` : `≥ ${pct(b.from)}`,
  }));
  return (
    <Group gap="md" wrap="wrap" role="group" aria-label={t('legend.title', { days })} data-testid="coverage-legend">
      <Text size="sm" fw={500}>
        {t('legend.title', { days })}
      </Text>
      {bands.map((b) => (
        <Group key={b.color} gap={4} wrap="nowrap">
          <Swatch color={b.color} />
          <Text size="sm" dir="ltr">
            {b.label}
          </Text>
        </Group>
      ))}
      <Group gap={4} wrap="nowrap">
        <Swatch color={NO_CLIENTS_COLOR} />
        <Text size="sm">{t('legend.none')}</Text>
      </Group>
    </Group>
  );
}
