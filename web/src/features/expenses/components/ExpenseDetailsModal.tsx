import { useState } from 'react';
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Expense, ExpenseAction } from '@contract/expenses';
import { can } from '@contract/permissions';
import { confirmAction } from '../../../components/confirm';
import { Field } from '../../../components/Field';
import { RecordModal } from '../../../components/RecordModal';
import { kilobytes, StoredFileList } from '../../../components/StoredFileList';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { useLastDefined } from '../../../lib/use-open-key';
import { useApproveExpense, useExpenseDetails } from '../api/expenses';
import { ExpenseCategoryBadge, ExpenseStatusBadge } from './ExpenseBadges';
import { useExpenseFormat, useExpenseLabels } from './labels';
import { RejectForm } from './RejectForm';

const pre = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Facts({ expense }: { expense: Expense }) {
  const { t } = useTranslation('expenses');
  const fmt = useExpenseFormat();
  const user = useCurrentUser();
  // The visit's page is for those who work visits (every expense user today; the rule stays the permission's).
  const linkVisit = !!user && can(user.role, 'visits.work');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="expense-facts">
      <Field label={t('columns.status')}>
        <ExpenseStatusBadge status={expense.status} />
      </Field>
      <Field label={t('columns.amount')} testId="expense-details-amount">
        <Text fw={600} size="sm" component="span">
          {fmt.money(expense.amount)}
        </Text>
      </Field>
      <Field label={t('columns.category')}>
        <ExpenseCategoryBadge category={expense.category} />
      </Field>
      <Field label={t('columns.date')} testId="expense-details-date">
        {fmt.day(expense.spent_on)}
      </Field>
      <Field label={t('columns.visit')} testId="expense-details-visit">
        {expense.visit ? (
          linkVisit ? (
            <Anchor component={Link} to={`/app/visits/visitdetails/${expense.visit.id}`} size="sm">
              {expense.visit.client_name}
            </Anchor>
          ) : (
            expense.visit.client_name
          )
        ) : (
          t('dayExpense')
        )}
      </Field>
      <Field label={t('details.rep')}>{expense.user.full_name}</Field>
      <Field label={t('details.recordedAt')}>{fmt.dateTime(expense.created_at)}</Field>
      {expense.status !== 'pending' && (
        <Field label={t(expense.status === 'approved' ? 'details.approvedBy' : 'details.rejectedBy')} testId="expense-decided">
          {[expense.decided_by?.full_name, expense.decided_at && fmt.dateTime(expense.decided_at)].filter(Boolean).join(' · ')}
        </Field>
      )}
    </SimpleGrid>
  );
}

/** Approve (after a confirmation; a decision is final) and Reject (with a reason): only what `actions` allows. */
function Decision({ expense }: { expense: Expense }) {
  const { t } = useTranslation('expenses');
  const fmt = useExpenseFormat();
  const { category } = useExpenseLabels();
  const approve = useApproveExpense(expense.id);
  const [rejecting, setRejecting] = useState(false);
  // The server says what the caller may do now (it holds the rule: who decides, and only pending ones).
  const has = (action: ExpenseAction) => expense.actions.includes(action);
  if (!has('approve') && !has('reject')) return null;
  if (rejecting && has('reject')) return <RejectForm expense={expense} onCancel={() => setRejecting(false)} />;
  const onApprove = () =>
    confirmAction({
      title: t('details.approveTitle'),
      message: t('details.approveText', {
        name: expense.user.full_name,
        amount: fmt.money(expense.amount),
        category: category(expense.category),
      }),
      confirmLabel: t('details.approve'),
      testId: 'confirm-approve-expense',
      onConfirm: () =>
        approve.mutate(undefined, {
          onSuccess: () => notifySuccess(t('details.approved')),
          onError: (err) => (isApiError(err) && err.status === 409 ? notifyFailure(t('details.alreadyDecided')) : notifyError(err)),
        }),
    });
  return (
    <Group gap="xs" data-testid="expense-actions">
      {has('approve') && (
        <Button leftSection={<IconCheck size={16} aria-hidden />} loading={approve.isPending} onClick={onApprove}>
          {t('details.approve')}
        </Button>
      )}
      {has('reject') && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          disabled={approve.isPending}
          onClick={() => setRejecting(true)}
        >
          {t('details.reject')}
        </Button>
      )}
    </Group>
  );
}

function Details({ expense }: { expense: Expense }) {
  const { t } = useTranslation('expenses');
  const fmt = useExpenseFormat();
  return (
    <Stack gap="md" data-testid="expense-details" data-status={expense.status}>
      <Facts expense={expense} />
      {expense.status === 'rejected' && (
        <Field label={t('details.rejectReason')} testId="expense-reject-reason">
          {expense.reject_reason && (
            <Text size="sm" style={pre} component="span">
              {expense.reject_reason}
            </Text>
          )}
        </Field>
      )}
      {expense.note && (
        <Field label={t('details.note')} testId="expense-note">
          <Text size="sm" style={pre} component="span">
            {expense.note}
          </Text>
        </Field>
      )}
      <Field label={t('details.receipt')}>
        <StoredFileList
          files={[expense.receipt]}
          testId="expense-receipt"
          sizeOf={(f) => t('details.size', { n: fmt.number(kilobytes(f.size)) })}
          downloadLabel={(f) => t('details.download', { name: f.name })}
        />
      </Field>
      <Decision expense={expense} />
    </Stack>
  );
}

/** One expense (`?expense=<id>`): its facts, its receipt and, for whoever may decide it, Approve and Reject. */
export function ExpenseDetailsModal({ id, row, onClose }: { id: string | null; row?: Expense; onClose: () => void }) {
  const { t } = useTranslation('expenses');
  const fmt = useExpenseFormat();
  const { category } = useExpenseLabels();
  // The closing modal keeps its record while it animates out.
  const details = useExpenseDetails(useLastDefined(id), row, (expense) => ({
    ...expense,
    title: t('details.heading', { category: category(expense.category), amount: fmt.money(expense.amount) }),
  }));
  return (
    <RecordModal opened={id !== null} details={details} fallbackTitle={t('details.title')} onClose={onClose}>
      {(expense) => <Details key={expense.id} expense={expense} />}
    </RecordModal>
  );
}
