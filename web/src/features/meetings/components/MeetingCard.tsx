import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Meeting } from '@contract/meetings';
import { MeetingStatusBadge } from './MeetingBadges';
import { MeetingTitle, MeetingWhen, placeOf, useAttendeeCount } from './meeting-columns';

/** A meeting on a phone: the same facts as a table row, stacked to fit 360 px. */
export function MeetingCard({ meeting, onOpen }: { meeting: Meeting; onOpen: (m: Meeting) => void }) {
  const { t } = useTranslation('meetings');
  const attendeeCount = useAttendeeCount();
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <MeetingTitle meeting={meeting} onOpen={onOpen} />
          <MeetingStatusBadge meeting={meeting} />
        </Group>
        <MeetingWhen meeting={meeting} />
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {placeOf(meeting, t('online'))}
        </Text>
        <Text size="xs" c="dimmed">
          {meeting.organizer.name} · {attendeeCount(meeting)}
        </Text>
      </Stack>
    </Paper>
  );
}
