import { Button, Checkbox, EmptyState, Group, Select } from '@mantine/core';
import { IconCalendarEvent, IconFilterOff, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import { visitListQuerySchema, visitStatuses, visitTypes } from '@contract/visits';
import { DataTable } from '../../../components/list/DataTable';
import { FilterToggle, useFilterFold } from '../../../components/list/FilterFold';
import { SavedViewsMenu } from '../../../components/saved-views/SavedViewsMenu';
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
  // A rep's list is their own visits (the server scopes it), so the rep filter is a manager's: a
  // shared view that carries one shows a rep their own visits with the view's other filters,
  // not an empty list narrowed by a filter they can neither see nor change. (Clear still drops it.)
  const { assigned_to: rep, ...others } = list.filters;
  const filters = manager ? list.filters : others;
  const narrowed = Object.keys(filters).length > 0;
  // On a phone the day's visits come first: the filters fold behind one button (issue 14).
  const fold = useFilterFold();
  const reps = useAssigneeOptions(manager);
  const visits = useVisitsQuery({
    ...list.query,
    assigned_to: manager ? rep : undefined,
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

  const empty = narrowed ? (
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
      {/* The saved views (issue 43) keep the period's kind and these filters; outside the fold, so a phone has them too. */}
      <Group gap="xs" mb="md" wrap="wrap" data-testid="visit-toolbar">
        <SavedViewsMenu list="visits" prefix={list.prefix} />
        <FilterToggle fold={fold} filters={filters} controls="visit-filters" />
      </Group>
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
        {narrowed && (
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
