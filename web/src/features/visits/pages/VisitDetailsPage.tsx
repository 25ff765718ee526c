import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetailsSkeleton } from '../../../components/DetailsSkeleton';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { NotFound } from '../../../components/NotFound';
import { isApiError } from '../../../lib/api-error';
import { useQueuedChanges } from '../../../offline/outbox';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVisitDetails } from '../api/visits';
import { CheckInCard } from '../components/CheckInCard';
import { useCompanyClock, useVisitLabels } from '../components/labels';
import { OutcomeCard } from '../components/OutcomeCard';
import { RatingCard } from '../components/RatingCard';
import { VisitActions } from '../components/VisitActions';
import { VisitFlags, VisitStatusBadge } from '../components/VisitBadges';
import { VisitFilesCard } from '../components/VisitFilesCard';
import { VisitInfoCard } from '../components/VisitInfoCard';
import { VisitConversation } from '../components/VisitConversation';
import { VisitTimeline } from '../components/VisitTimeline';

/** `/app/visits/visitdetails/{id}`: the visit, its check-in, outcome, files and history, and what can be done now. */
export function VisitDetailsPage() {
  const { t, i18n } = useTranslation(['visits', 'offline']);
  const { id = '' } = useParams();
  const BackIcon = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;
  const details = useVisitDetails(id);
  const { label } = useVisitLabels();
  const clock = useCompanyClock();
  const v = details.data;
  // A check-in or completion made offline: shown as done on this phone, marked until it is sent.
  const waiting = useQueuedChanges().some((q) => q.kind !== 'message' && 'visitId' in q.change && q.change.visitId === id);
  usePageTitle(v ? t('details.pageTitle', { type: label('types', v.visit_type), name: v.client.company_name }) : t('pageTitle'));

  if (details.isError && isApiError(details.error) && (details.error.status === 404 || details.error.status === 400))
    return <NotFound inApp />;
  const back = (
    <Anchor component={Link} to="/app/visits" size="sm">
      <Group gap={4}>
        <BackIcon size={14} aria-hidden />
        {t('details.back')}
      </Group>
    </Anchor>
  );
  if (details.isError) return <ErrorAlert error={details.error} onRetry={() => void details.refetch()} />;
  if (!v) {
    return <DetailsSkeleton />;
  }
  return (
    <Stack gap="lg" maw={1200} data-testid="visit-details" data-status={v.status}>
      {back}
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={1}>{t('details.heading', { type: label('types', v.visit_type) })}</Title>
            <VisitStatusBadge status={v.status} />
            <VisitFlags visit={v} />
            {waiting && (
              <Badge color="orange" variant="light" data-testid="visit-waiting">
                {t('offline:pending')}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" mt={4}>
            {t('details.subtitle', { name: v.client.company_name, date: clock.dateTime(v.planned_at) })}
          </Text>
        </div>
        <VisitActions visit={v} />
      </Group>
      <VisitInfoCard visit={v} />
      <CheckInCard visit={v} />
      {v.outcome && <OutcomeCard visit={{ ...v, outcome: v.outcome }} />}
      <RatingCard visit={v} />
      <VisitConversation visit={v} />
      {(v.files.length > 0 || v.status >= 2) && <VisitFilesCard files={v.files} />}
      <VisitTimeline timeline={v.timeline} />
    </Stack>
  );
}
