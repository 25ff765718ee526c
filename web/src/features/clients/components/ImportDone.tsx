import type { ReactNode } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@contract/client-transfer';
import { ImportFigures } from './ImportFigures';

/** What an import did; `children`: what is offered about the rows it left out. */
export function ImportDone({ result, onClose, children }: { result: ImportResult; onClose: () => void; children?: ReactNode }) {
  const { t } = useTranslation('clients');
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
      <ImportFigures figures={figures.map(([key, n]) => ({ key, n, label: t(`import.done.${key}`) }))} testIdPrefix="import-done" />
      {children}
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {t('import.close')}
        </Button>
      </Group>
    </Stack>
  );
}
