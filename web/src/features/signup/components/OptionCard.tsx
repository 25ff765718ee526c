import type { ReactNode } from 'react';
import { Group, Radio, Stack, Text } from '@mantine/core';

/** A radio rendered as a card (keyboard: Tab to reach, arrows to move, mirrored in RTL). */
export function OptionCard({ value, title, children, icon }: { value: string; title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <Radio.Card value={value} radius="md" p="md" data-testid={`option-${value}`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        {icon}
        <Stack gap={2} style={{ flex: 1 }}>
          <Text fw={600}>{title}</Text>
          {children}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
