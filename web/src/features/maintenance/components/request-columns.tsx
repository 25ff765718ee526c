import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MaintenanceRequest } from '@contract/maintenance';
import type { Column } from '../../../components/list/DataTable';
import { useCityNames } from '../../../lib/countries';
import { useMaintenanceFormat } from './labels';
import { RequestPriority, RequestStatusBadge } from './RequestBadges';

type Open = (request: MaintenanceRequest) => void;

/** The title opens the request. */
export function RequestTitle({ request, onOpen }: { request: MaintenanceRequest; onOpen: Open }) {
  const { t } = useTranslation('maintenance');
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      size="sm"
      ta="start"
      onClick={() => onOpen(request)}
      aria-label={t('columns.open', { name: request.title })}
      data-testid="request-open"
      style={{ overflowWrap: 'anywhere' }}
    >
      {request.title}
    </Anchor>
  );
}

/** The client and its city, the city in the UI's language (ADR 0044). */
function useClientOf() {
  const { i18n } = useTranslation();
  const city = useCityNames(i18n.resolvedLanguage === 'ar' ? 'ar' : 'en');
  return (r: MaintenanceRequest) => `${r.client.company_name} · ${city(r.client.country, r.client.city)}`;
}

/** The requests table; `sort` names the API's ordering field. */
export function useRequestColumns(onOpen: Open): Column<MaintenanceRequest>[] {
  const { t } = useTranslation('maintenance');
  const fmt = useMaintenanceFormat();
  const clientOf = useClientOf();
  return [
    { key: 'title', header: t('columns.title'), render: (r) => <RequestTitle request={r} onOpen={onOpen} /> },
    { key: 'client', header: t('columns.client'), render: clientOf },
    { key: 'status', header: t('columns.status'), render: (r) => <RequestStatusBadge status={r.status} /> },
    { key: 'priority', header: t('columns.priority'), sort: 'priority', render: (r) => <RequestPriority priority={r.priority} /> },
    { key: 'assignee', header: t('columns.assignee'), render: (r) => r.assignee.full_name },
    { key: 'scheduled', header: t('columns.scheduled'), sort: 'scheduled_date', render: (r) => fmt.day(r.scheduled_date) },
  ];
}

/** A request on a phone: the same facts as a table row, stacked to fit 360 px. */
export function RequestCard({ request, onOpen }: { request: MaintenanceRequest; onOpen: Open }) {
  const fmt = useMaintenanceFormat();
  const clientOf = useClientOf();
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <RequestTitle request={request} onOpen={onOpen} />
          <RequestStatusBadge status={request.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {clientOf(request)}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{fmt.day(request.scheduled_date)}</Text>
          <RequestPriority priority={request.priority} />
        </Group>
        <Text size="xs" c="dimmed">
          {request.assignee.full_name}
        </Text>
      </Stack>
    </Paper>
  );
}
