import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { expenseRejectSchema, type Expense } from '@contract/expenses';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { zodValidate } from '../../../lib/validation';
import { useRejectExpense } from '../api/expenses';

/** Rejecting needs the reason the rep will read (required, at most 500 characters). */
export function RejectForm({ expense, onCancel }: { expense: Expense; onCancel: () => void }) {
  const { t } = useTranslation(['expenses', 'common']);
  const reject = useRejectExpense(expense.id);
  const form = useForm({ initialValues: { reason: '' }, validate: zodValidate(expenseRejectSchema) });
  // An error of an earlier attempt is not this one's.
  const [sent, setSent] = useState(false);
  const submit = form.onSubmit(({ reason }) => {
    if (reject.isPending) return;
    setSent(true);
    reject.mutate(reason.trim(), {
      onSuccess: () => notifySuccess(t('details.rejected')),
      onError: (err) => {
        if (isApiError(err) && err.status === 409) notifyFailure(t('details.alreadyDecided'));
        else form.setErrors(formFieldErrors(err));
      },
    });
  }, focusFirstInvalid);
  const err = reject.error;
  const inline = isApiError(err) && (err.status === 409 || Object.keys(err.fieldErrors).length > 0);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="expense-reject-title"
      data-testid="expense-reject-form"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="expense-reject-title">
          {t('details.rejectTitle')}
        </Title>
        {sent && reject.isError && !inline && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(err)}
          </Alert>
        )}
        <Textarea
          label={t('details.reason')}
          description={t('details.reasonHint', { name: expense.user.full_name })}
          required
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
          // Shown by the Reject button: the reason is what to type next.
          autoFocus
          data-testid="expense-reject-reason-input"
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            loading={reject.isPending}
            data-testid="expense-reject-submit"
          >
            {t('details.reject')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
