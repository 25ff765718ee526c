import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportProblemsQuery, SheetFormat } from '@contract/client-transfer';
import type { ClientKind } from '@contract/clients';
import { errorMessage } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { downloadImportProblems } from '../api/transfer';

const formatName: Record<SheetFormat, string> = { xlsx: 'Excel', csv: 'CSV' };
/** The uploaded file's own format: what its reader opens again (the server tells them apart by their bytes alike). */
const formatOf = (file: File): SheetFormat => (/\.xlsx$/i.test(file.name) ? 'xlsx' : 'csv');

/**
 * The problem file: the upload sent again, and every row it leaves out saved as a file (in the
 * upload's format, or the other), each with its row number and why, in the page's language.
 */
export function ImportProblemFile({
  file,
  kind,
  rows,
  label,
}: {
  file: File;
  kind: ClientKind;
  rows: ImportProblemsQuery['rows'];
  /** The catalog key of the main button (`{{format}}` is filled in). */
  label: 'import.problemFile' | 'import.doneProblems';
}) {
  const { t } = useTranslation('clients');
  const { locale } = useFormatters();
  const [busy, setBusy] = useState<SheetFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const own = formatOf(file);
  const other: SheetFormat = own === 'xlsx' ? 'csv' : 'xlsx';

  const download = async (format: SheetFormat) => {
    setBusy(format);
    setError(null);
    try {
      await downloadImportProblems(file, { kind, format, lang: locale, rows });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap={6} data-testid="import-problem-file">
      <Text size="sm" c="dimmed">
        {t('import.problemFileHint')}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === own}
          disabled={busy !== null}
          onClick={() => void download(own)}
          data-testid="import-problem-download"
        >
          {t(label, { format: formatName[own] })}
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          loading={busy === other}
          disabled={busy !== null}
          onClick={() => void download(other)}
          data-testid={`import-problem-download-${other}`}
        >
          {t('import.problemFileOther', { format: formatName[other] })}
        </Button>
      </Group>
      {busy && (
        <Text size="xs" c="dimmed" role="status">
          {t('import.problemFileBusy')}
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
