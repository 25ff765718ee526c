import { Card, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@contract/clients';
import { useFormatters } from '../../../lib/format';

const known = [
  'created',
  'edited',
  'reassigned',
  'approved',
  'converted',
  'archived',
  'deleted',
  'file_added',
  'imported',
  'updated_by_import',
] as const;

/** What happened to the client, oldest first, with who and when. */
export function TimelineCard({ timeline }: { timeline: Activity[] }) {
  const { t } = useTranslation('clients');
  const fmt = useFormatters();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="client-timeline">
      <Title order={2} size="h4" id="client-timeline" mb="md">
        {t('details.timeline')}
      </Title>
      <Timeline bulletSize={14} lineWidth={2} active={timeline.length} data-testid="client-timeline">
        {timeline.map((a) => {
          const action = known.find((k) => k === a.action) ?? 'edited';
          return (
            <Timeline.Item key={a.id} title={t(`timeline.${action}`, { name: String(a.details.name ?? '') })}>
              <Text size="xs" c="dimmed">
                {a.actor ? t('timeline.by', { name: a.actor.full_name, date: fmt.date(a.created_at) }) : fmt.date(a.created_at)}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Card>
  );
}
