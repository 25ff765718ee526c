import { Button, EmptyState } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Meeting, MeetingWhen } from '@contract/meetings';
import { DataTable } from '../../../components/list/DataTable';
import { MEETINGS_PAGE_SIZE, useMeetingsQuery } from '../api/meetings';
import { MeetingCard } from './MeetingCard';
import { useMeetingColumns } from './meeting-columns';
import { useMeetingFormat } from './meeting-format';

/** Upcoming (soonest first) or past (newest first) meetings, ten a page. */
export function MeetingsList({
  when,
  page,
  onPageChange,
  onCreate,
  onOpen,
}: {
  when: MeetingWhen;
  page: number;
  onPageChange: (page: number) => void;
  onCreate: () => void;
  onOpen: (m: Meeting) => void;
}) {
  const { t } = useTranslation('meetings');
  const fmt = useMeetingFormat();
  const meetings = useMeetingsQuery(when, page);
  const columns = useMeetingColumns(onOpen);
  const empty = (
    <EmptyState icon={<IconCalendarEvent size={28} />} title={t(`empty.${when}Title`)} description={t(`empty.${when}Text`)} py="xl">
      {when === 'upcoming' && <Button onClick={onCreate}>{t('form.newMeeting')}</Button>}
    </EmptyState>
  );
  return (
    <DataTable
      label={t(`when.${when}`)}
      testId="meetings"
      columns={columns}
      page={meetings.data}
      loading={meetings.isFetching}
      error={meetings.error}
      onRetry={() => void meetings.refetch()}
      rowKey={(m) => m.id}
      rowProps={(m) => ({ 'data-testid': 'meeting-row', 'data-id': m.id, 'data-status': String(m.status) })}
      renderCard={(m) => <MeetingCard meeting={m} onOpen={onOpen} />}
      ordering={undefined}
      onOrderingChange={() => undefined}
      pageNumber={page}
      pageSize={MEETINGS_PAGE_SIZE}
      onPageChange={onPageChange}
      total={(count) => t('total', { count, n: fmt.number(count) })}
      empty={empty}
      minWidth={900}
    />
  );
}
