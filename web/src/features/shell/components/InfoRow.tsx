import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/** A label/value line of the dashboard cards (a <dl> pair for screen readers). */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text component="dt" c="dimmed" size="sm">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} m={0} ta="end">
        {children}
      </Text>
    </Group>
  );
}
