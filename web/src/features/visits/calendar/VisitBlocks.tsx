import { Popover, Stack, UnstyledButton } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CalendarVisit } from '@contract/visit-calendar';
import { useCompanyClock, useVisitLabels } from '../components/labels';
import { useTone, type Tone } from '../components/tones';
import { visitPath } from '../components/visit-columns';

/** The list's status colours (VisitBadges), so a visit looks the same in both views. */
const statusTone: Tone[] = ['neutral', 'info', 'done', 'good', 'bad'];

interface BlockProps {
  visit: CalendarVisit;
  time: string;
  /** In the week or day hours: maybe a third of a day wide. */
  hours: boolean;
  /** Too short a block for the rep's line. */
  short: boolean;
}

/**
 * A visit in the calendar, inside FullCalendar's link: its client and time (the full line in
 * its tooltip), the rep when there is room, its status for screen readers.
 */
export function VisitBlock({ visit: v, time, hours, short }: BlockProps) {
  const { t } = useTranslation('visitCalendar');
  const { label } = useVisitLabels();
  const tone = useTone();
  const status = label('statuses', v.status);
  const client = (
    <span className="zc-client" dir="auto">
      {v.client.company_name}
    </span>
  );
  const clock = <span className="zc-time">{time}</span>;
  return (
    <div
      // In the hours the client comes first and the time wraps under it, so a narrow block
      // shows a name rather than a bare time; a month row reads time then client.
      className={hours ? 'zc-event zc-event-hours' : 'zc-event'}
      style={{ '--zc-tone': tone(statusTone[v.status] ?? 'neutral') } as CSSProperties}
      data-testid="calendar-event"
      data-id={v.id}
      data-status={v.status}
      title={t('event.label', { client: v.client.company_name, rep: v.assigned_to.full_name, status, time })}
    >
      <span className="zc-event-line">
        {hours ? client : clock}
        {hours ? clock : client}
      </span>
      {!short && (
        <span className="zc-rep" dir="auto">
          {v.assigned_to.full_name}
        </span>
      )}
      <span className="zc-sr">{t('event.status', { status, false: v.is_false ? t('event.false') : '' })}</span>
    </div>
  );
}

/**
 * "+N more" in the hours: the visits of a crowd that do not fit side by side (fold-crowds),
 * a button opening their list, each a link to the visit. Escape closes it and focus returns.
 */
export function MoreVisits({ visits }: { visits: CalendarVisit[] }) {
  const { t, i18n } = useTranslation('visitCalendar');
  const clock = useCompanyClock();
  const [opened, setOpened] = useState(false);
  const n = new Intl.NumberFormat(i18n.resolvedLanguage === 'ar' ? 'ar' : 'en').format(visits.length);
  const hint = t('more.hint', { count: visits.length, n });
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus withinPortal position="bottom-start" shadow="md" width={300}>
      <Popover.Target>
        {/* Named by what it shows ("+2 more"); the tooltip says it in full. */}
        <UnstyledButton className="zc-more" onClick={() => setOpened((o) => !o)} title={hint} data-testid="calendar-more">
          {t('more.text', { n })}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p="xs" data-testid="calendar-more-list">
        <Stack gap={4}>
          {visits.map((v) => (
            <Link key={v.id} to={visitPath(v.id)} className="zc-more-item">
              <VisitBlock visit={v} time={clock.time(v.planned_at)} hours={false} short={false} />
            </Link>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
