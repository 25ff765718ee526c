import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSamplesQuery } from '../../../lib/catalog';
import { useCompanyClock } from './labels';

export interface SampleLine {
  sample_id: string;
  quantity: number;
}

interface SampleLinesProps {
  label: string;
  lines: SampleLine[];
  onChange: (lines: SampleLine[]) => void;
  /** Errors by path below the field (`0.quantity`, `1.sample_id`). */
  errorOf: (path: string) => ReactNode;
  /** Handing samples out takes them off stock: show what is left, and cap the quantity. */
  showStock?: boolean;
  testId?: string;
}

/** Rows of sample + quantity (samples to bring, samples handed out), at most 20. */
export function SampleLines({ label, lines, onChange, errorOf, showStock = false, testId }: SampleLinesProps) {
  const { t } = useTranslation('visits');
  const clock = useCompanyClock();
  const samples = useSamplesQuery();
  const all = samples.data?.results ?? [];
  const set = (i: number, patch: Partial<SampleLine>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <Stack gap="xs" data-testid={testId}>
      <Group justify="space-between">
        <Text size="sm" fw={500} component="span">
          {label}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...lines, { sample_id: '', quantity: 1 }])}
          disabled={lines.length >= 20 || all.length === 0}
        >
          {t('samples.add')}
        </Button>
      </Group>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          {all.length === 0 && !samples.isPending ? t('samples.noneInCatalog') : t('samples.none')}
        </Text>
      )}
      {lines.map((line, i) => {
        const sample = all.find((s) => s.id === line.sample_id);
        const taken = new Set(lines.filter((_, j) => j !== i).map((l) => l.sample_id));
        return (
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
            <Select
              aria-label={t('samples.sampleN', { n: i + 1 })}
              placeholder={t('samples.choose')}
              data={all
                .filter((s) => !taken.has(s.id))
                .map((s) => ({
                  value: s.id,
                  label: showStock ? t('samples.withStock', { name: s.name, stock: clock.number(s.stock), unit: s.unit }) : s.name,
                }))}
              value={line.sample_id || null}
              onChange={(v) => set(i, { sample_id: v ?? '' })}
              searchable
              allowDeselect={false}
              error={errorOf(`${i}.sample_id`)}
              comboboxProps={{ withinPortal: true }}
              style={{ flex: 1, minWidth: 0 }}
            />
            <NumberInput
              aria-label={t('samples.quantityN', { n: i + 1 })}
              value={line.quantity}
              onChange={(v) => set(i, { quantity: typeof v === 'number' ? v : 0 })}
              min={1}
              max={showStock && sample ? Math.max(1, sample.stock) : 10_000}
              allowDecimal={false}
              allowNegative={false}
              suffix={sample ? ` ${sample.unit}` : undefined}
              error={errorOf(`${i}.quantity`)}
              w={130}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              mt={2}
              aria-label={t('samples.remove', { n: i + 1 })}
              onClick={() => onChange(lines.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
