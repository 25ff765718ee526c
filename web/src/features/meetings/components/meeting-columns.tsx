import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Meeting } from '@contract/meetings';
import type { Column } from '../../../components/list/DataTable';
import { MeetingStatusBadge } from './MeetingBadges';
import { useMeetingFormat } from './meeting-format';

/** The title opens the meeting. */
export function MeetingTitle({ meeting, onOpen }: { meeting: Meeting; onOpen: (m: Meeting) => void }) {
  const { t } = useTranslation('meetings');
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      size="sm"
      ta="start"
      onClick={() => onOpen(meeting)}
      aria-label={t('columns.open', { name: meeting.title })}
      data-testid="meeting-open"
      style={{ overflowWrap: 'anywhere' }}
    >
      {meeting.title}
    </Anchor>
  );
}

/** When, on the company's clock: the day over the hours. */
export function MeetingWhen({ meeting }: { meeting: Meeting }) {
  const fmt = useMeetingFormat();
  return (
    <Stack gap={0}>
      <Text size="sm">{fmt.day(meeting.starts_at)}</Text>
      <Text size="xs" c="dimmed" dir="ltr" ta="start">
        {fmt.span(meeting)}
      </Text>
    </Stack>
  );
}

export const placeOf = (m: Meeting, online: string) => m.place ?? (m.online_link ? online : '—');

/** "3 attendees" in the reader's language and digits. */
export function useAttendeeCount() {
  const { t } = useTranslation('meetings');
  const fmt = useMeetingFormat();
  return (m: Meeting) => t('attendeeCount', { count: m.attendees.length, n: fmt.number(m.attendees.length) });
}

export function useMeetingColumns(onOpen: (m: Meeting) => void): Column<Meeting>[] {
  const { t } = useTranslation('meetings');
  const attendeeCount = useAttendeeCount();
  return [
    { key: 'title', header: t('columns.title'), render: (m) => <MeetingTitle meeting={m} onOpen={onOpen} /> },
    { key: 'when', header: t('columns.when'), render: (m) => <MeetingWhen meeting={m} /> },
    { key: 'place', header: t('columns.place'), render: (m) => placeOf(m, t('online')) },
    { key: 'organizer', header: t('columns.organizer'), render: (m) => m.organizer.name },
    { key: 'attendees', header: t('columns.attendees'), render: attendeeCount },
    { key: 'status', header: t('columns.status'), render: (m) => <MeetingStatusBadge meeting={m} /> },
  ];
}
