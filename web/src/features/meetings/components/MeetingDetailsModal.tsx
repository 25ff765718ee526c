import { useState } from 'react';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconCalendarPlus, IconCalendarX, IconCheck, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEETING_STATUS, type Meeting } from '@contract/meetings';
import { Field } from '../../../components/Field';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../components/confirm';
import { downloadMeetingIcs, useCancelMeeting, useMarkMeetingDone, useMeetingDetails } from '../api/meetings';
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
      {meeting.cancelled_at && (
        <Field label={t('details.cancelledAt')} testId="meeting-cancelled-at">
          {fmt.dateTime(meeting.cancelled_at)}
        </Field>
      )}
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

/**
 * "Add to calendar" for anyone who sees the meeting; edit and cancel for whoever the server
 * allows (`actions`). Cancelling asks first: the attendees are told at once, and it is final.
 */
function MeetingActions({ meeting, onEdit }: { meeting: Meeting; onEdit: (m: Meeting) => void }) {
  const { t } = useTranslation('meetings');
  const cancel = useCancelMeeting();
  const [downloading, setDownloading] = useState(false);
  const addToCalendar = () => {
    setDownloading(true);
    downloadMeetingIcs(meeting.id)
      .catch((err: unknown) => notifyError(err, t('details.downloadFailed')))
      .finally(() => setDownloading(false));
  };
  const askCancel = () =>
    confirmAction({
      title: t('details.cancelTitle'),
      message: t('details.cancelMessage', { title: meeting.title }),
      confirmLabel: t('details.cancelConfirm'),
      danger: true,
      testId: 'meeting-cancel-confirm',
      onConfirm: () =>
        cancel.mutate(meeting.id, {
          onSuccess: () => notifySuccess(t('details.cancelled')),
          onError: (err) => notifyError(err, t('details.cancelFailed')),
        }),
    });
  return (
    <Group gap="xs" data-testid="meeting-actions">
      <Button variant="default" leftSection={<IconCalendarPlus size={16} aria-hidden />} loading={downloading} onClick={addToCalendar}>
        {t('details.addToCalendar')}
      </Button>
      {meeting.actions.includes('edit') && (
        <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(meeting)}>
          {t('details.edit')}
        </Button>
      )}
      {meeting.actions.includes('cancel') && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconCalendarX size={16} aria-hidden />}
          loading={cancel.isPending}
          onClick={askCancel}
        >
          {t('details.cancel')}
        </Button>
      )}
    </Group>
  );
}

function MeetingDetails({ meeting, onEdit }: { meeting: Meeting; onEdit: (m: Meeting) => void }) {
  const { t } = useTranslation('meetings');
  // The server says whether the caller may close it (meetings.service.ts holds the rule).
  const canClose = meeting.actions.includes('mark_done');
  return (
    <Stack gap="md" data-testid="meeting-details" data-status={meeting.status}>
      <MeetingFacts meeting={meeting} />
      <MeetingActions meeting={meeting} onEdit={onEdit} />
      {meeting.agenda && (
        <Field label={t('form.agenda')}>
          <Text size="sm" style={pre} component="span">
            {meeting.agenda}
          </Text>
        </Field>
      )}
      {meeting.status === MEETING_STATUS.cancelled ? null : meeting.status === MEETING_STATUS.done ? (
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
export function MeetingDetailsModal({
  id,
  row,
  onClose,
  onEdit,
}: {
  id: string | null;
  row?: Meeting;
  onClose: () => void;
  onEdit: (m: Meeting) => void;
}) {
  const { t } = useTranslation('meetings');
  // The closing modal keeps its record while it animates out.
  const details = useMeetingDetails(useLastDefined(id), row);
  return (
    <RecordModal opened={id !== null} details={details} fallbackTitle={t('details.title')} onClose={onClose}>
      {(meeting) => <MeetingDetails meeting={meeting} onEdit={onEdit} />}
    </RecordModal>
  );
}
