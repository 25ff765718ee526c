import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClientMeeting, ClientRating, ClientVisit } from '@contract/client-history';
import type { MaintenanceRequest } from '@contract/maintenance';
import type { Task } from '@contract/tasks';
import { useCompanyClock } from '../../../lib/company-clock';
import { useTone, type Tone } from '../../../lib/tones';

/** The rows of the client's history sections: what each record is, its state, when and who. */

const row = { py: 'sm', gap: 4 } as const;

// Badge colours from lib/tones.ts, which keep 4.5:1 on their tint in both schemes (Mantine's
// light blue or teal do not), in the same tones as the visits and tasks lists.
const visitTones: Tone[] = ['neutral', 'info', 'done', 'good', 'bad'];
const workTones: Tone[] = ['info', 'warn', 'good'];

type LabelGroup = 'payments' | 'visitTypes' | 'visitStatuses' | 'taskStatuses' | 'meetingStatuses' | 'maintenanceStatuses';
/** The spec's numbers in words; a number the catalog does not know shows as itself. */
const label = (t: (key: 'history.payments.0', o: { defaultValue: string }) => string, group: LabelGroup, n: number) =>
  String(t(`history.${group}.${n}` as 'history.payments.0', { defaultValue: String(n) }));

function VisitOutcome({ visit }: { visit: ClientVisit }) {
  const { t } = useTranslation('clients');
  const clock = useCompanyClock();
  const o = visit.outcome;
  if (!o) return null;
  const text = (() => {
    switch (o.kind) {
      case 'collection':
        return t('history.outcome.collected', { amount: clock.money(o.amount), payment: label(t, 'payments', o.payment) });
      case 'delivery':
        return t('history.outcome.delivered', { name: o.receiver_name });
      case 'call':
        return t('history.outcome.call', { minutes: clock.number(o.duration_minutes), summary: o.summary });
      default: {
        const order = o.order === 'Yes' && o.order_value !== null ? t('history.outcome.order', { value: clock.money(o.order_value) }) : '';
        return [o.outcome, order].filter(Boolean).join(' · ');
      }
    }
  })();
  return (
    <Text size="sm" lineClamp={2} data-testid="client-visit-outcome">
      {text}
    </Text>
  );
}

export function VisitRow({ visit }: { visit: ClientVisit }) {
  const tone = useTone();
  const { t } = useTranslation('clients');
  const clock = useCompanyClock();
  const when = clock.shortDateTime(visit.planned_at);
  return (
    <Stack {...row}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Anchor component={Link} to={`/app/visits/visitdetails/${visit.id}`} fw={600} className="tap-24">
          {label(t, 'visitTypes', visit.visit_type)} · {when}
        </Anchor>
        <Group gap={4}>
          {visit.is_false && (
            <Badge color={tone('bad')} variant="light">
              {t('history.falseVisit')}
            </Badge>
          )}
          <Badge color={tone(visitTones[visit.status] ?? 'neutral')} variant="light" data-testid="client-visit-status">
            {label(t, 'visitStatuses', visit.status)}
          </Badge>
        </Group>
      </Group>
      <VisitOutcome visit={visit} />
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {visit.assigned_to.full_name}
        </Text>
        {visit.rating !== null && <Stars n={visit.rating} />}
      </Group>
    </Stack>
  );
}

function Stars({ n }: { n: number }) {
  const { t } = useTranslation('clients');
  const clock = useCompanyClock();
  return (
    <Group gap={2} role="img" aria-label={t('history.stars', { n: clock.number(n) })}>
      {Array.from({ length: 5 }, (_, i) => (
        <IconStarFilled key={i} size={12} aria-hidden color={i < n ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-gray-4)'} />
      ))}
    </Group>
  );
}

/** Done reads as good, cancelled as bad, scheduled as information. */
const meetingTones: Record<number, Tone> = { 1: 'good', 2: 'bad' };

/** A titled record of the client (a task, a meeting, a request): its state's badge, then when and who. */
function TitledRow({ title, tone, status, children }: { title: string; tone: Tone; status: string; children: ReactNode }) {
  const color = useTone();
  return (
    <Stack {...row}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text fw={600}>{title}</Text>
        <Badge color={color(tone)} variant="light">
          {status}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {children}
      </Text>
    </Stack>
  );
}

const LONG_DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

export function TaskRow({ task }: { task: Task }) {
  const { t } = useTranslation('clients');
  const clock = useCompanyClock();
  return (
    <TitledRow title={task.title} tone={workTones[task.status] ?? 'neutral'} status={label(t, 'taskStatuses', task.status)}>
      {t('history.due', { date: clock.day(task.due_date, LONG_DAY) })} · {task.assigned_to.full_name}
    </TitledRow>
  );
}

export function MeetingRow({ meeting }: { meeting: ClientMeeting }) {
  const { t } = useTranslation('clients');
  const clock = useCompanyClock();
  return (
    <TitledRow title={meeting.title} tone={meetingTones[meeting.status] ?? 'info'} status={label(t, 'meetingStatuses', meeting.status)}>
      {clock.shortDateTime(meeting.starts_at)} · {meeting.place || t('history.online')} ·{' '}
      {t('history.organizer', { name: meeting.organizer.full_name })}
    </TitledRow>
  );
}

export function MaintenanceRow({ request }: { request: MaintenanceRequest }) {
  const { t } = useTranslation('clients');
  const clock = useCompanyClock();
  return (
    <TitledRow title={request.title} tone={workTones[request.status] ?? 'neutral'} status={label(t, 'maintenanceStatuses', request.status)}>
      {t('history.scheduled', { date: clock.day(request.scheduled_date, LONG_DAY) })} · {request.assignee.full_name}
    </TitledRow>
  );
}

export function RatingRow({ rating }: { rating: ClientRating }) {
  const { t } = useTranslation('clients');
  const clock = useCompanyClock();
  return (
    <Stack {...row}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Stars n={rating.rating} />
        <Text size="xs" c="dimmed">
          {clock.shortDateTime(rating.rated_at)}
        </Text>
      </Group>
      {rating.comment && <Text size="sm">{rating.comment}</Text>}
      <Anchor component={Link} to={`/app/visits/visitdetails/${rating.visit_id}`} size="xs">
        {t('history.ratedBy', { name: rating.rep.full_name })}
      </Anchor>
    </Stack>
  );
}
