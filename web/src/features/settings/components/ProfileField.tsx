import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One label and value of a settings card's description list (`<dl>`). */
export function ProfileField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </Stack>
  );
}
