import type { ReactNode } from 'react';
import { Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface StatusPageProps {
  icon: ReactNode;
  code?: string;
  title: string;
  message: string;
  actions?: ReactNode;
  color?: string;
}

/** Shared frame of the not-found, not-allowed and load-error pages. */
export function StatusPage({ icon, code, title, message, actions, color = 'gray' }: StatusPageProps) {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        {code && (
          <Text c="dimmed" fw={700} size="sm" aria-hidden>
            {code}
          </Text>
        )}
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        {actions && <Group justify="center">{actions}</Group>}
      </Stack>
    </Center>
  );
}
