import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskCompletion } from '@contract/tasks';
import { Field } from '../../../components/Field';
import { kilobytes, StoredFileList } from '../../../components/StoredFileList';
import { useTaskFormat } from './labels';

/** What completing a document task recorded: the figures, and the file to download. */
export function CompletionSummary({ completion }: { completion: TaskCompletion }) {
  const { t } = useTranslation('tasks');
  const fmt = useTaskFormat();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="task-completion-title" data-testid="task-completion">
      <Stack gap="sm">
        <Title order={3} size="h5" id="task-completion-title">
          {t('completion.title')}
        </Title>
        {completion.kind !== 'missing_paper' && (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {completion.kind === 'invoice' && (
              <>
                <Field label={t('complete.invoiceNumber')} testId="completion-invoice-number">
                  <span className="ltr-value">{completion.invoice_number}</span>
                </Field>
                <Field label={t('complete.amount')} testId="completion-amount">
                  {fmt.money(completion.amount)}
                </Field>
                <Field label={t('complete.invoiceDate')}>{fmt.day(completion.invoice_date)}</Field>
              </>
            )}
            {completion.kind === 'statement' && (
              <>
                <Field label={t('completion.period')} testId="completion-period">
                  {t('completion.range', { from: fmt.day(completion.period_from), to: fmt.day(completion.period_to) })}
                </Field>
                <Field label={t('complete.balance')} testId="completion-balance">
                  {fmt.money(completion.balance)}
                </Field>
              </>
            )}
          </SimpleGrid>
        )}
        <StoredFileList
          files={[completion.file]}
          testId="task-file"
          sizeOf={(f) => t('completion.size', { n: fmt.number(kilobytes(f.size)) })}
          downloadLabel={(f) => t('completion.download', { name: f.name })}
        />
      </Stack>
    </Paper>
  );
}
