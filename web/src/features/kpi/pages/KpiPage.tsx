import { useState } from 'react';
import { Button, Card, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { searchWith } from '../../../lib/search-with';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useFigures } from '../../../lib/figures';
import { useCurrentUser } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useKpi } from '../api/kpi';
import { monthChoices, monthLabel, monthOf } from '../components/months';
import { KpiTrends } from '../components/KpiTrends';
import { RepsTable } from '../components/RepsTable';
import { TargetsModal } from '../components/TargetsModal';
import { UserKpiModal } from '../components/UserKpiModal';

/**
 * `/app/employee-kpi`: each rep's month against their targets, pro-rated by the working days
 * begun (a sales user sees their own row). The month and the open rep live in the URL.
 */
export function KpiPage() {
  const { t } = useTranslation('kpi');
  usePageTitle(t('pageTitle'));
  const me = useCurrentUser();
  const manager = !!me && can(me.role, 'kpi.manage');
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? monthOf(new Date());
  const openRep = params.get('rep');
  const set = (key: string, value: string | null) => setParams(() => searchWith({ [key]: value }));
  const [targeting, setTargeting] = useState(false);
  const kpi = useKpi(month);
  const f = useFigures(kpi.data?.currency);
  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader
        title={t('pageTitle')}
        subtitle={
          kpi.data
            ? t('clock', {
                elapsed: f.number(kpi.data.working_days_elapsed),
                days: f.number(kpi.data.working_days),
                expected: f.pct(kpi.data.expected),
              })
            : t('subtitle')
        }
      >
        <Group>
          <Select
            aria-label={t('month')}
            data={monthChoices(monthOf(new Date())).map((m) => ({ value: m, label: monthLabel(m, f.locale) }))}
            value={month}
            onChange={(m) => m && set('month', m)}
            allowDeselect={false}
            w={190}
          />
          {manager && (
            <Button leftSection={<IconTarget size={16} aria-hidden />} onClick={() => setTargeting(true)} disabled={!kpi.data}>
              {t('setTargets')}
            </Button>
          )}
        </Group>
      </PageHeader>
      <Card withBorder radius="lg" padding="lg">
        {kpi.isPending ? (
          <Stack>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} h={28} />
            ))}
          </Stack>
        ) : kpi.isError ? (
          <ErrorAlert error={kpi.error} onRetry={() => void kpi.refetch()} />
        ) : kpi.data.reps.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('empty')}
          </Text>
        ) : (
          <RepsTable reply={kpi.data} onOpen={(id) => set('rep', id)} />
        )}
      </Card>
      {kpi.data && kpi.data.reps.length > 0 && <KpiTrends month={month} reps={manager ? kpi.data.reps.map((r) => r.user) : null} />}
      {manager && kpi.data && (
        <TargetsModal
          opened={targeting}
          onClose={() => setTargeting(false)}
          month={month}
          reps={kpi.data.reps.map((r) => r.user)}
          locale={f.locale}
        />
      )}
      <UserKpiModal userId={openRep} month={month} onClose={() => set('rep', null)} />
    </Stack>
  );
}
