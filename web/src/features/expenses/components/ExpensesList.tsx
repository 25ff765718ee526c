import { Button, EmptyState } from '@mantine/core';
import { IconReceipt2, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { expenseCategories, expenseListQuerySchema, expenseStatuses, type Expense } from '@contract/expenses';
import { DateField } from '../../../components/date-field';
import { DataTable } from '../../../components/list/DataTable';
import { ListToolbar, type ListFilter } from '../../../components/list/ListToolbar';
import { useAssigneeOptions } from '../../../lib/catalog';
import { useListParams } from '../../../lib/use-list-params';
import { EXPENSES_PAGE_SIZE, useExpensesQuery } from '../api/expenses';
import { ExpenseCard, useExpenseColumns } from './expense-columns';
import { useExpenseFormat, useExpenseLabels } from './labels';

const FILTERS = ['status', 'category', 'user_id', 'from', 'to'] as const;
const dateFilter = { flex: '0 1 11rem' } as const;

/**
 * The expenses, ten a page; search, filters, sort and page live in the URL. `team`: the
 * caller sees the company's expenses (contract rowScope), so the list names and filters the rep.
 */
export function ExpensesList({ team, onCreate, onOpen }: { team: boolean; onCreate: () => void; onOpen: (expense: Expense) => void }) {
  const { t } = useTranslation(['expenses', 'common']);
  const fmt = useExpenseFormat();
  const { categoryOptions, statusOptions } = useExpenseLabels();
  const list = useListParams(expenseListQuerySchema, FILTERS);
  const expenses = useExpensesQuery(list.query);
  const reps = useAssigneeOptions(team);
  const columns = useExpenseColumns(onOpen, team);

  const filters: ListFilter<(typeof FILTERS)[number]>[] = [
    { name: 'status', label: t('filters.status'), options: statusOptions(expenseStatuses) },
    { name: 'category', label: t('filters.category'), options: categoryOptions(expenseCategories) },
    // A rep sees only their own expenses: filtering by rep would say nothing.
    ...(team ? [{ name: 'user_id' as const, label: t('filters.rep'), options: reps }] : []),
  ];

  const empty = list.narrowed ? (
    <EmptyState icon={<IconSearchOff size={28} />} title={t('common:list.noMatchTitle')} description={t('common:list.noMatchText')} py="xl">
      <Button variant="light" onClick={list.clear}>
        {t('common:list.clear')}
      </Button>
    </EmptyState>
  ) : (
    <EmptyState icon={<IconReceipt2 size={28} />} title={t('empty.title')} description={t(team ? 'empty.teamText' : 'empty.text')} py="xl">
      <Button onClick={onCreate}>{t('form.newExpense')}</Button>
    </EmptyState>
  );

  return (
    <>
      <ListToolbar list={list} searchLabel={t('search')} filters={filters} views="expenses">
        <DateField
          label={t('filters.from')}
          value={list.filters.from}
          onChange={(day) => list.setFilter('from', day || null)}
          clearable
          style={dateFilter}
          data-testid="filter-from"
        />
        <DateField
          label={t('filters.to')}
          value={list.filters.to}
          onChange={(day) => list.setFilter('to', day || null)}
          clearable
          style={dateFilter}
          data-testid="filter-to"
        />
      </ListToolbar>
      <DataTable
        label={t('pageTitle')}
        testId="expenses"
        columns={columns}
        page={expenses.data}
        loading={expenses.isFetching}
        error={expenses.error}
        onRetry={() => void expenses.refetch()}
        rowKey={(e) => e.id}
        rowProps={(e) => ({ 'data-testid': 'expense-row', 'data-id': e.id, 'data-status': e.status })}
        renderCard={(e) => <ExpenseCard expense={e} onOpen={onOpen} team={team} />}
        ordering={list.ordering}
        onOrderingChange={list.setOrdering}
        pageNumber={list.page}
        pageSize={EXPENSES_PAGE_SIZE}
        onPageChange={list.setPage}
        total={(count) => t('total', { count, n: fmt.number(count) })}
        empty={empty}
        minWidth={team ? 960 : 820}
      />
    </>
  );
}
