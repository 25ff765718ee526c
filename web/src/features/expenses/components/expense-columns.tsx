import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Expense } from '@contract/expenses';
import type { Column } from '../../../components/list/DataTable';
import { ExpenseCategoryBadge, ExpenseStatusBadge } from './ExpenseBadges';
import { useExpenseFormat } from './labels';

type Open = (expense: Expense) => void;

/** Opens the expense: its receipt, its story and (for whoever may decide it) Approve and Reject. */
export function ExpenseOpen({ expense, onOpen }: { expense: Expense; onOpen: Open }) {
  const { t } = useTranslation('expenses');
  const fmt = useExpenseFormat();
  return (
    <Button
      variant="light"
      size="compact-sm"
      onClick={() => onOpen(expense)}
      aria-label={t('columns.open', { date: fmt.day(expense.spent_on), amount: fmt.money(expense.amount) })}
      data-testid="expense-open"
    >
      {t('columns.openButton')}
    </Button>
  );
}

/** The visit's client, or "Day expense" for one spent on no visit. */
export function ExpenseVisit({ expense }: { expense: Expense }) {
  const { t } = useTranslation('expenses');
  return expense.visit ? (
    <Text size="sm" component="span" data-testid="expense-visit">
      {expense.visit.client_name}
    </Text>
  ) : (
    <Text size="sm" c="dimmed" component="span" data-testid="expense-visit">
      {t('dayExpense')}
    </Text>
  );
}

/** The expenses table; `sort` names the API's ordering field. The rep column is for those who see the team. */
export function useExpenseColumns(onOpen: Open, team: boolean): Column<Expense>[] {
  const { t } = useTranslation('expenses');
  const fmt = useExpenseFormat();
  return [
    { key: 'date', header: t('columns.date'), sort: 'spent_on', render: (e) => fmt.day(e.spent_on) },
    ...(team ? [{ key: 'rep', header: t('columns.rep'), render: (e: Expense) => e.user.full_name }] : []),
    { key: 'category', header: t('columns.category'), render: (e) => <ExpenseCategoryBadge category={e.category} /> },
    {
      key: 'amount',
      header: t('columns.amount'),
      sort: 'amount',
      render: (e) => (
        <Text size="sm" fw={600} component="span" data-testid="expense-amount">
          {fmt.money(e.amount)}
        </Text>
      ),
    },
    { key: 'visit', header: t('columns.visit'), render: (e) => <ExpenseVisit expense={e} /> },
    { key: 'status', header: t('columns.status'), render: (e) => <ExpenseStatusBadge status={e.status} /> },
    { key: 'actions', header: t('columns.actions'), hiddenHeader: true, render: (e) => <ExpenseOpen expense={e} onOpen={onOpen} /> },
  ];
}

/** An expense on a phone: the same facts as a table row, stacked to fit 360 px. */
export function ExpenseCard({ expense, onOpen, team }: { expense: Expense; onOpen: Open; team: boolean }) {
  const fmt = useExpenseFormat();
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm" data-testid="expense-amount">
            {fmt.money(expense.amount)}
          </Text>
          <ExpenseStatusBadge status={expense.status} />
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{fmt.day(expense.spent_on)}</Text>
          <ExpenseCategoryBadge category={expense.category} />
        </Group>
        <ExpenseVisit expense={expense} />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {team ? expense.user.full_name : ''}
          </Text>
          <ExpenseOpen expense={expense} onOpen={onOpen} />
        </Group>
      </Stack>
    </Paper>
  );
}
