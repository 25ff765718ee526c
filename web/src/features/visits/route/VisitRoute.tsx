import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconNavigation, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { placeLinks } from '../../../lib/contact-links';
import { useCurrentUser } from '../../../lib/session';
import { useCurrentPosition } from '../../../lib/use-position';
import { addDays } from '../../../lib/zoned-time';
import { useVisitLabels } from '../components/labels';
import { useVisitMapQuery } from '../map/map-api';
import { useMapView } from '../map/use-map-view';
import { RouteMap } from './RouteMap';
import { RouteStops } from './RouteStops';
import { RouteToolbar } from './RouteToolbar';
import { useDayRoute } from './use-day-route';

/**
 * `/app/visits?view=route` (issue 40): a rep's day as a route. The day's open visits are put in
 * the order that drives least from where the rep is now (a manager sees it from the first
 * visit), booked visits kept at their time; the map numbers the stops as the list does, and
 * "Navigate to next" hands the first stop to the phone's maps app.
 */
export function VisitRoute() {
  const { t } = useTranslation(['visits', 'common']);
  const user = useCurrentUser();
  const manager = !!user && can(user.role, 'visits.manage');
  const view = useMapView();
  const rep = manager ? view.rep : null;
  const ready = !manager || !!rep;
  const data = useVisitMapQuery({ start: view.date, end: addDays(view.date, 1), ...(rep && { assigned_to: rep }) }, ready);
  // Where the rep stands is where their route starts; a manager's view starts at the first visit.
  const position = useCurrentPosition(!manager && view.date === view.today);
  const start = !manager && view.date === view.today && position.status === 'found' ? position.here : null;
  const visits = ready ? (data.data?.visits ?? []) : [];
  const route = useDayRoute(visits, start);
  const { distance } = useVisitLabels();
  const next = route.legs[0]?.visit;
  const nextPlace = next && placeLinks(next.client.latitude, next.client.longitude, next.client.company_name);
  const saved = route.plannedMetres - route.metres;

  return (
    <div data-testid="visit-route">
      <RouteToolbar view={view} manager={manager} />
      {!ready && <Text c="dimmed">{t('route.pickRep')}</Text>}
      {ready && data.isError && <ErrorAlert error={data.error} onRetry={() => void data.refetch()} />}
      {ready && data.isPending && <Loader size="sm" aria-label={t('common:loading')} />}
      {ready && data.isSuccess && route.legs.length === 0 && (
        <Text c="dimmed" data-testid="route-empty">
          {route.done.length > 0 ? t('route.allDone', { count: route.done.length }) : t('route.empty')}
        </Text>
      )}
      {route.legs.length > 0 && (
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Stack gap={2}>
              <Group gap={6}>
                <IconRoute size={18} aria-hidden />
                <Text fw={600} data-testid="route-length">
                  {t('route.length', { count: route.legs.length, distance: distance(route.metres) })}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" data-testid="route-saving">
                {saved > 50
                  ? t('route.saves', { planned: distance(route.plannedMetres), saved: distance(saved) })
                  : t('route.asPlanned', { planned: distance(route.plannedMetres) })}
              </Text>
            </Stack>
            {nextPlace && (
              <Button
                component="a"
                href={nextPlace.directions}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconNavigation size={16} aria-hidden />}
                data-testid="route-navigate"
              >
                {t('route.navigateNext', { name: next.client.company_name })}
              </Button>
            )}
          </Group>
          {!manager && position.status === 'failed' && view.date === view.today && (
            <Alert color="gray" variant="light">
              {t('route.fromFirst')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <RouteMap legs={route.legs} start={start} />
            <RouteStops legs={route.legs} />
          </SimpleGrid>
          {route.done.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('route.doneToday', { count: route.done.length })}
            </Text>
          )}
          {route.calls.length > 0 && (
            <Text size="sm" c="dimmed" data-testid="route-calls">
              {t('route.calls', { count: route.calls.length })}
            </Text>
          )}
        </Stack>
      )}
    </div>
  );
}
