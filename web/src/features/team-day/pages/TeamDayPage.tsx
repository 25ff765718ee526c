import { useState } from 'react';
import { Button, Grid, Group, Loader, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/date-field';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageHeader } from '../../../components/PageHeader';
import { useCompanyClock } from '../../../lib/company-clock';
import { usePageTitle } from '../../../lib/use-page-title';
import { zonedToday } from '../../../lib/zoned-time';
import { useTeamDayQuery } from '../api/team-day';
import { PrivacyNote } from '../components/PrivacyNote';
import { TeamList } from '../components/TeamList';
import { TeamMap } from '../components/TeamMap';

/**
 * `/app/team/day` (managers, issue 43): the team's day on a map beside a list of the reps,
 * refreshed live by the event stream. On a phone the list comes first and the map is a toggle.
 */
export function TeamDayPage() {
  const { t } = useTranslation('teamDay');
  usePageTitle(t('title'));
  const clock = useCompanyClock();
  const [params, setParams] = useSearchParams();
  const today = zonedToday(clock.timeZone);
  const asked = params.get('date');
  const date = asked && asked < today ? asked : null;
  const query = useTeamDayQuery(date);
  const [selected, setSelected] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const [pane, setPane] = useState<'list' | 'map'>('list');
  const select = (id: string) => setSelected((current) => (current === id ? null : id));
  const setDate = (value: string) =>
    setParams((p) => {
      if (value && value < today) p.set('date', value);
      else p.delete('date');
      return p;
    });
  const day = query.data;

  const list = day && <TeamList day={day} selected={selected} onSelect={select} />;
  const map = day && <TeamMap reps={day.reps} selected={selected} onSelect={select} />;
  return (
    <Stack gap="md">
      <PageHeader title={t('title')} subtitle={day ? clock.day(day.date) : t('subtitle')}>
        <Group gap="xs" align="flex-end">
          <DateField label={t('day')} value={date ?? today} onChange={setDate} maxDate={today} w={190} data-testid="team-date" />
          {date && (
            <Button variant="light" onClick={() => setDate('')}>
              {t('today')}
            </Button>
          )}
        </Group>
      </PageHeader>
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && (
        <Stack role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={60} />
          <Skeleton h={300} />
        </Stack>
      )}
      {day && (
        <>
          <PrivacyNote day={day} />
          <Group gap="xs" mih={24} aria-live="polite">
            {query.isFetching && <Loader size="xs" aria-label={t('loading')} />}
            {day.is_today && (
              <Text size="sm" c="dimmed">
                {t('live')}
              </Text>
            )}
          </Group>
          {phone ? (
            <Stack gap="sm">
              <SegmentedControl
                fullWidth
                value={pane}
                onChange={(v) => setPane(v as 'list' | 'map')}
                data={[
                  { value: 'list', label: t('showList') },
                  { value: 'map', label: t('showMap') },
                ]}
                aria-label={t('view')}
                data-testid="team-pane"
              />
              {pane === 'list' ? (
                list
              ) : (
                <>
                  {map}
                  <Legend />
                </>
              )}
            </Stack>
          ) : (
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 4 }}>{list}</Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                {map}
                <Legend />
              </Grid.Col>
            </Grid>
          )}
        </>
      )}
    </Stack>
  );
}

function Legend() {
  const { t } = useTranslation('teamDay');
  return (
    <Text size="sm" c="dimmed" mt="xs" data-testid="team-legend">
      {t('legend.text')}
    </Text>
  );
}
