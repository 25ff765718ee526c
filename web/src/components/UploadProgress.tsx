import { Group, Progress, Text } from '@mantine/core';

/** How far an upload has gone (0..1), as a bar and a percentage in the page's language. */
export function UploadProgress({
  fraction,
  label,
  formatNumber,
}: {
  fraction: number;
  label: string;
  formatNumber: (n: number) => string;
}) {
  return (
    <Group gap="xs" wrap="nowrap" aria-live="polite">
      <Progress value={fraction * 100} style={{ flex: 1 }} aria-label={label} animated />
      <Text size="xs" c="dimmed">
        {formatNumber(Math.round(fraction * 100))}%
      </Text>
    </Group>
  );
}
