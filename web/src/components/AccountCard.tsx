import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** The narrow card every signed-out account screen uses (log in, reset, invitation). */
export function AccountCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg" maw={440} mx="auto">
      <Stack gap="lg">
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
        {children}
      </Stack>
    </Paper>
  );
}
