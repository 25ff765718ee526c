import { Text, Title } from '@mantine/core';

export function StepHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" mt={4}>
          {subtitle}
        </Text>
      )}
    </div>
  );
}
