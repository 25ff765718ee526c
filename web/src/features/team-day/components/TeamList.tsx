import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamDay, TeamRep } from '@contract/team-day';
import { useCompanyClock } from '../../../lib/company-clock';
import { useTone } from '../../../lib/tones';
import { nextStopOf } from './team-day-view';

function RepCard({ rep, day, selected, onSelect }: { rep: TeamRep; day: TeamDay; selected: boolean; onSelect: (id: string) => void }) {
  const { t } = useTranslation('teamDay');
  const clock = useCompanyClock();
  const tone = useTone();
  const next = nextStopOf(rep);
  const last = rep.last_check_in;
  return (
    <UnstyledButton
      className="team-rep"
      aria-pressed={selected}
      onClick={() => onSelect(rep.id)}
      data-testid="team-rep"
      data-rep-id={rep.id}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} truncate>
          {rep.full_name}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color="teal" c={tone('good')} data-testid="rep-done">
            {t('done', { n: clock.number(rep.done) })}
          </Badge>
          <Badge variant="light" color="blue" c={tone('info')} data-testid="rep-to-do">
            {t('toDo', { n: clock.number(rep.to_do) })}
          </Badge>
        </Group>
      </Group>
      <Stack gap={2} mt={6}>
        <Text size="sm" data-testid="rep-last-check-in">
          {last
            ? t('lastCheckIn', { time: clock.time(last.at), place: last.visit.client_name })
            : day.positions === 'shown'
              ? t('noCheckIn')
              : t('checkInHidden')}
        </Text>
        <Text size="sm" c="dimmed" data-testid="rep-next">
          {next
            ? t(next.stop !== null ? 'nextStop' : 'nextVisit', {
                n: next.stop === null ? '' : clock.number(next.stop),
                place: next.client_name,
                time: clock.time(next.planned_at),
              })
            : rep.visits.length > 0
              ? t('allDone')
              : t('nothingPlanned')}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** The reps in the map's order, one card each; choosing one highlights their route (again: everyone). */
export function TeamList({ day, selected, onSelect }: { day: TeamDay; selected: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('teamDay');
  if (day.reps.length === 0) {
    return (
      <Text c="dimmed" data-testid="team-empty">
        {t('noReps')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" className="team-list" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
      {day.reps.map((rep) => (
        <li key={rep.id}>
          <RepCard rep={rep} day={day} selected={rep.id === selected} onSelect={onSelect} />
        </li>
      ))}
    </Stack>
  );
}
