import { Alert, Box, Group, Loader, LoadingOverlay, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useCalendarController, type DatesSetInfo, type EventDropInfo } from '@fullcalendar/react';
import { IconCalendarOff, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import type { CalendarVisit } from '@contract/visit-calendar';
import { visitStatuses } from '@contract/visits';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { isApiError } from '../../../lib/api-error';
import { useAssigneeOptions } from '../../../lib/catalog';
import { errorMessage } from '../../../lib/errors';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { useTenantQuery } from '../../../lib/tenant';
import { usePhone } from '../../../lib/use-phone';
import { useCompanyClock } from '../components/labels';
import { VisitStatusBadge } from '../components/VisitBadges';
import { useReschedule, useVisitCalendar } from './calendar-api';
import { CalendarGrid } from './CalendarGrid';
import { CalendarToolbar } from './CalendarToolbar';
import { hijriRange } from './hijri';
import { useCalendarUrl } from './use-calendar-url';

/** Whether Hijri dates are shown: this browser's choice, kept across visits. */
const HIJRI_KEY = 'ziyara.calendar.hijri';

/**
 * `/app/visits?view=calendar`: a month, week or day of visits in the company's clock and work
 * week (sales users: their own). Managers filter by rep and drag a Pending visit to another
 * day or time; a refused move snaps back and says why.
 */
export function VisitsCalendar() {
  const { t } = useTranslation(['visitCalendar', 'common']);
  const user = useCurrentUser();
  const manager = !!user && can(user.role, 'visits.manage');
  const tenant = useTenantQuery({ inlineError: true });
  const clock = useCompanyClock();
  const phone = usePhone();
  const url = useCalendarUrl(phone);
  const controller = useCalendarController();
  const [showHijri, setShowHijri] = useLocalStorage<boolean>({ key: HIJRI_KEY, defaultValue: false });
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const rep = manager ? url.rep : null;
  const assignees = useAssigneeOptions(manager);
  const calendar = useVisitCalendar(range && { ...range, ...(rep && { assigned_to: rep }) });
  const reschedule = useReschedule();

  if (tenant.isPending) return <Loader aria-label={t('common:loading')} />;
  if (tenant.error) return <ErrorAlert error={tenant.error} onRetry={() => void tenant.refetch()} />;
  const timeZone = tenant.data.time_zone;

  const onRange = (info: DatesSetInfo) => {
    // With a named zone FullCalendar's strings carry the company's wall dates ("2026-11-01T00:00:00+03:00").
    const next = { start: info.startStr.slice(0, 10), end: info.endStr.slice(0, 10) };
    setRange((prev) => (prev?.start === next.start && prev.end === next.end ? prev : next));
    url.remember(info.view.type, info.view.currentStart, timeZone);
    // A day's hours open at the working morning (scrollTime is lost when the height changes with the view).
    if (info.view.type !== 'dayGridMonth') requestAnimationFrame(() => info.view.calendar.scrollToTime('07:00'));
  };

  const onDrop = (info: EventDropInfo) => {
    const visit = info.event.extendedProps.visit as CalendarVisit;
    const start = info.event.start;
    if (!start) return info.revert();
    reschedule.mutate(
      { id: visit.id, planned_at: start.toISOString() },
      {
        onSuccess: (moved) => notifySuccess(t('move.done', { client: moved.client.company_name, date: clock.dateTime(moved.planned_at) })),
        onError: (err) => {
          info.revert();
          notifyFailure(
            isApiError(err) && err.code === 'invalid_transition' ? t('move.notPending') : t('move.failed', { reason: errorMessage(err) }),
          );
        },
      },
    );
  };

  const view = controller.view;
  const visits = calendar.data?.results ?? [];
  const reps = manager ? assignees : null;
  const byMonth = view?.type === 'dayGridMonth';

  return (
    <Box className="zc-calendar" data-testid="visits-calendar">
      <CalendarToolbar
        title={view?.title ?? ''}
        hijriTitle={
          showHijri && view ? hijriRange(view.currentStart, view.currentEnd, clock.locale === 'ar' ? 'ar' : 'en', timeZone, byMonth) : null
        }
        view={url.view}
        onView={(v) => controller.changeView(v)}
        onPrev={() => controller.prev()}
        onNext={() => controller.next()}
        onToday={() => controller.today()}
        showHijri={showHijri}
        onHijri={setShowHijri}
        reps={reps}
        rep={rep}
        onRep={url.setRep}
      />
      {calendar.error && <ErrorAlert error={calendar.error} onRetry={() => void calendar.refetch()} />}
      {calendar.data?.truncated && (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} mb="sm" data-testid="calendar-truncated">
          {t('truncated')}
        </Alert>
      )}
      {calendar.isSuccess && !calendar.isFetching && visits.length === 0 && (
        <Group gap="xs" mb="sm" c="dimmed" data-testid="calendar-empty">
          <IconCalendarOff size={18} aria-hidden />
          <Text size="sm">{t(rep ? 'empty.rep' : 'empty.range')}</Text>
        </Group>
      )}
      {manager && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('move.hint')}
        </Text>
      )}
      <Box pos="relative" aria-busy={calendar.isFetching}>
        <LoadingOverlay
          visible={calendar.isFetching || reschedule.isPending}
          zIndex={5}
          overlayProps={{ blur: 1 }}
          loaderProps={{ 'aria-label': t('loading') }}
        />
        <CalendarGrid
          controller={controller}
          view={url.view}
          initialDate={url.date}
          visits={visits}
          dayTotals={calendar.data?.days ?? {}}
          timeZone={timeZone}
          weekStart={tenant.data.week_start}
          weekendDays={tenant.data.weekend_days}
          showHijri={showHijri}
          canMove={manager}
          onRange={onRange}
          onDrop={onDrop}
        />
      </Box>
      <Group gap="xs" mt="sm" aria-label={t('legend')} role="group">
        {visitStatuses.map((s) => (
          <VisitStatusBadge key={s} status={s} />
        ))}
      </Group>
    </Box>
  );
}
