import { useState } from 'react';
import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@contract/clients';
import { useFormatters } from '../../../lib/format';
import { HistoryList, localPage } from './HistoryList';

const known = [
  'created',
  'edited',
  'reassigned',
  'assigned_by_territory',
  'approved',
  'converted',
  'archived',
  'restored',
  'deleted',
  'file_added',
  'imported',
  'updated_by_import',
] as const;

/** What happened to the client, newest first (the history reads back from today), paged. */
export function TimelineCard({ timeline }: { timeline: Activity[] }) {
  const { t } = useTranslation('clients');
  const fmt = useFormatters();
  const [page, setPage] = useState(1);
  const newestFirst = [...timeline].reverse();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="client-timeline-title">
      <Title order={2} size="h4" id="client-timeline-title" mb="sm">
        {t('details.timeline')}
      </Title>
      <HistoryList
        query={localPage(newestFirst, page)}
        page={page}
        onPage={setPage}
        empty={t('history.empty.activity')}
        testId="client-timeline"
        keyOf={(a) => a.id}
        render={(a) => {
          const action = known.find((k) => k === a.action) ?? 'edited';
          return (
            <div style={{ paddingBlock: 'var(--mantine-spacing-xs)' }}>
              <Text size="sm">{t(`timeline.${action}`, { name: String(a.details.name ?? '') })}</Text>
              <Text size="xs" c="dimmed">
                {a.actor ? t('timeline.by', { name: a.actor.full_name, date: fmt.date(a.created_at) }) : fmt.date(a.created_at)}
              </Text>
            </div>
          );
        }}
      />
    </Card>
  );
}
