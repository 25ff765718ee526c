import { useState } from 'react';
import { Button, EmptyState, Group, Text } from '@mantine/core';
import { IconArchive, IconSearchOff, IconTrash, IconUserShare, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import { clientListQuerySchema, customerTargets, customerTypes, leadStatuses, type ClientKind } from '@contract/clients';
import { confirmAction } from '../../../components/confirm';
import { DataTable } from '../../../components/list/DataTable';
import { ListToolbar, type ListFilter } from '../../../components/list/ListToolbar';
import { useUserChoicesQuery } from '../../../lib/catalog';
import { CitySelect } from '../../../components/CitySelect';
import { useFormatters } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { useTenantQuery } from '../../../lib/tenant';
import { useListParams } from '../../../lib/use-list-params';
import { notifyUndoable } from '../../../components/notify-undo';
import { CLIENTS_PAGE_SIZE, useArchiveLeads, useClientsQuery, useDeleteLeads, useRestoreLeads } from '../api/clients';
import { ClientCard } from './ClientCard';
import { ClientExportStatus } from './ClientExportStatus';
import { ReassignModal } from './ReassignModal';
import { TransferActions } from './TransferActions';
import { useClientExport } from './use-client-export';
import { useClientColumns } from './client-columns';

const FILTERS = ['customer_type', 'customer_target', 'city', 'assigned_to', 'lead_status'] as const;

/** One tab of the clients page: its own search, filters, sort and page in the URL (prefixed). */
export function ClientsList({ kind, onCreate }: { kind: ClientKind; onCreate: () => void }) {
  const { t } = useTranslation(['clients', 'common']);
  const fmt = useFormatters();
  const user = useCurrentUser();
  const manager = !!user && can(user.role, 'clients.manage');
  const list = useListParams(clientListQuerySchema, FILTERS, kind === 'lead' ? 'l_' : '');
  const clients = useClientsQuery(kind, list.query);
  const people = useUserChoicesQuery(manager);
  const tenant = useTenantQuery({ inlineError: true });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reassigning, setReassigning] = useState(false);
  const archive = useArchiveLeads();
  const restore = useRestoreLeads();
  const remove = useDeleteLeads();
  // Leads are archived in bulk by anyone who works them; clients are selected only to be
  // reassigned, which is a manager's.
  const selection =
    kind === 'lead' || manager
      ? {
          selected,
          toggle: (id: string) =>
            setSelected((s) => {
              const next = new Set(s);
              if (!next.delete(id)) next.add(id);
              return next;
            }),
          toggleAll: (ids: string[]) => setSelected((s) => (ids.every((id) => s.has(id)) ? new Set() : new Set(ids))),
        }
      : undefined;
  const exporting = useClientExport(kind, list.query);
  const columns = useClientColumns(kind, clients.data?.results, selection);
  const ids = [...selected];
  const clearSelection = () => setSelected(new Set());

  const option = (group: 'types' | 'targets' | 'status') => (v: string) => ({
    value: v,
    label: String(t(`${group}.${v}` as 'types.Clinic')),
  });
  const filters: ListFilter<(typeof FILTERS)[number]>[] = [
    { name: 'customer_type', label: t('filters.customerType'), options: customerTypes.map(option('types')) },
    { name: 'customer_target', label: t('filters.customerTarget'), options: customerTargets.map(option('targets')) },
    ...(manager
      ? [
          {
            name: 'assigned_to' as const,
            label: t('filters.assignee'),
            options: (people.data ?? []).map((p) => ({ value: p.id, label: p.full_name })),
          },
        ]
      : []),
    ...(kind === 'lead'
      ? [
          {
            name: 'lead_status' as const,
            label: t('filters.leadStatus'),
            options: leadStatuses.filter((s) => s !== 'converted').map(option('status')),
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
  ) : (
    <EmptyState icon={<IconUsersGroup size={28} />} title={t(`empty.${kind}Title`)} description={t(`empty.${kind}Text`)} py="xl">
      <Button onClick={onCreate}>{t(kind === 'lead' ? 'form.newLead' : 'form.newClient')}</Button>
    </EmptyState>
  );

  return (
    <>
      <ListToolbar
        list={list}
        views={kind === 'lead' ? 'leads' : 'clients'}
        searchLabel={t('search')}
        filters={filters}
        actions={<TransferActions kind={kind} canImport={manager} onExport={exporting.exportAs} starting={exporting.starting} />}
      >
        {/* Searchable over every place of the company's country, in either language (ADR 0044). */}
        <CitySelect
          label={t('filters.city')}
          placeholder={t('common:list.any')}
          country={tenant.data?.country ?? 'SA'}
          value={list.filters.city ?? null}
          onChange={(value) => list.setFilter('city', value)}
          clearable
          allowDeselect
          comboboxProps={{ withinPortal: true }}
          style={{ flex: '0 1 11rem' }}
          data-testid="filter-city"
        />
      </ListToolbar>
      <ClientExportStatus exporting={exporting} />
      {selected.size > 0 && (
        <Group gap="sm" mb="sm" data-testid="bulk-bar">
          <Text size="sm" fw={600}>
            {t('bulk.selected', { count: selected.size, n: fmt.number(selected.size) })}
          </Text>
          {manager && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconUserShare size={14} aria-hidden />}
              onClick={() => setReassigning(true)}
              data-testid="bulk-reassign"
            >
              {t('bulk.reassign')}
            </Button>
          )}
          {kind === 'lead' && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconArchive size={14} aria-hidden />}
              loading={archive.isPending}
              onClick={() =>
                confirmAction({
                  title: t('bulk.archiveTitle', { count: ids.length, n: fmt.number(ids.length) }),
                  message: t('bulk.archiveText'),
                  confirmLabel: t('bulk.archive'),
                  testId: 'confirm-archive-leads',
                  onConfirm: () =>
                    archive.mutate(ids, {
                      onSuccess: () => {
                        clearSelection();
                        notifyUndoable(t('bulk.archived'), t('actions.undo'), () =>
                          restore.mutate(ids, { onSuccess: () => notifySuccess(t('bulk.restored')) }),
                        );
                      },
                    }),
                })
              }
            >
              {t('bulk.archive')}
            </Button>
          )}
          {kind === 'lead' && manager && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={remove.isPending}
              onClick={() =>
                confirmAction({
                  title: t('bulk.deleteTitle'),
                  message: t('bulk.deleteText'),
                  confirmLabel: t('actions.delete'),
                  danger: true,
                  onConfirm: () => remove.mutate(ids, { onSuccess: () => (notifySuccess(t('bulk.deleted')), clearSelection()) }),
                })
              }
            >
              {t('bulk.delete')}
            </Button>
          )}
        </Group>
      )}
      <ReassignModal
        kind={kind}
        ids={ids}
        opened={reassigning && ids.length > 0}
        onClose={() => setReassigning(false)}
        onDone={() => (setReassigning(false), clearSelection())}
      />
      <DataTable
        label={t(kind === 'lead' ? 'tabs.leads' : 'tabs.clients')}
        testId={kind === 'lead' ? 'leads' : 'clients'}
        columns={columns}
        page={clients.data}
        loading={clients.isFetching}
        error={clients.error}
        onRetry={() => void clients.refetch()}
        rowKey={(c) => c.id}
        rowProps={(c) => ({ 'data-testid': 'client-row', 'data-company': c.company_name })}
        renderCard={(c) => <ClientCard client={c} selection={selection} />}
        ordering={list.ordering}
        onOrderingChange={list.setOrdering}
        pageNumber={list.page}
        pageSize={CLIENTS_PAGE_SIZE}
        onPageChange={list.setPage}
        total={(count) => t(kind === 'lead' ? 'totalLeads' : 'totalClients', { count, n: fmt.number(count) })}
        empty={empty}
        minWidth={1000}
      />
    </>
  );
}
