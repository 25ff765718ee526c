import { Group, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clientKinds, customerTypes } from '@contract/clients';
import { REPORT_TYPE, reportTypes, type ReportType } from '@contract/reports';
import { taskStatuses, taskTypes } from '@contract/tasks';
import { visitStatuses, visitTypes } from '@contract/visit-forms';
import { CitySelect } from '../../../components/CitySelect';
import { DateField } from '../../../components/date-field';
import { useAssigneeOptions } from '../../../lib/catalog';
import { useTenantQuery } from '../../../lib/tenant';
import type { ReportFilters as Filters } from '../api/reports';
import './report-filters.css';

interface Props {
  value: Filters;
  onChange: (next: Filters) => void;
  /** Managers and admins pick reps; a sales user's report is their own. */
  canPickReps: boolean;
}

const numberOrUndefined = (v: string | null) => (v === null || v === '' ? undefined : Number(v));

/** The report's type, range, reps and the type's own filters; a change starts again at page 1. */
export function ReportFilters({ value, onChange, canPickReps }: Props) {
  const { t } = useTranslation('reports');
  const reps = useAssigneeOptions(canPickReps);
  const country = useTenantQuery({ inlineError: true }).data?.country ?? 'SA';
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  const pick = (label: string, data: { value: string; label: string }[], current: unknown, on: (v: string | null) => void) => (
    <Select
      label={label}
      placeholder={t('filters.any')}
      data={data}
      value={current === undefined ? null : String(current)}
      onChange={on}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
  const type = value.report_type;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Select
        label={t('filters.type')}
        data={reportTypes.map((r) => ({ value: String(r), label: t(`types.${r}`) }))}
        value={String(type)}
        allowDeselect={false}
        onChange={(v) => onChange({ report_type: Number(v) as ReportType, from: value.from, to: value.to, user_ids: value.user_ids })}
        data-testid="report-type"
      />
      <Group grow gap="xs" wrap="nowrap" className="report-dates">
        <DateField label={t('filters.from')} value={value.from} onChange={(day) => day && set({ from: day })} />
        <DateField label={t('filters.to')} value={value.to} onChange={(day) => day && set({ to: day })} />
      </Group>
      {canPickReps && (
        <MultiSelect
          label={t('filters.reps')}
          placeholder={value.user_ids?.length ? undefined : t('filters.allReps')}
          data={reps}
          value={value.user_ids ?? []}
          onChange={(ids) => set({ user_ids: ids.length ? ids : undefined })}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {type === REPORT_TYPE.visit && (
        <>
          {pick(
            t('filters.visitType'),
            visitTypes.map((v) => ({ value: String(v), label: t(`values.visitType.${v}`) })),
            value.visit_type,
            (v) => set({ visit_type: numberOrUndefined(v) as Filters['visit_type'] }),
          )}
          {pick(
            t('filters.status'),
            visitStatuses.map((v) => ({ value: String(v), label: t(`values.visitStatus.${v}`) })),
            value.status,
            (v) => set({ status: numberOrUndefined(v) }),
          )}
          {pick(
            t('filters.isFalse'),
            [
              { value: 'true', label: t('values.yes') },
              { value: 'false', label: t('values.no') },
            ],
            value.is_false,
            (v) => set({ is_false: v === null ? undefined : v === 'true' }),
          )}
        </>
      )}
      {type === REPORT_TYPE.task && (
        <>
          {pick(
            t('filters.taskType'),
            taskTypes.map((v) => ({ value: String(v), label: t(`values.taskType.${v}`) })),
            value.task_type,
            (v) => set({ task_type: numberOrUndefined(v) as Filters['task_type'] }),
          )}
          {pick(
            t('filters.status'),
            taskStatuses.map((v) => ({ value: String(v), label: t(`values.taskStatus.${v}`) })),
            value.status,
            (v) => set({ status: numberOrUndefined(v) }),
          )}
        </>
      )}
      {type === REPORT_TYPE.client && (
        <>
          {pick(
            t('filters.kind'),
            clientKinds.map((v) => ({ value: v, label: t(`values.kind.${v}`) })),
            value.kind,
            (v) => set({ kind: (v ?? undefined) as Filters['kind'] }),
          )}
          <CitySelect
            label={t('filters.city')}
            placeholder={t('filters.any')}
            country={country}
            value={value.city ?? null}
            onChange={(city) => set({ city: city ?? undefined })}
            clearable
            allowDeselect
            data-testid="report-filter-city"
          />
          {pick(
            t('filters.customerType'),
            customerTypes.map((v) => ({ value: v, label: t(`values.customerType.${v}`) })),
            value.customer_type,
            (v) => set({ customer_type: (v ?? undefined) as Filters['customer_type'] }),
          )}
        </>
      )}
    </SimpleGrid>
  );
}
