import { Card, Text, Timeline, Title } from '@mantine/core';
import {
  IconBan,
  IconCalendarPlus,
  IconCalendarTime,
  IconCheck,
  IconCircleCheck,
  IconAlertTriangle,
  IconHistory,
  IconMapPin,
  IconPaperclip,
  IconPoint,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@contract/clients';
import { checkInVerdicts, type CheckInVerdict } from '@contract/visits';
import { useCompanyClock, useVisitLabels } from './labels';

const icons = {
  created: IconCalendarPlus,
  checked_in: IconMapPin,
  completed: IconCircleCheck,
  approved: IconCheck,
  rejected: IconBan,
  marked_false: IconAlertTriangle,
  recorded: IconHistory,
  file_added: IconPaperclip,
  rescheduled: IconCalendarTime,
} as const;
type Known = keyof typeof icons;
const isKnown = (a: string): a is Known => a in icons;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** What happened to the visit, oldest first: who did it, when, and the details that matter. */
export function VisitTimeline({ timeline }: { timeline: Activity[] }) {
  const { t } = useTranslation('visits');
  const { distance } = useVisitLabels();
  const clock = useCompanyClock();

  const detailOf = (a: Activity): string => {
    const d = a.details;
    switch (a.action) {
      case 'created':
        if (typeof d.from_visit === 'string') return t('timeline.fromFollowUp');
        return typeof d.planned_at === 'string' ? t('timeline.plannedFor', { date: clock.dateTime(d.planned_at) }) : '';
      case 'checked_in': {
        const verdict = checkInVerdicts.find((v) => v === d.verdict) as CheckInVerdict | undefined;
        const words = verdict ? t(`verdicts.${verdict}`) : '';
        return typeof d.distance_m === 'number' ? t('timeline.distance', { verdict: words, distance: distance(d.distance_m) }) : words;
      }
      case 'marked_false':
        return d.automatic === true ? t('timeline.automatic') : text(d.reason);
      case 'rejected':
        return text(d.reason);
      case 'recorded':
        return typeof d.visited_at === 'string' ? t('timeline.visitedAt', { date: clock.dateTime(d.visited_at) }) : '';
      case 'file_added':
        return text(d.name);
      case 'rescheduled':
        return typeof d.from === 'string' && typeof d.to === 'string'
          ? t('timeline.movedFrom', { from: clock.dateTime(d.from), to: clock.dateTime(d.to) })
          : '';
      default:
        return '';
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="visit-timeline-title">
      <Title order={2} size="h4" id="visit-timeline-title" mb="md">
        {t('timeline.title')}
      </Title>
      <Timeline bulletSize={22} lineWidth={2} active={timeline.length} data-testid="visit-timeline">
        {timeline.map((a) => {
          const Icon = isKnown(a.action) ? icons[a.action] : IconPoint;
          const detail = detailOf(a);
          return (
            <Timeline.Item
              key={a.id}
              bullet={<Icon size={12} aria-hidden />}
              title={isKnown(a.action) ? t(`timeline.${a.action}`) : a.action}
              data-testid={`timeline-${a.action}`}
            >
              {detail && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {detail}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {a.actor
                  ? t('timeline.by', { name: a.actor.full_name, date: clock.shortDateTime(a.created_at) })
                  : clock.shortDateTime(a.created_at)}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Card>
  );
}
