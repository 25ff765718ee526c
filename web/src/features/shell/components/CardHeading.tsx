import { Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** The small icon-and-caption line that opens each dashboard card. */
export function CardHeading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" mb="md" wrap="nowrap">
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fw={600} c="dimmed" size="sm" tt="uppercase">
        {children}
      </Text>
    </Group>
  );
}
