import { useState, type ReactNode } from 'react';
import { Alert, FileInput, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EXPENSE_MAX_AMOUNT, expenseCategories, expenseInputSchema, expenseReceiptTypes } from '@contract/expenses';
import { FILE_MAX_BYTES, type StoredFile } from '@contract/files';
import { DateField } from '../../../components/date-field';
import { FormActions } from '../../../components/FormActions';
import { FormModal } from '../../../components/FormModal';
import { ltrInputProps } from '../../../components/ltr';
import { UploadProgress } from '../../../components/UploadProgress';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, formFieldErrors } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { notifySuccess } from '../../../lib/notify';
import { zodValidate } from '../../../lib/validation';
import { ReceiptUploadError, useCreateExpense } from '../api/expenses';
import { useExpenseFormat, useExpenseLabels } from './labels';
import { VisitChoice } from './VisitChoice';

interface Values {
  category: string | null;
  amount: number | string;
  spent_on: string;
  visit_id: string | null;
  note: string;
  receipt: File | null;
}

/** The form's fields the contract checks here; the receipt is a file until it is uploaded. */
const fieldsSchema = expenseInputSchema.omit({ receipt_file_id: true });
const fieldsOf = (v: Values) => ({ category: v.category, amount: v.amount, spent_on: v.spent_on, visit_id: v.visit_id, note: v.note });
const receiptTypes: readonly string[] = expenseReceiptTypes;
/** The body's fields the form shows (`receipt_file_id` on the receipt). */
const apiFields: readonly string[] = [...Object.keys(expenseInputSchema.shape)];

/** Why the upload refused the receipt, in the form's words (413, 415), else the usual message. */
function useReceiptProblem() {
  const { t } = useTranslation('expenses');
  return (err: unknown) => {
    const status = (err as { status?: number } | null)?.status;
    if (status === 413) return t('form.tooLarge');
    if (status === 415) return t('form.wrongType');
    return errorMessage(err);
  };
}

function ExpenseForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['expenses', 'common']);
  const fmt = useExpenseFormat();
  const { categoryOptions } = useExpenseLabels();
  const create = useCreateExpense();
  const receiptProblem = useReceiptProblem();
  const [progress, setProgress] = useState<number | null>(null);
  // An error of an earlier attempt is not this one's.
  const [sent, setSent] = useState(false);
  // The receipt an attempt stored already: sent again with the same file, it is not uploaded twice.
  const [stored, setStored] = useState<{ file: File; stored: StoredFile } | null>(null);

  const form = useForm<Values>({
    initialValues: { category: null, amount: '', spent_on: fmt.today(), visit_id: null, note: '', receipt: null },
    validate: (v) => {
      const errors: Record<string, ReactNode> = zodValidate(fieldsSchema)(fieldsOf(v));
      // The amount's own rules, in the reader's language (the schema's words are English).
      const amount = typeof v.amount === 'number' ? v.amount : Number(v.amount);
      if (v.amount !== '' && Number.isFinite(amount)) {
        if (amount <= 0) errors.amount = t('form.amountPositive');
        else if (amount > EXPENSE_MAX_AMOUNT) errors.amount = t('form.amountMax', { max: fmt.number(EXPENSE_MAX_AMOUNT) });
      }
      if (!v.receipt) errors.receipt = t('form.receiptRequired');
      else if (v.receipt.size > FILE_MAX_BYTES) errors.receipt = t('form.tooLarge');
      // An empty type (the browser did not know it) is left to the server, which reads the bytes.
      else if (v.receipt.type && !receiptTypes.includes(v.receipt.type)) errors.receipt = t('form.wrongType');
      return errors;
    },
  });

  const submit = form.onSubmit((v) => {
    const receipt = v.receipt;
    if (create.isPending || !receipt) return;
    setSent(true);
    const earlier = stored?.file === receipt ? stored.stored : null;
    setProgress(earlier ? null : 0);
    create.mutate(
      {
        body: fieldsSchema.parse(fieldsOf(v)),
        receipt,
        stored: earlier,
        onUploaded: (file) => setStored({ file: receipt, stored: file }),
        onProgress: setProgress,
      },
      {
        onSuccess: () => {
          notifySuccess(t('form.created'));
          onClose();
        },
        // A refused receipt goes to its field, the server's field errors to theirs; anything else is the alert above.
        onError: (err) => {
          if (err instanceof ReceiptUploadError) {
            form.setFieldError('receipt', receiptProblem(err.reason));
            return;
          }
          const fields: Record<string, ReactNode> = formFieldErrors(err, { receipt_file_id: 'receipt' });
          if (fields.receipt) setStored(null);
          if (fields.visit_id) fields.visit_id = t('form.visitRefused');
          if (Object.keys(fields).length > 0) form.setErrors(fields);
        },
        onSettled: () => setProgress(null),
      },
    );
  }, focusFirstInvalid);

  const err = create.error;
  // The server's field errors show on their fields; one about anything else is the alert's.
  const inline = err instanceof ReceiptUploadError || (isApiError(err) && Object.keys(err.fieldErrors).some((f) => apiFields.includes(f)));
  const dateProps = form.getInputProps('spent_on');
  return (
    <form onSubmit={submit} noValidate data-testid="expense-form">
      <Stack gap="md">
        {sent && create.isError && !inline && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="expense-form-error">
            {errorMessage(err)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('form.category')}
            placeholder={t('form.choose')}
            data={categoryOptions(expenseCategories)}
            required
            allowDeselect={false}
            data-autofocus
            comboboxProps={{ withinPortal: true }}
            data-testid="expense-category-choice"
            {...form.getInputProps('category')}
          />
          <NumberInput
            label={t('form.amount')}
            required
            min={0}
            max={EXPENSE_MAX_AMOUNT}
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
            clampBehavior="none"
            data-testid="expense-amount-input"
            {...ltrInputProps}
            {...form.getInputProps('amount')}
          />
          <DateField
            label={t('form.date')}
            required
            maxDate={fmt.today()}
            data-testid="expense-date"
            {...dateProps}
            onChange={(day) => {
              // Another day has other visits: the one chosen belongs to the day left.
              dateProps.onChange(day);
              form.setFieldValue('visit_id', null);
            }}
          />
        </SimpleGrid>
        <VisitChoice
          day={form.values.spent_on}
          value={form.values.visit_id}
          onChange={(id) => form.setFieldValue('visit_id', id)}
          error={form.errors.visit_id}
        />
        <Textarea
          label={t('form.note')}
          placeholder={t('form.notePlaceholder')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
          {...form.getInputProps('note')}
        />
        <FileInput
          label={t('form.receipt')}
          description={t('form.receiptHint')}
          placeholder={t('form.receiptPlaceholder')}
          accept={expenseReceiptTypes.join(',')}
          required
          clearable
          clearButtonProps={{ 'aria-label': t('form.clearReceipt') }}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          data-testid="expense-receipt-input"
          {...form.getInputProps('receipt')}
        />
        {progress !== null && <UploadProgress fraction={progress} label={t('form.uploading')} formatNumber={(n) => fmt.number(n)} />}
        <FormActions onCancel={onClose} loading={create.isPending} submitLabel={t('form.submit')} />
      </Stack>
    </form>
  );
}

/** The "record expense" modal: the caller's own expense, with its receipt. */
export function ExpenseModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('expenses');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('form.newExpense')} size="lg">
      <ExpenseForm onClose={onClose} />
    </FormModal>
  );
}
