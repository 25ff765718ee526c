import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';

/** A page's title and one-line description, with the page's actions (if any) at the end of the row. */
export function PageHeader({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children?: ReactNode }) {
  const heading = (
    <div>
      <Title order={1}>{title}</Title>
      {subtitle && (
        <Text c="dimmed" mt={4}>
          {subtitle}
        </Text>
      )}
    </div>
  );
  if (!children) return heading;
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      {heading}
      {children}
    </Group>
  );
}
