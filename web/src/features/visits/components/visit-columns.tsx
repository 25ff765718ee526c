import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VisitSummary } from '@contract/visits';
import type { Column } from '../../../components/list/DataTable';
import { useCompanyClock, useVisitLabels } from './labels';
import { UnreadBadge, VisitFlags, VisitStatusBadge } from './VisitBadges';

export const visitPath = (id: string) => `/app/visits/visitdetails/${id}`;

// The theme's error colour is the red that keeps AA contrast in both schemes (app/providers.tsx).
const priorityColor = ['dimmed', undefined, 'var(--mantine-color-error)'] as const;

export function PriorityText({ priority }: { priority: number }) {
  const { label } = useVisitLabels();
  return (
    <Text size="sm" c={priorityColor[priority]} fw={priority === 2 ? 600 : undefined} component="span">
      {label('priorities', priority)}
    </Text>
  );
}

/** The visits table: each row opens the visit. */
export function useVisitColumns(): Column<VisitSummary>[] {
  const { t } = useTranslation('visits');
  const { label } = useVisitLabels();
  const clock = useCompanyClock();
  return [
    {
      key: 'client',
      header: t('columns.client'),
      render: (v) => (
        <Stack gap={0}>
          <Group gap={6} wrap="nowrap">
            <Anchor
              component={Link}
              to={visitPath(v.id)}
              fw={600}
              size="sm"
              aria-label={t('columns.open', { name: v.client.company_name })}
            >
              {v.client.company_name}
            </Anchor>
            <UnreadBadge visitId={v.id} />
          </Group>
          <Text size="xs" c="dimmed">
            {v.client.contact_name}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', header: t('columns.type'), render: (v) => label('types', v.visit_type) },
    { key: 'time', header: t('columns.time'), render: (v) => clock.shortDateTime(v.planned_at) },
    { key: 'status', header: t('columns.status'), render: (v) => <VisitStatusBadge status={v.status} /> },
    { key: 'assignee', header: t('columns.assignee'), render: (v) => v.assigned_to.full_name },
    { key: 'priority', header: t('columns.priority'), render: (v) => <PriorityText priority={v.priority} /> },
    { key: 'flags', header: t('columns.flags'), render: (v) => <VisitFlags visit={v} /> },
  ];
}
