import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconMapPinOff, IconMapPinExclamation, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VisitSummary } from '@contract/visits';
import { useUnread } from '../../../lib/unread';
import { useVisitLabels } from './labels';
import { ALARM, useTone, type Tone } from './tones';

const statusTone: Tone[] = ['neutral', 'info', 'done', 'good', 'bad'];

export function VisitStatusBadge({ status }: { status: number }) {
  const { label } = useVisitLabels();
  const tone = useTone();
  return (
    <Badge color={tone(statusTone[status] ?? 'neutral')} variant="light" miw="max-content" data-testid="visit-status">
      {label('statuses', status)}
    </Badge>
  );
}

/** What needs a second look: a false visit, a check-in far from the client, an unverified place. */
export function VisitFlags({ visit }: { visit: Pick<VisitSummary, 'is_false' | 'check_in_verdict'> }) {
  const { t } = useTranslation('visits');
  const tone = useTone();
  const verdict = visit.check_in_verdict;
  const unverified = verdict === 'no_gps' || verdict === 'no_client_location';
  if (!visit.is_false && verdict !== 'far' && !unverified) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {visit.is_false && (
        <Badge
          color={ALARM}
          variant="filled"
          miw="max-content"
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
          data-testid="badge-false"
        >
          {t('badges.false')}
        </Badge>
      )}
      {verdict === 'far' && (
        <Badge
          color={tone('warn')}
          variant="light"
          miw="max-content"
          leftSection={<IconMapPinExclamation size={12} aria-hidden />}
          data-testid="badge-far"
        >
          {t('badges.far')}
        </Badge>
      )}
      {unverified && (
        <Badge
          color={tone('caution')}
          variant="light"
          miw="max-content"
          leftSection={<IconMapPinOff size={12} aria-hidden />}
          data-testid="badge-unverified"
        >
          {t('badges.unverified')}
        </Badge>
      )}
    </Group>
  );
}

/** Unread messages on a visit, for the reader (nothing when there are none). */
export function UnreadBadge({ visitId }: { visitId: string }) {
  const { t } = useTranslation('visits');
  const count = useUnread().data?.visits[visitId] ?? 0;
  if (!count) return null;
  return (
    <Badge size="sm" color={ALARM} variant="filled" leftSection={<IconMessage size={12} aria-hidden />} data-testid="row-unread">
      <span aria-hidden>{count}</span>
      <VisuallyHidden>{t('talk.unreadOnVisit', { count, n: count })}</VisuallyHidden>
    </Badge>
  );
}
