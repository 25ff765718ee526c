import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEETING_STATUS, type Meeting } from '@contract/meetings';
import { useNow } from '../../../lib/use-now';

/** Done, Cancelled, Scheduled, or over and still to close (a meeting nobody marked done). */
export function MeetingStatusBadge({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  // A minute's precision is enough to see a meeting end while the page is open.
  const now = useNow(meeting.status === MEETING_STATUS.scheduled, 60_000);
  const over = Date.parse(meeting.starts_at) + meeting.duration * 60_000 <= now;
  const [key, color] =
    meeting.status === MEETING_STATUS.done
      ? (['done', 'teal'] as const)
      : meeting.status === MEETING_STATUS.cancelled
        ? (['cancelled', 'red'] as const)
        : over
          ? (['toClose', 'orange'] as const)
          : (['scheduled', 'blue'] as const);
  return (
    <Badge color={color} variant="light" data-testid="meeting-status" data-status={meeting.status}>
      {t(`status.${key}`)}
    </Badge>
  );
}
