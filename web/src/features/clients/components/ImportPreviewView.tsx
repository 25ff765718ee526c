import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DuplicateMode, ImportDuplicate, ImportPreview } from '@contract/client-transfer';
import type { ClientKind } from '@contract/clients';
import { useFormatters } from '../../../lib/format';
import { ImportFigures } from './ImportFigures';
import { ImportProblemFile } from './ImportProblemFile';
import { useImportMessages } from './import-messages';

/** What the server found in the file, and the one decision left: skip or update duplicates. */
export function ImportPreviewView({
  file,
  kind,
  preview,
  onBack,
  onImport,
}: {
  file: File;
  kind: ClientKind;
  preview: ImportPreview;
  onBack: () => void;
  onImport: (mode: DuplicateMode) => void;
}) {
  const { t } = useTranslation('clients');
  const fmt = useFormatters();
  const { columnLabel, problemText } = useImportMessages();
  const [mode, setMode] = useState<DuplicateMode>('skip');
  const rows = preview.new_rows + (mode === 'update' ? preview.company_duplicates : 0);
  const stats = [
    ['total', preview.total_rows],
    ['new', preview.new_rows],
    ['company', preview.company_duplicates],
    ['file', preview.file_duplicates],
    ['invalid', preview.invalid_rows],
  ] as const;

  return (
    <Stack gap="md" data-testid="import-preview">
      <ImportFigures figures={stats.map(([key, n]) => ({ key, n, label: t(`import.summary.${key}`) }))} testIdPrefix="import-stat" />
      {preview.ignored_columns.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('import.ignored', { columns: preview.ignored_columns.join(', ') })}
        </Text>
      )}
      {preview.problems.length > 0 && (
        <RowTable
          title={t('import.problems')}
          more={preview.problems_total - preview.problems.length}
          testId="import-problems"
          rows={preview.problems.map((p) => ({ row: p.row, column: columnLabel(p.column), text: problemText(p) }))}
        />
      )}
      {preview.duplicates.length > 0 && <DuplicateTable duplicates={preview.duplicates} total={preview.duplicates_total} />}
      {preview.invalid_rows + preview.duplicates_total > 0 && (
        <ImportProblemFile file={file} kind={kind} rows="all" label="import.problemFile" />
      )}
      {preview.company_duplicates > 0 && (
        <Radio.Group label={t('import.modeLabel')} value={mode} onChange={(v) => setMode(v as DuplicateMode)}>
          <Group mt="xs">
            <Radio value="skip" label={t('import.modeSkip')} />
            <Radio value="update" label={t('import.modeUpdate')} />
          </Group>
        </Radio.Group>
      )}
      {rows === 0 && (
        <Alert color="yellow" variant="light">
          {t('import.nothing')}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('import.another')}
        </Button>
        <Button disabled={rows === 0} onClick={() => onImport(mode)} data-testid="import-submit">
          {t('import.submit', { count: rows, n: fmt.number(rows) })}
        </Button>
      </Group>
    </Stack>
  );
}

function DuplicateTable({ duplicates, total }: { duplicates: ImportDuplicate[]; total: number }) {
  const { t } = useTranslation('clients');
  const fmt = useFormatters();
  const on = (d: ImportDuplicate) => fmt.list(d.matched_on.map((k) => t(`import.matchedOn.${k}`)));
  return (
    <RowTable
      title={t('import.duplicates')}
      more={total - duplicates.length}
      testId="import-duplicates"
      rows={duplicates.map((d) => ({
        row: d.row,
        column: null,
        text:
          d.first_row !== null
            ? t('import.repeatsRow', { row: d.first_row, on: on(d) })
            : t('import.matchesExisting', { name: `${d.existing?.contact_name} · ${d.existing?.company_name}`, on: on(d) }),
      }))}
    />
  );
}

interface TableRow {
  row: number;
  column: string | null;
  text: string;
}

/** A short, scrollable table of rows by their spreadsheet number. */
/** `more`: how many the server counted past the ones listed (all of them are in the problem file). */
function RowTable({ title, rows, more, testId }: { title: string; rows: TableRow[]; more: number; testId: string }) {
  const { t } = useTranslation('clients');
  const fmt = useFormatters();
  const withColumn = rows.some((r) => r.column !== null);
  return (
    <Stack gap={6} data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {/* No minimum width: on a phone the explanations wrap instead of scrolling out of sight. */}
      <Table.ScrollContainer minWidth={0} maxHeight={220}>
        <Table striped withTableBorder stickyHeader fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t('import.row')}</Table.Th>
              {withColumn && <Table.Th w="30%">{t('import.column')}</Table.Th>}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={i}>
                <Table.Td>{r.row}</Table.Td>
                {withColumn && <Table.Td>{r.column}</Table.Td>}
                <Table.Td>{r.text}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more > 0 && (
        <Text size="xs" c="dimmed" data-testid={`${testId}-more`}>
          {t('import.shownFirst', { n: fmt.number(rows.length) })} {t('import.moreInFile', { n: fmt.number(more) })}
        </Text>
      )}
    </Stack>
  );
}
