import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VisitSummary } from '@contract/visits';
import { useCompanyClock, useVisitLabels } from './labels';
import { visitPath } from './visit-columns';
import { UnreadBadge, VisitFlags, VisitStatusBadge } from './VisitBadges';

/** A visit on a phone. */
export function VisitCard({ visit: v }: { visit: VisitSummary }) {
  const { t } = useTranslation('visits');
  const { label } = useVisitLabels();
  const clock = useCompanyClock();
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={visitPath(v.id)} fw={600} truncate aria-label={t('columns.open', { name: v.client.company_name })}>
              {v.client.company_name}
            </Anchor>
            <Text size="sm" truncate>
              {v.client.contact_name}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <UnreadBadge visitId={v.id} />
            <VisitStatusBadge status={v.status} />
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {clock.shortDateTime(v.planned_at)} · {label('types', v.visit_type)} · {label('priorities', v.priority)}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {v.assigned_to.full_name}
          </Text>
          <VisitFlags visit={v} />
        </Group>
      </Stack>
    </Paper>
  );
}
