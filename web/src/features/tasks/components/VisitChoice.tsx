import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisitSummary } from '@contract/visits';
import { useVisitChoices } from '../api/tasks';
import { useTaskFormat } from './labels';

/**
 * The visit a visit task is about: the chosen client's visits, else the chosen rep's (or all
 * the caller may see), newest first. Choosing one hands its client back to the form.
 */
export function VisitChoice({
  clientId,
  assigneeId,
  value,
  onChange,
  error,
}: {
  clientId: string | null;
  assigneeId: string | null;
  value: string | null;
  onChange: (visit: VisitSummary | null) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation(['tasks', 'visits']);
  const fmt = useTaskFormat();
  const filter = clientId ? { client_id: clientId } : assigneeId ? { assigned_to: assigneeId } : {};
  const visits = useVisitChoices(filter, true);
  const rows = visits.data?.results ?? [];
  const data = rows.map((v) => ({
    value: v.id,
    label: [
      fmt.dateTime(v.planned_at),
      String(t(`visits:types.${v.visit_type}` as 'visits:types.0', { defaultValue: '' })),
      v.client.company_name,
    ].join(' · '),
  }));
  return (
    <Select
      label={t('form.visit')}
      description={t(clientId ? 'form.visitHintClient' : 'form.visitHint')}
      placeholder={t('form.choose')}
      data={data}
      value={value}
      onChange={(id) => onChange(rows.find((v) => v.id === id) ?? null)}
      searchable
      required
      nothingFoundMessage={visits.isFetching ? t('form.loadingVisits') : t('form.noVisits')}
      comboboxProps={{ withinPortal: true }}
      error={error}
      data-testid="task-visit"
    />
  );
}
