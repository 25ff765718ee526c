import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import { useCurrentUser } from '../../../lib/session';
import { useExpenseVisits } from '../api/expenses';
import { useExpenseFormat } from './labels';

/**
 * The visit an expense was spent on: the caller's own visits of the expense's day that have
 * begun (a pending one may not carry an expense). None chosen: an expense of the day.
 */
export function VisitChoice({
  day,
  value,
  onChange,
  error,
}: {
  day: string;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation('expenses');
  const user = useCurrentUser();
  const fmt = useExpenseFormat();
  // Only those who work visits may list them (every expense user today; the rule stays the permission's).
  const works = !!user && can(user.role, 'visits.work');
  const visits = useExpenseVisits(works ? user.id : undefined, day);
  const data = (visits.data ?? []).map((v) => ({ value: v.id, label: `${fmt.time(v.planned_at)} · ${v.client.company_name}` }));
  if (!works) return null;
  return (
    <Select
      label={t('form.visit')}
      description={t('form.visitHint')}
      placeholder={t('form.visitNone')}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      searchable
      nothingFoundMessage={visits.isFetching ? t('form.loadingVisits') : t('form.noVisits')}
      comboboxProps={{ withinPortal: true }}
      error={error}
      data-testid="expense-visit-choice"
    />
  );
}
