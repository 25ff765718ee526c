import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../../components/tap-target.css';
import type { DashMeeting, DashRequest, DashTask, DashVisit } from '@contract/dashboard';
import { MEETING_STATUS } from '@contract/meetings';
import { useCompanyClock } from '../../../lib/company-clock';
import { useFormatters } from '../../../lib/format';
import { useWarnColor } from '../../../lib/figures';
import { useTone } from '../../../lib/tones';
import { meetingWhere } from '../model/meeting-where';

/**
 * Day and time in the reader's language (digits follow it), on the company's clock: a manager
 * travelling abroad sees the 10:00 the meeting was planned for, not their laptop's hour.
 */
function useWhen() {
  const fmt = useFormatters();
  const clock = useCompanyClock();
  return {
    at: (iso: string) => clock.format(iso, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }),
    day: fmt.date,
  };
}

const rowStyle = { borderBottom: '1px solid var(--mantine-color-default-border)', paddingBlock: 6 } as const;

/** A plain list of ruled rows (each child an `li`). */
function RowList({ children }: { children: ReactNode }) {
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** A row's first line: its title, and the day it is due, in the warning colour once past. */
function TitleAndDay({ title, day, label, today }: { title: string; day: string; label: string; today: string }) {
  const warn = useWarnColor();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={500} truncate>
        {title}
      </Text>
      <Text size="xs" c={day < today ? warn : undefined} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    </Group>
  );
}

export function TaskRows({ items, today, showAssignee }: { items: DashTask[]; today: string; showAssignee?: boolean }) {
  const { t } = useTranslation('dashboard');
  const when = useWhen();
  return (
    <RowList>
      {items.map((task) => (
        <li key={task.id} style={rowStyle} data-testid="dash-task">
          <TitleAndDay title={task.title} day={task.due_date} today={today} label={t('stats.dueOn', { date: when.day(task.due_date) })} />
          {showAssignee && (
            <Text size="xs" c="dimmed">
              {t('stats.assignee', { name: task.assignee.name })}
            </Text>
          )}
        </li>
      ))}
    </RowList>
  );
}

export function MeetingRows({ items }: { items: DashMeeting[] }) {
  const { t } = useTranslation('dashboard');
  const when = useWhen();
  return (
    <RowList>
      {items.map((m) => (
        <li key={m.id} style={rowStyle} data-testid="dash-meeting" data-status={m.status}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Anchor
              component={Link}
              to={`/app/meeting?meeting=${m.id}`}
              size="sm"
              fw={500}
              className="tap-24"
              td={m.status === MEETING_STATUS.cancelled ? 'line-through' : undefined}
            >
              {m.title}
            </Anchor>
            {m.status === MEETING_STATUS.cancelled && (
              <Badge color="red" variant="light" size="sm">
                {t('stats.cancelled')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {when.at(m.starts_at)} · {meetingWhere(m, t('stats.online'))}
          </Text>
        </li>
      ))}
    </RowList>
  );
}

export function VisitRows({ items }: { items: DashVisit[] }) {
  const { t } = useTranslation('dashboard');
  const when = useWhen();
  const tone = useTone();
  return (
    <RowList>
      {items.map((v) => (
        <li key={v.id} style={rowStyle} data-testid="dash-next-visit">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component={Link} to={`/app/visits/visitdetails/${v.id}`} size="sm" fw={500} truncate className="tap-24">
              {v.client.name}
            </Anchor>
            <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
              {when.at(v.planned_at)}
            </Text>
          </Group>
          <Group gap={6}>
            <Badge size="xs" variant="light">
              {t(`types.${v.visit_type}` as 'types.0')}
            </Badge>
            <Badge size="xs" variant="outline" color={tone(v.status === 1 ? 'warn' : 'neutral')}>
              {t(`statuses.${v.status}` as 'statuses.0')}
            </Badge>
          </Group>
        </li>
      ))}
    </RowList>
  );
}

export function RequestRows({ items, today }: { items: DashRequest[]; today: string }) {
  const { t } = useTranslation('dashboard');
  const when = useWhen();
  const tone = useTone();
  return (
    <RowList>
      {items.map((r) => (
        <li key={r.id} style={rowStyle} data-testid="dash-request">
          <TitleAndDay
            title={r.title}
            day={r.scheduled_date}
            today={today}
            label={t('stats.scheduledOn', { date: when.day(r.scheduled_date) })}
          />
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {r.client.name}
            </Text>
            <Badge size="xs" variant="light" color={tone(r.priority === 2 ? 'bad' : 'neutral')}>
              {t(`priorities.${r.priority}` as 'priorities.0')}
            </Badge>
            <Badge size="xs" variant="outline">
              {t(`requestStatuses.${r.status}` as 'requestStatuses.0')}
            </Badge>
          </Group>
        </li>
      ))}
    </RowList>
  );
}
