import { useRef, useState, type DragEvent } from 'react';
import { Alert, Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { clientColumns, IMPORT_MAX_ROWS } from '@contract/client-transfer';
import { toCsv } from '@contract/csv';
import { useFormatters } from '../../../lib/format';
import { saveBlob } from '../../../lib/upload';
import { useImportMessages } from './import-messages';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A CSV of the columns in the reader's language and one example row, made here (no server trip). */
function templateOf(lang: 'en' | 'ar'): Blob {
  const example = ['Dr', 'Huda Al-Qahtani', 'Al Shifa Clinic', 'Clinic', 'VIP', '+966 55 123 4567', 'huda@example.sa', 'SA', 'Riyadh'];
  const csv = toCsv([clientColumns.map((c) => c[lang]), clientColumns.map((_, i) => example[i] ?? '')]);
  return new Blob([csv], { type: 'text/csv;charset=utf-8' });
}

export function ImportChooser({ onFile, error }: { onFile: (file: File) => void; error?: string }) {
  const { t } = useTranslation('clients');
  const fmt = useFormatters();
  const { columnLabel, lang } = useImportMessages();
  const [dragging, setDragging] = useState(false);
  const reset = useRef<() => void>(null);
  const list = (required: boolean) => fmt.list(clientColumns.filter((c) => c.required === required).map((c) => columnLabel(c.field)));

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('import.intro', { n: fmt.number(IMPORT_MAX_ROWS), columns: list(true) })}</Text>
      <Text size="sm" c="dimmed">
        {t('import.optional', { columns: list(false) })}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        onClick={() => saveBlob(templateOf(lang), `${t('import.template')}.csv`)}
      >
        {t('import.template')}
      </Button>
      <Paper
        withBorder
        radius="md"
        p="xl"
        style={{ borderStyle: 'dashed', textAlign: 'center', background: dragging ? 'var(--mantine-color-brand-light)' : undefined }}
        onDragOver={(e) => (e.preventDefault(), setDragging(true))}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Stack align="center" gap="xs">
          <FileButton onChange={(f) => (f && onFile(f), reset.current?.())} accept={ACCEPT} resetRef={reset}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} data-testid="import-choose">
                {t('import.choose')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('import.drop')}
          </Text>
        </Stack>
      </Paper>
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="import-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
