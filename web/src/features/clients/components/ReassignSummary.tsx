import { Alert, List } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReassignCounts } from '@contract/client-reassign';
import type { ClientKind } from '@contract/clients';
import { useFormatters } from '../../../lib/format';

/**
 * The confirmation's words: what changes hands and what goes with it, as the server counted
 * it for these records and this rep (a record already with the rep is said to stay as it is).
 */
export function ReassignSummary({
  kind,
  name,
  counts,
  moveVisits,
  moveTasks,
}: {
  kind: ClientKind;
  name: string;
  counts: ReassignCounts;
  moveVisits: boolean;
  moveTasks: boolean;
}) {
  const { t } = useTranslation('clients');
  const fmt = useFormatters();
  const said = (key: string, n: number) => t(key as 'reassign.summaryVisits', { count: n, n: fmt.number(n), name });
  return (
    <Alert color="brand" icon={<IconUserShare aria-hidden />} title={t('reassign.confirmTitle', { name })} data-testid="reassign-summary">
      <List size="sm" spacing={4}>
        <List.Item>{said(kind === 'lead' ? 'reassign.summaryLeads' : 'reassign.summaryClients', counts.clients)}</List.Item>
        {counts.unchanged > 0 && <List.Item>{said('reassign.summaryUnchanged', counts.unchanged)}</List.Item>}
        <List.Item>{moveVisits ? said('reassign.summaryVisits', counts.future_visits) : t('reassign.visitsStay')}</List.Item>
        <List.Item>{moveTasks ? said('reassign.summaryTasks', counts.open_tasks) : t('reassign.tasksStay')}</List.Item>
      </List>
    </Alert>
  );
}
