import { Button, EmptyState } from '@mantine/core';
import { IconSearchOff, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { maintenanceListQuerySchema, maintenanceStatuses, type MaintenanceRequest } from '@contract/maintenance';
import { can } from '@contract/permissions';
import { priorities } from '@contract/visit-forms';
import { ClientPicker } from '../../../components/ClientPicker';
import { DateField } from '../../../components/date-field';
import { DataTable } from '../../../components/list/DataTable';
import { ListToolbar, type ListFilter } from '../../../components/list/ListToolbar';
import { useCurrentUser } from '../../../lib/session';
import { useListParams } from '../../../lib/use-list-params';
import { MAINTENANCE_PAGE_SIZE, useMaintenanceQuery, useTechnicians } from '../api/maintenance';
import { useMaintenanceFormat, useMaintenanceLabels } from './labels';
import { RequestCard, useRequestColumns } from './request-columns';

const FILTERS = ['status', 'priority', 'assignee', 'client', 'scheduled_from', 'scheduled_to'] as const;
const dateFilter = { flex: '0 1 11rem' } as const;

/** The requests, ten a page; search, filters, sort and page live in the URL. */
export function RequestsList({ onCreate, onOpen }: { onCreate: () => void; onOpen: (request: MaintenanceRequest) => void }) {
  const { t } = useTranslation(['maintenance', 'common']);
  const user = useCurrentUser();
  const creator = !!user && can(user.role, 'maintenance.manage');
  // Whoever works requests without creating them is a technician, shown their own.
  const technician = !creator;
  // The client filter searches the clients, which only those who work them may list.
  const clientFilter = !!user && can(user.role, 'clients.work');
  const fmt = useMaintenanceFormat();
  const { options } = useMaintenanceLabels();
  const list = useListParams(maintenanceListQuerySchema, FILTERS);
  const requests = useMaintenanceQuery(list.query);
  const technicians = useTechnicians(creator);
  const columns = useRequestColumns(onOpen);
  const clientId = list.filters.client ?? null;
  const shownClient = requests.data?.results.find((r) => r.client.id === clientId)?.client ?? null;

  const filters: ListFilter<(typeof FILTERS)[number]>[] = [
    { name: 'status', label: t('filters.status'), options: options('statuses', maintenanceStatuses) },
    { name: 'priority', label: t('filters.priority'), options: options('priorities', priorities) },
    // A technician sees only their own requests: filtering by technician would say nothing.
    ...(creator
      ? [
          {
            name: 'assignee' as const,
            label: t('filters.assignee'),
            options: (technicians.data ?? []).map((p) => ({ value: p.id, label: p.full_name })),
          },
        ]
      : []),
  ];

  const empty = list.narrowed ? (
    <EmptyState icon={<IconSearchOff size={28} />} title={t('common:list.noMatchTitle')} description={t('common:list.noMatchText')} py="xl">
      <Button variant="light" onClick={list.clear}>
        {t('common:list.clear')}
      </Button>
    </EmptyState>
  ) : technician ? (
    <EmptyState icon={<IconTool size={28} />} title={t('empty.technicianTitle')} description={t('empty.technicianText')} py="xl" />
  ) : (
    <EmptyState icon={<IconTool size={28} />} title={t('empty.title')} description={t('empty.text')} py="xl">
      {creator && <Button onClick={onCreate}>{t('form.newRequest')}</Button>}
    </EmptyState>
  );

  return (
    <>
      <ListToolbar list={list} searchLabel={t('search')} filters={filters} views="maintenance">
        {clientFilter && (
          <ClientPicker
            label={t('filters.client')}
            placeholder={t('common:list.any')}
            value={clientId}
            initial={shownClient && { id: shownClient.id, company_name: shownClient.company_name, contact_name: '', kind: 'client' }}
            onChange={(id) => list.setFilter('client', id)}
            clearable
            style={{ flex: '1 1 14rem', maxWidth: '22rem' }}
            testId="filter-client"
          />
        )}
        <DateField
          label={t('filters.from')}
          value={list.filters.scheduled_from}
          onChange={(day) => list.setFilter('scheduled_from', day || null)}
          clearable
          style={dateFilter}
          data-testid="filter-scheduled_from"
        />
        <DateField
          label={t('filters.to')}
          value={list.filters.scheduled_to}
          onChange={(day) => list.setFilter('scheduled_to', day || null)}
          clearable
          style={dateFilter}
          data-testid="filter-scheduled_to"
        />
      </ListToolbar>
      <DataTable
        label={t('pageTitle')}
        testId="maintenance"
        columns={columns}
        page={requests.data}
        loading={requests.isFetching}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': 'request-row', 'data-id': r.id, 'data-status': String(r.status) })}
        renderCard={(r) => <RequestCard request={r} onOpen={onOpen} />}
        ordering={list.ordering}
        onOrderingChange={list.setOrdering}
        pageNumber={list.page}
        pageSize={MAINTENANCE_PAGE_SIZE}
        onPageChange={list.setPage}
        total={(count) => t('total', { count, n: fmt.number(count) })}
        empty={empty}
        minWidth={960}
      />
    </>
  );
}
