import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@contract/client-transfer';
import { useFormatters } from '../../../lib/format';

export function ImportDone({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  const { t } = useTranslation('clients');
  const fmt = useFormatters();
  const figures = [
    ['created', result.created],
    ['updated', result.updated],
    ['skippedDuplicates', result.skipped_duplicates],
    ['skippedInvalid', result.skipped_invalid],
  ] as const;
  return (
    <Stack gap="md" data-testid="import-done" aria-live="polite">
      <Group gap="xs">
        <IconCircleCheck size={22} color="var(--mantine-color-green-6)" aria-hidden />
        <Title order={3} size="h4">
          {t('import.doneTitle')}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {figures.map(([key, n]) => (
          <Stack key={key} gap={2} data-testid={`import-done-${key}`}>
            <Text size="xl" fw={700}>
              {fmt.number(n)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`import.done.${key}`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {t('import.close')}
        </Button>
      </Group>
    </Stack>
  );
}
