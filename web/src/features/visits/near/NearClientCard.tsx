import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconNavigation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { placeLinks } from '../../../lib/contact-links';
import { useCompanyCityName } from '../../../lib/countries';
import type { NearClient } from '../../../lib/field-clients';
import { useVisitLabels } from '../components/labels';

const DAY_MS = 86_400_000;

/** One client of "Clients near me": how far, how long since the last visit, and one tap to plan or drive there. */
export function NearClientCard({ client, now, onPlan }: { client: NearClient; now: number; onPlan?: (client: NearClient) => void }) {
  const { t, i18n } = useTranslation('visits');
  const cityName = useCompanyCityName(i18n.resolvedLanguage === 'ar' ? 'ar' : 'en');
  const { distance } = useVisitLabels();
  const days = client.last_visit_at === null ? null : Math.max(0, Math.floor((now - Date.parse(client.last_visit_at)) / DAY_MS));
  const place = placeLinks(client.latitude, client.longitude, client.company_name);
  return (
    <Card withBorder padding="sm" radius="md" data-testid="near-client" data-id={client.id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={`/app/clients/clientdetails/${client.id}`} fw={600} className="tap-24" truncate>
              {client.company_name}
            </Anchor>
            <Text size="sm" c="dimmed" truncate>
              {[client.contact_name, client.city && cityName(client.city)].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Badge variant="light" size="lg" style={{ flexShrink: 0 }} data-testid="near-distance">
            {distance(client.metres)}
          </Badge>
        </Group>
        <Group gap="xs">
          {client.kind === 'lead' && (
            <Badge variant="outline" color="gray" size="sm">
              {t('near.lead')}
            </Badge>
          )}
          <Text size="sm" c={days === null || days > 30 ? 'orange' : undefined} data-testid="near-last-visit">
            {days === null ? t('near.neverVisited') : days === 0 ? t('near.visitedToday') : t('near.lastVisit', { count: days })}
          </Text>
        </Group>
        <Group gap="xs">
          {onPlan && (
            <Button size="sm" leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => onPlan(client)}>
              {t('near.plan')}
            </Button>
          )}
          {place && (
            <Button
              component="a"
              href={place.directions}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              variant="light"
              leftSection={<IconNavigation size={16} aria-hidden />}
              aria-label={t('near.directionsTo', { name: client.company_name })}
            >
              {t('near.directions')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
