import { useState } from 'react';
import { Button, Card, SegmentedControl, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { searchWith } from '../../../lib/search-with';
import { useTranslation } from 'react-i18next';
import { meetingWhens, type Meeting, type MeetingWhen } from '@contract/meetings';
import { PageHeader } from '../../../components/PageHeader';
import { usePageTitle } from '../../../lib/use-page-title';
import { MeetingDetailsModal } from '../components/MeetingDetailsModal';
import { MeetingModal } from '../components/MeetingModal';
import { MeetingsList } from '../components/MeetingsList';

/**
 * `/app/meeting`: upcoming or past meetings. The switch (`?when=past`) and the open meeting
 * (`?meeting=<id>`) are in the URL, so a reload, a notification or an e-mail's link opens them.
 */
export function MeetingsPage() {
  const { t } = useTranslation('meetings');
  usePageTitle(t('pageTitle'));
  const [creating, setCreating] = useState(false);
  // An edit closes the meeting's details and opens its form; saving opens the details again.
  const [editing, setEditing] = useState<Meeting | undefined>();
  const [params, setParams] = useSearchParams();
  const when: MeetingWhen = params.get('when') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const openId = params.get('meeting');
  // The clicked row shows at once while its details load.
  const [row, setRow] = useState<Meeting | undefined>();
  const update = (changes: Record<string, string | null>, replace: boolean) => setParams(() => searchWith(changes), { replace });
  const setOpen = (meeting: Meeting | null) => {
    setRow(meeting ?? undefined);
    update({ meeting: meeting?.id ?? null }, !meeting);
  };
  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('pageTitle')} subtitle={t('subtitle')}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('form.newMeeting')}
        </Button>
      </PageHeader>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('when.label')}
            data={meetingWhens.map((w) => ({ value: w, label: t(`when.${w}`) }))}
            value={when}
            onChange={(w) => update({ when: w === 'upcoming' ? null : w, page: null }, false)}
            data-testid="meeting-when"
            style={{ alignSelf: 'flex-start' }}
          />
          <MeetingsList
            when={when}
            page={page}
            onPageChange={(p) => update({ page: p > 1 ? String(p) : null }, false)}
            onCreate={() => setCreating(true)}
            onOpen={setOpen}
          />
        </Stack>
      </Card>
      <MeetingModal opened={creating} onClose={() => setCreating(false)} />
      <MeetingModal
        opened={editing !== undefined}
        meeting={editing}
        onClose={(saved) => {
          const was = editing;
          setEditing(undefined);
          if (saved ?? was) setOpen(saved ?? was!);
        }}
      />
      <MeetingDetailsModal
        id={openId}
        row={row?.id === openId ? row : undefined}
        onClose={() => setOpen(null)}
        onEdit={(m) => {
          setOpen(null);
          setEditing(m);
        }}
      />
    </Stack>
  );
}
