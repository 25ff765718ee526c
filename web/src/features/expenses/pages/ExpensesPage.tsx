import { useState } from 'react';
import { Button, Card, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { searchWith } from '../../../lib/search-with';
import { useTranslation } from 'react-i18next';
import type { Expense } from '@contract/expenses';
import { can, rowScope } from '@contract/permissions';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentUser } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { ExpenseDetailsModal } from '../components/ExpenseDetailsModal';
import { ExpenseModal } from '../components/ExpenseModal';
import { ExpensesList } from '../components/ExpensesList';

/**
 * `/app/expenses`: field expenses with their receipts (sales users: their own; managers and
 * admins: the company's, to approve or reject). The open expense is in the URL
 * (`?expense=<id>`), so a reload or a shared link opens it again.
 */
export function ExpensesPage() {
  const { t } = useTranslation('expenses');
  usePageTitle(t('pageTitle'));
  const user = useCurrentUser();
  // Whose rows the caller sees is the contract's rule (rowScope), not a list of roles here.
  const team = !!user && rowScope[user.role] === 'all';
  const decides = !!user && can(user.role, 'expenses.manage');
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const openId = params.get('expense');
  // The clicked row shows at once while its details load.
  const [row, setRow] = useState<Expense | undefined>();
  const setOpen = (expense: Expense | null) => {
    setRow(expense ?? undefined);
    setParams(() => searchWith({ expense: expense?.id ?? null }), { replace: !expense });
  };
  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('pageTitle')} subtitle={decides ? t('subtitle') : t('subtitleOwn')}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} data-testid="expense-new">
          {t('form.newExpense')}
        </Button>
      </PageHeader>
      <Card withBorder radius="lg" padding="lg">
        <ExpensesList team={team} onCreate={() => setCreating(true)} onOpen={setOpen} />
      </Card>
      <ExpenseModal opened={creating} onClose={() => setCreating(false)} />
      <ExpenseDetailsModal id={openId} row={row?.id === openId ? row : undefined} onClose={() => setOpen(null)} />
    </Stack>
  );
}
