import { useState } from 'react';
import { Badge, Card, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCompanyClock } from '../../../lib/company-clock';
import { searchWith } from '../../../lib/search-with';
import {
  useClientMaintenance,
  useClientTasks,
  useHistoryMeetings,
  useHistoryRatings,
  useHistorySummary,
  useHistoryVisits,
} from '../api/history';
import { HistoryList } from './HistoryList';
import { MaintenanceRow, MeetingRow, RatingRow, TaskRow, VisitRow } from './HistoryRows';

const sections = ['visits', 'tasks', 'meetings', 'maintenance', 'ratings'] as const;
type Section = (typeof sections)[number];

// Each section keeps its own page; a panel's calls start when its tab is first opened.
function VisitsSection({ id }: { id: string }) {
  const { t } = useTranslation('clients');
  const [page, setPage] = useState(1);
  return (
    <HistoryList
      query={useHistoryVisits(id, page)}
      page={page}
      onPage={setPage}
      empty={t('history.empty.visits')}
      testId="client-visits"
      keyOf={(v) => v.id}
      render={(v) => <VisitRow visit={v} />}
    />
  );
}

function TasksSection({ id }: { id: string }) {
  const { t } = useTranslation('clients');
  const [page, setPage] = useState(1);
  return (
    <HistoryList
      query={useClientTasks(id, page)}
      page={page}
      onPage={setPage}
      empty={t('history.empty.tasks')}
      testId="client-tasks"
      keyOf={(x) => x.id}
      render={(x) => <TaskRow task={x} />}
    />
  );
}

function MeetingsSection({ id }: { id: string }) {
  const { t } = useTranslation('clients');
  const [page, setPage] = useState(1);
  return (
    <HistoryList
      query={useHistoryMeetings(id, page)}
      page={page}
      onPage={setPage}
      empty={t('history.empty.meetings')}
      testId="client-meetings"
      keyOf={(x) => x.id}
      render={(x) => <MeetingRow meeting={x} />}
    />
  );
}

function MaintenanceSection({ id }: { id: string }) {
  const { t } = useTranslation('clients');
  const [page, setPage] = useState(1);
  return (
    <HistoryList
      query={useClientMaintenance(id, page)}
      page={page}
      onPage={setPage}
      empty={t('history.empty.maintenance')}
      testId="client-maintenance"
      keyOf={(x) => x.id}
      render={(x) => <MaintenanceRow request={x} />}
    />
  );
}

function RatingsSection({ id }: { id: string }) {
  const { t } = useTranslation('clients');
  const [page, setPage] = useState(1);
  return (
    <HistoryList
      query={useHistoryRatings(id, page)}
      page={page}
      onPage={setPage}
      empty={t('history.empty.ratings')}
      testId="client-ratings"
      keyOf={(x) => x.visit_id}
      render={(x) => <RatingRow rating={x} />}
    />
  );
}

/**
 * The client's story as tabs (arrow keys move between them): visits with status and outcome,
 * tasks, meetings, maintenance requests and ratings, each paged (files and activity follow as
 * their own cards, paged too). The open tab
 * lives in the URL (`?history=tasks`), so a reload or the back button keeps it.
 */
export function ClientHistory({ clientId }: { clientId: string }) {
  const { t } = useTranslation('clients');
  const [params, setParams] = useSearchParams();
  const raw = params.get('history');
  const tab: Section = (sections as readonly string[]).includes(raw ?? '') ? (raw as Section) : 'visits';
  const s = useHistorySummary(clientId).data;
  const clock = useCompanyClock();
  // Tasks have no total here (the summary counts the open ones), so their tab shows none.
  const counts: Partial<Record<Section, number>> = s
    ? { visits: s.visits, meetings: s.meetings, maintenance: s.maintenance, ratings: s.ratings.count }
    : {};
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={t('history.title')}>
      <Tabs
        value={tab}
        onChange={(v) => setParams(() => searchWith({ history: v === 'visits' ? null : v }), { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('history.tabs.label')} style={{ flexWrap: 'wrap' }}>
          {sections.map((sec) => (
            <Tabs.Tab
              key={sec}
              value={sec}
              data-testid={`client-tab-${sec}`}
              rightSection={
                counts[sec] ? (
                  <Badge size="xs" variant="light">
                    {clock.number(counts[sec]!)}
                  </Badge>
                ) : undefined
              }
            >
              {t(`history.tabs.${sec}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="visits" pt="sm">
          <VisitsSection id={clientId} />
        </Tabs.Panel>
        <Tabs.Panel value="tasks" pt="sm">
          <TasksSection id={clientId} />
        </Tabs.Panel>
        <Tabs.Panel value="meetings" pt="sm">
          <MeetingsSection id={clientId} />
        </Tabs.Panel>
        <Tabs.Panel value="maintenance" pt="sm">
          <MaintenanceSection id={clientId} />
        </Tabs.Panel>
        <Tabs.Panel value="ratings" pt="sm">
          <RatingsSection id={clientId} />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
