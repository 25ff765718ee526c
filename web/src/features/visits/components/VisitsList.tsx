import { Button, Checkbox, EmptyState, Group, Select } from '@mantine/core';
import { IconCalendarEvent, IconFilterOff, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import { visitListQuerySchema, visitStatuses, visitTypes } from '@contract/visits';
import { DataTable } from '../../../components/list/DataTable';
import { FilterToggle, useFilterFold } from '../../../components/list/FilterFold';
import { useAssigneeOptions } from '../../../lib/catalog';
import { useCurrentUser } from '../../../lib/session';
import { useListParams } from '../../../lib/use-list-params';
import { VISITS_PAGE_SIZE, useVisitsQuery } from '../api/visits';
import { ClientPicker } from './ClientPicker';
import { useCompanyClock, useVisitLabels } from './labels';
import { PeriodBar } from './PeriodBar';
import { usePeriod } from './use-period';
import { useVisitColumns } from './visit-columns';
import { VisitCard } from './VisitCard';

const FILTERS = ['visit_type', 'status', 'assigned_to', 'client_id', 'is_false'] as const;

/** The visits of the chosen period, filtered, ten a page; everything in the URL. */
export function VisitsList({ onPlan }: { onPlan?: () => void }) {
  const { t } = useTranslation(['visits', 'common']);
  const user = useCurrentUser();
  const manager = !!user && can(user.role, 'visits.manage');
  const clock = useCompanyClock();
  const { options } = useVisitLabels();
  const period = usePeriod();
  const list = useListParams(visitListQuerySchema, FILTERS);
  // On a phone the day's visits come first: the filters fold behind one button (issue 14).
  const fold = useFilterFold();
  const reps = useAssigneeOptions(manager);
  const visits = useVisitsQuery({
    ...list.query,
    filter_type: period.filterType,
    ...(period.date && { selected_date: period.date }),
  });
  const columns = useVisitColumns();
  const rows = visits.data?.results ?? [];
  const clientId = list.filters.client_id ?? null;
  const shownClient = rows.find((r) => r.client.id === clientId)?.client ?? null;

  const select = (name: (typeof FILTERS)[number], label: string, data: { value: string; label: string }[]) => (
    <Select
      key={name}
      label={label}
      placeholder={t('common:list.any')}
      data={data}
      value={list.filters[name] ?? null}
      onChange={(value) => list.setFilter(name, value)}
      clearable
      comboboxProps={{ withinPortal: true }}
      style={{ flex: '0 1 11rem' }}
      data-testid={`filter-${name}`}
    />
  );

  const empty = list.narrowed ? (
    <EmptyState icon={<IconSearchOff size={28} />} title={t('common:list.noMatchTitle')} description={t('empty.noMatch')} py="xl">
      <Button variant="light" onClick={list.clear}>
        {t('common:list.clear')}
      </Button>
    </EmptyState>
  ) : (
    <EmptyState
      icon={<IconCalendarEvent size={28} />}
      title={t(period.filterType === 0 ? 'empty.titleAll' : 'empty.title')}
      description={t(onPlan ? 'empty.text' : 'empty.textNoPlan')}
      py="xl"
    >
      {onPlan && <Button onClick={onPlan}>{t('form.planTitle')}</Button>}
    </EmptyState>
  );

  return (
    <>
      <PeriodBar />
      <FilterToggle fold={fold} filters={list.filters} controls="visit-filters" mb="md" />
      <Group
        gap="sm"
        mb="md"
        align="flex-end"
        wrap="wrap"
        data-testid="visit-filters"
        id="visit-filters"
        display={fold.shown ? undefined : 'none'}
      >
        {select('visit_type', t('filters.type'), options('types', visitTypes))}
        {select('status', t('filters.status'), options('statuses', visitStatuses))}
        {manager && select('assigned_to', t('filters.assignee'), reps)}
        <ClientPicker
          label={t('filters.client')}
          placeholder={t('common:list.any')}
          value={clientId}
          initial={shownClient}
          onChange={(id) => list.setFilter('client_id', id)}
          clearable
          style={{ flex: '1 1 14rem', maxWidth: '22rem' }}
          testId="filter-client_id"
        />
        <Checkbox
          label={t('filters.falseOnly')}
          checked={list.filters.is_false === 'true'}
          onChange={(e) => list.setFilter('is_false', e.currentTarget.checked ? 'true' : null)}
          mb={8}
        />
        {list.narrowed && (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={list.clear}>
            {t('common:list.clear')}
          </Button>
        )}
      </Group>
      <DataTable
        label={t('pageTitle')}
        testId="visits"
        columns={columns}
        page={visits.data}
        loading={visits.isFetching}
        error={visits.error}
        onRetry={() => void visits.refetch()}
        rowKey={(v) => v.id}
        rowProps={(v) => ({ 'data-testid': 'visit-row', 'data-id': v.id })}
        renderCard={(v) => <VisitCard visit={v} />}
        ordering={undefined}
        onOrderingChange={() => undefined}
        pageNumber={list.page}
        pageSize={VISITS_PAGE_SIZE}
        onPageChange={list.setPage}
        total={(count) => t('total', { count, n: clock.number(count) })}
        empty={empty}
        minWidth={960}
      />
    </>
  );
}
