import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A label over its value in the details cards (visits, tasks); an empty value shows a dash. */
export function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children === '' || children === null || children === undefined || children === false ? '—' : children}
      </Text>
    </Stack>
  );
}
