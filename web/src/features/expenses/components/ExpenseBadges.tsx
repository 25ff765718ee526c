import { Badge } from '@mantine/core';
import { IconGasStation, IconParking, IconToolsKitchen2 } from '@tabler/icons-react';
import type { ExpenseCategory, ExpenseStatus } from '@contract/expenses';
import { useTone, type Tone } from '../../../lib/tones';
import { useExpenseLabels } from './labels';

const statusTone: Record<ExpenseStatus, Tone> = { pending: 'caution', approved: 'good', rejected: 'bad' };

/** Pending, Approved or Rejected: in words, the colour only repeats them. */
export function ExpenseStatusBadge({ status }: { status: ExpenseStatus }) {
  const { status: label } = useExpenseLabels();
  const tone = useTone();
  return (
    <Badge color={tone(statusTone[status])} variant="light" miw="max-content" data-testid="expense-status" data-status={status}>
      {label(status)}
    </Badge>
  );
}

const categoryIcon = { fuel: IconGasStation, parking: IconParking, meals: IconToolsKitchen2 } as const;

export function ExpenseCategoryBadge({ category }: { category: ExpenseCategory }) {
  const { category: label } = useExpenseLabels();
  const Icon = categoryIcon[category];
  return (
    <Badge variant="default" miw="max-content" leftSection={<Icon size={12} aria-hidden />} data-testid="expense-category">
      {label(category)}
    </Badge>
  );
}
