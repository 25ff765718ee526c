import { Badge, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckInVerdict, VisitDetails } from '@contract/visits';
import { Ltr } from '../../../components/Ltr';
import { Field } from './Field';
import { useCompanyClock, useVisitLabels } from './labels';
import { useTone, type Tone } from './tones';

const verdictTone: Record<CheckInVerdict, Tone> = {
  verified: 'good',
  far: 'warn',
  no_client_location: 'caution',
  no_gps: 'caution',
  recorded_after: 'neutral',
  not_geofenced: 'neutral',
};

/** A check-in that reached the server this much later waited in the phone's outbox (issue 14). */
const LATE_RECEIPT_MS = 2 * 60 * 1000;

/** Where and when the rep checked in, how far from the client, and what that means. */
export function CheckInCard({ visit: v }: { visit: VisitDetails }) {
  const { t } = useTranslation('visits');
  const { distance } = useVisitLabels();
  const clock = useCompanyClock();
  const tone = useTone();
  const c = v.check_in;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="visit-checkin" data-testid="visit-checkin">
      <Title order={2} size="h4" id="visit-checkin" mb="md">
        {t('checkIn.title')}
      </Title>
      {c ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Field label={t('checkIn.verdict')}>
            <Badge
              color={tone(verdictTone[c.verdict])}
              variant="light"
              data-testid="checkin-verdict"
              style={{ whiteSpace: 'normal', height: 'auto' }}
            >
              {t(`verdicts.${c.verdict}`)}
            </Badge>
          </Field>
          {c.reason && (
            <Field label={t('checkIn.farReason')} testId="checkin-reason">
              {c.reason}
            </Field>
          )}
          <Field label={t('checkIn.at')}>{clock.dateTime(c.at)}</Field>
          {c.received_at && new Date(c.received_at).getTime() - new Date(c.at).getTime() > LATE_RECEIPT_MS && (
            <Field label={t('checkIn.receivedAt')} testId="checkin-received">
              {clock.dateTime(c.received_at)}
            </Field>
          )}
          <Field label={t('checkIn.distance')} testId="checkin-distance">
            {c.distance_m !== null ? distance(c.distance_m) : ''}
          </Field>
          <Field label={t('checkIn.position')}>
            {c.latitude !== null && c.longitude !== null ? (
              <Ltr>{`${c.latitude.toFixed(6)}, ${c.longitude.toFixed(6)}`}</Ltr>
            ) : (
              t('checkIn.noPosition')
            )}
          </Field>
          <Field label={t('checkIn.accuracy')}>
            {c.accuracy_m !== null ? t('checkIn.within', { distance: distance(c.accuracy_m) }) : ''}
          </Field>
          <Field label={t('checkIn.clientPosition')}>
            {v.client.latitude !== null && v.client.longitude !== null ? (
              <Ltr>{`${v.client.latitude.toFixed(6)}, ${v.client.longitude.toFixed(6)}`}</Ltr>
            ) : (
              t('checkIn.noClientPosition')
            )}
          </Field>
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {t('checkIn.notYet')}
        </Text>
      )}
    </Card>
  );
}
