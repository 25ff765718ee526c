import { lazy, Suspense } from 'react';
import { Card, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Client } from '@contract/clients';
import { Ltr } from '../../../components/Ltr';

// Leaflet and its base map load only when a client with a location is opened.
const PinMap = lazy(() => import('../../../components/map/PinMap'));

/** The client's location pin on the shared map, or a line saying none is recorded. */
export function ClientLocationCard({ client: c }: { client: Client }) {
  const { t } = useTranslation('visitMap');
  const located = c.latitude !== null && c.longitude !== null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="client-location" data-testid="client-location">
      <Title order={2} size="h4" id="client-location" mb="md">
        {t('clientPin.title')}
      </Title>
      {located ? (
        <>
          <Suspense fallback={<Skeleton height={260} radius="md" />}>
            <PinMap
              latitude={c.latitude!}
              longitude={c.longitude!}
              title={c.company_name}
              label={t('clientPin.label', { name: c.company_name })}
            />
          </Suspense>
          <Text size="sm" c="dimmed" mt="xs">
            {t('clientPin.coordinates')}: <Ltr>{`${c.latitude!.toFixed(5)}, ${c.longitude!.toFixed(5)}`}</Ltr>
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('clientPin.none')}
        </Text>
      )}
    </Card>
  );
}
