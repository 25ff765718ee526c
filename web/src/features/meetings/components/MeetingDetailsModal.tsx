import { useState } from 'react';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEETING_STATUS, type Meeting } from '@contract/meetings';
import { Field } from '../../../components/Field';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useMarkMeetingDone, useMeetingDetails } from '../api/meetings';
import { MeetingStatusBadge } from './MeetingBadges';
import { MeetingWhen } from './meeting-columns';
import { useMeetingFormat } from './meeting-format';
import { RecordModal } from '../../../components/RecordModal';
import { useLastDefined } from '../../../lib/use-open-key';

const pre = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function MeetingFacts({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  const fmt = useMeetingFormat();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="meeting-facts">
      <Field label={t('columns.when')}>
        <MeetingWhen meeting={meeting} />
      </Field>
      <Field label={t('columns.status')}>
        <MeetingStatusBadge meeting={meeting} />
      </Field>
      <Field label={t('form.place')}>{meeting.place}</Field>
      <Field label={t('form.onlineLink')}>
        {meeting.online_link && (
          <Anchor href={meeting.online_link} target="_blank" rel="noopener noreferrer" size="sm" dir="ltr">
            {meeting.online_link}
          </Anchor>
        )}
      </Field>
      <Field label={t('columns.organizer')}>{meeting.organizer.name}</Field>
      <Field label={t('form.client')}>
        {meeting.client && (
          <Anchor component={Link} to={`/app/clients/clientdetails/${meeting.client.id}`} size="sm">
            {meeting.client.name}
          </Anchor>
        )}
      </Field>
      <Field label={t('columns.attendees')} testId="meeting-attendee-names">
        {new Intl.ListFormat(fmt.locale, { type: 'unit' }).format(meeting.attendees.map((a) => a.name))}
      </Field>
      {meeting.done_at && (
        <Field label={t('details.doneAt')} testId="meeting-done-at">
          {fmt.dateTime(meeting.done_at)}
        </Field>
      )}
    </SimpleGrid>
  );
}

/** "Mark as done": optional minutes, then one call; done is final. */
function DoneForm({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  const [minutes, setMinutes] = useState('');
  const done = useMarkMeetingDone();
  return (
    <Stack gap="xs" data-testid="meeting-done-form">
      <Textarea
        label={t('details.minutes')}
        description={t('details.minutesHint')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={10000}
        value={minutes}
        onChange={(e) => setMinutes(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={done.isPending}
          onClick={() =>
            done.mutate(
              { id: meeting.id, minutes },
              { onSuccess: () => notifySuccess(t('details.marked')), onError: (err) => notifyError(err, t('details.markFailed')) },
            )
          }
        >
          {t('details.markDone')}
        </Button>
      </Group>
    </Stack>
  );
}

function MeetingDetails({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  // The server says whether the caller may close it (meetings.service.ts holds the rule).
  const canClose = meeting.actions.includes('mark_done');
  return (
    <Stack gap="md" data-testid="meeting-details" data-status={meeting.status}>
      <MeetingFacts meeting={meeting} />
      {meeting.agenda && (
        <Field label={t('form.agenda')}>
          <Text size="sm" style={pre} component="span">
            {meeting.agenda}
          </Text>
        </Field>
      )}
      {meeting.status === MEETING_STATUS.done ? (
        <Field label={t('details.minutes')} testId="meeting-minutes">
          {meeting.minutes && (
            <Text size="sm" style={pre} component="span">
              {meeting.minutes}
            </Text>
          )}
        </Field>
      ) : (
        canClose && <DoneForm meeting={meeting} />
      )}
    </Stack>
  );
}

/** One meeting (`?meeting=<id>`: from the list, a notification or an invitation's link). */
export function MeetingDetailsModal({ id, row, onClose }: { id: string | null; row?: Meeting; onClose: () => void }) {
  const { t } = useTranslation('meetings');
  // The closing modal keeps its record while it animates out.
  const details = useMeetingDetails(useLastDefined(id), row);
  return (
    <RecordModal opened={id !== null} details={details} fallbackTitle={t('details.title')} onClose={onClose}>
      {(meeting) => <MeetingDetails meeting={meeting} />}
    </RecordModal>
  );
}
