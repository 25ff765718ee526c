import { useCallback, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useSessionStorage } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { can, rowScope } from '@contract/permissions';
import { cellText } from '@contract/report-cells';
import { REPORT_TYPE, type ExportFormat, type ReportColumn, type ReportRow } from '@contract/reports';
import { ListExports } from '../../../components/ListExports';
import { PageHeader } from '../../../components/PageHeader';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { useCompanyCityName } from '../../../lib/countries';
import { useFormatters } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { useTenantQuery } from '../../../lib/tenant';
import { usePageTitle } from '../../../lib/use-page-title';
import { addDays, zonedToday } from '../../../lib/zoned-time';
import { REPORT_PAGE_SIZE, useReportQuery, useStartExport, type ReportFilters as Filters } from '../api/reports';
import { ExportMenu } from '../components/ExportMenu';
import { ExportProgress, useExportRefusal } from '../components/ExportProgress';
import { ReportFilters } from '../components/ReportFilters';
import { ScheduledReports } from '../components/ScheduledReports';
import { ScheduleModal, type ScheduleTarget } from '../components/ScheduleModal';

/** The last 30 days of the company's calendar (its zone once known, else the browser's). */
function initialFilters(timeZone: string | undefined): Filters {
  const today = zonedToday(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  return { report_type: REPORT_TYPE.visit, from: addDays(today, -29), to: today };
}

/** Exports the page keeps offering, newest first. */
const KEPT_EXPORTS = 5;

/** `/app/reports`: the four reports over a date range, reps and each report's own filters. */
export function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const { t: ts } = useTranslation('schedules');
  usePageTitle(t('pageTitle'));
  const user = useCurrentUser();
  const tenant = useTenantQuery();
  const f = useFormatters();
  const city = useCompanyCityName(i18n.resolvedLanguage === 'ar' ? 'ar' : 'en');
  const [filters, setFilters] = useState<Filters>(() => initialFilters(tenant.data?.time_zone));
  const [page, setPage] = useState(1);
  const report = useReportQuery(filters, page);
  const startExport = useStartExport();
  const refusal = useExportRefusal();
  // Kept for the tab's session, newest first: leaving the page (or reloading it) mid-export still
  // ends in its download, and a second export does not take the first one's away.
  const [exportIds, setExportIds] = useSessionStorage<string[]>({ key: `ziyara.report-exports.${user?.id ?? ''}`, defaultValue: [] });
  const forget = useCallback((id: string) => setExportIds((ids) => ids.filter((x) => x !== id)), [setExportIds]);
  const exportAs = (format: ExportFormat) => {
    startExport.mutate(
      { ...filters, format, language: i18n.resolvedLanguage === 'ar' ? 'ar' : 'en' },
      { onSuccess: (started) => setExportIds((ids) => [started.id, ...ids.filter((x) => x !== started.id)].slice(0, KEPT_EXPORTS)) },
    );
  };
  // Scheduling (issue 43) is for those who may; the dates are the schedule's period, not these.
  const schedules = !!user && can(user.role, 'reports.schedule');
  const [scheduling, setScheduling] = useState<ScheduleTarget | null>(null);
  const scheduleFilters = () => {
    const { from: _from, to: _to, ...rest } = filters;
    setScheduling({ filters: rest });
  };
  const cell = (kind: ReportColumn['kind'], value: ReportRow[string]) =>
    cellText((key) => t(key as 'values.yes'), { ...f, city }, kind, value ?? null);
  const columns: Column<ReportRow>[] = (report.data?.columns ?? []).map((c) => ({
    key: c.key,
    header: t(`columns.${c.key}` as 'columns.rep'),
    render: (row) => cell(c.kind, row[c.key] ?? null),
  }));
  // Sums read as numbers and money; a yes/no column's total is how many are yes.
  const totals = report.data?.totals ?? {};
  const totalCells = Object.fromEntries(
    (report.data?.columns ?? [])
      .filter((c) => c.key in totals)
      .map((c) => [c.key, cell(c.kind === 'boolean' ? 'number' : c.kind, totals[c.key]!)]),
  );
  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('pageTitle')} subtitle={t('subtitle')}>
        <Group gap="xs">
          {schedules && (
            <Button
              variant="default"
              leftSection={<IconCalendarTime size={16} aria-hidden />}
              onClick={scheduleFilters}
              data-testid="report-schedule"
            >
              {ts('button')}
            </Button>
          )}
          <ExportMenu onExport={exportAs} busy={startExport.isPending} />
        </Group>
      </PageHeader>
      {startExport.error && (
        <Alert
          color="red"
          withCloseButton
          onClose={() => startExport.reset()}
          closeButtonLabel={t('export.dismiss')}
          data-testid="report-export-refused"
        >
          {refusal(startExport.error)}
        </Alert>
      )}
      {exportIds.map((id) => (
        <ExportProgress key={id} id={id} onDismiss={() => forget(id)} />
      ))}
      <ListExports />
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <ReportFilters
            value={filters}
            canPickReps={!!user && rowScope[user.role] === 'all'}
            onChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
          <DataTable
            label={t(`types.${filters.report_type}`)}
            columns={columns}
            page={report.data}
            loading={report.isPending}
            error={report.error}
            onRetry={() => void report.refetch()}
            rowKey={(row) => String(row.id)}
            ordering={undefined}
            onOrderingChange={() => undefined}
            pageNumber={page}
            pageSize={REPORT_PAGE_SIZE}
            onPageChange={setPage}
            total={(count) => t('rows', { count, n: f.number(count) })}
            empty={<Text c="dimmed">{t('empty')}</Text>}
            minWidth={columns.length * 120}
            footer={{ label: t('totals'), cells: totalCells }}
            testId="report"
          />
        </Stack>
      </Card>
      {schedules && user && (
        <>
          <ScheduledReports onEdit={(schedule) => setScheduling({ schedule })} />
          <ScheduleModal target={scheduling} onClose={() => setScheduling(null)} myId={user.id} />
        </>
      )}
    </Stack>
  );
}
