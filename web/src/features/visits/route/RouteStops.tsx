import { Anchor, Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyClock, useVisitLabels } from '../components/labels';
import type { RouteLeg } from './use-day-route';

/** The route as a numbered list: the same numbers as the map, each stop's time, type and drive from the one before. */
export function RouteStops({ legs }: { legs: RouteLeg[] }) {
  const { t } = useTranslation('visits');
  const { label, distance } = useVisitLabels();
  const clock = useCompanyClock();
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="route-stops">
      {legs.map(({ visit, legMetres }, i) => (
        <Group key={visit.id} component="li" gap="sm" wrap="nowrap" align="flex-start" data-testid="route-stop" data-id={visit.id}>
          <ThemeIcon radius="xl" size={28} variant={i === 0 ? 'filled' : 'light'} aria-hidden>
            <Text fw={700} size="sm">
              {clock.locale === 'ar' ? new Intl.NumberFormat('ar').format(i + 1) : i + 1}
            </Text>
          </ThemeIcon>
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Anchor component={Link} to={`/app/visits/visitdetails/${visit.id}`} fw={600} className="tap-24" truncate>
              {visit.client.company_name}
            </Anchor>
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {label('types', visit.visit_type)} · {clock.time(visit.planned_at)}
              </Text>
              {visit.fixed_time && (
                <Badge size="sm" variant="light" color="grape">
                  {t('route.booked')}
                </Badge>
              )}
            </Group>
          </Stack>
          {legMetres > 0 && (
            <Text size="sm" c="dimmed" style={{ flexShrink: 0 }} data-testid="route-leg">
              {distance(legMetres)}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
