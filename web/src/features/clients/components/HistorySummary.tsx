import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyClock } from '../../../lib/company-clock';
import { useHistorySummary } from '../api/history';

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** The head of the client page: visits, the last one, what was collected, what is still open. */
export function HistorySummary({ clientId }: { clientId: string }) {
  const { t } = useTranslation('clients');
  const clock = useCompanyClock();
  const summary = useHistorySummary(clientId);
  const s = summary.data;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="section" aria-label={t('history.summary.label')}>
      {!s ? (
        Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={72} radius="md" />)
      ) : (
        <>
          <Figure testId="summary-visits" label={t('history.summary.visits')} value={clock.number(s.visits)} />
          <Figure
            testId="summary-last-visit"
            label={t('history.summary.lastVisit')}
            value={
              s.last_visit_at
                ? clock.format(s.last_visit_at, { day: 'numeric', month: 'short', year: 'numeric' })
                : t('history.summary.never')
            }
            hint={s.next_visit_at ? t('history.summary.nextVisit', { date: clock.shortDateTime(s.next_visit_at) }) : undefined}
          />
          <Figure testId="summary-collections" label={t('history.summary.collections')} value={clock.money(s.collections_total)} />
          <Figure testId="summary-open-tasks" label={t('history.summary.openTasks')} value={clock.number(s.open_tasks)} />
        </>
      )}
    </SimpleGrid>
  );
}
