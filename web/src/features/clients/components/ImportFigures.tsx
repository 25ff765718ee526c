import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormatters } from '../../../lib/format';

/** An import's counts side by side: the figure large, what it counts below. */
export function ImportFigures({ figures, testIdPrefix }: { figures: { key: string; label: string; n: number }[]; testIdPrefix: string }) {
  const fmt = useFormatters();
  return (
    <SimpleGrid cols={{ base: 2, sm: figures.length }} spacing="sm">
      {figures.map(({ key, label, n }) => (
        <Stack key={key} gap={2} data-testid={`${testIdPrefix}-${key}`}>
          <Text size="xl" fw={700}>
            {fmt.number(n)}
          </Text>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
