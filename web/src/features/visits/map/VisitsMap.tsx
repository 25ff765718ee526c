import { useMemo } from 'react';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import { MAP_MAX_VISITS } from '@contract/visit-map';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LeafletMap } from '../../../components/map/LeafletMap';
import { useCurrentUser } from '../../../lib/session';
import { useCoverageQuery, useVisitMapQuery } from './map-api';
import { CheckInPoints, CoveragePoints, FitToPoints, VisitMarkers } from './layers';
import { MapLegend } from './MapLegend';
import { MapTable } from './MapTable';
import { MapToolbar } from './MapToolbar';
import { useMapView } from './use-map-view';

/** `/app/visits?view=map`: the period's visits, the reps' check-ins and (managers) who is not being visited. */
export function VisitsMap() {
  const { t } = useTranslation('visitMap');
  const user = useCurrentUser();
  const manager = !!user && can(user.role, 'visits.manage');
  const view = useMapView();
  const rep = manager ? view.rep : null;
  const data = useVisitMapQuery({ ...view.range, ...(rep && { assigned_to: rep }) });
  const showCoverage = manager && view.layers.has('coverage');
  const coverage = useCoverageQuery(view.days, showCoverage);
  const visits = useMemo(() => data.data?.visits ?? [], [data.data]);
  const checkIns = useMemo(() => data.data?.check_ins ?? [], [data.data]);
  const uncovered = showCoverage ? coverage.data?.clients : undefined;
  // The map frames what is on it: the period's points, and the clients nobody visits when shown.
  const points = useMemo(
    () => [
      ...visits.map((v) => [v.client.latitude, v.client.longitude] as [number, number]),
      ...checkIns.map((c) => [c.latitude, c.longitude] as [number, number]),
      ...(uncovered ?? []).map((c) => [c.latitude, c.longitude] as [number, number]),
    ],
    [visits, checkIns, uncovered],
  );

  return (
    <div data-testid="visits-map">
      <MapToolbar view={view} manager={manager} />
      {data.isError && <ErrorAlert error={data.error} onRetry={() => void data.refetch()} />}
      {coverage.isError && <ErrorAlert error={coverage.error} onRetry={() => void coverage.refetch()} />}
      <Group gap="sm" mb="xs" mih={28} aria-live="polite">
        {(data.isFetching || (showCoverage && coverage.isFetching)) && <Loader size="xs" aria-label={t('loading')} />}
        {data.isSuccess && visits.length === 0 && (
          <Group gap={6} data-testid="map-empty">
            <IconMapPinOff size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {t(view.filterType === 1 ? 'empty.day' : 'empty.range')}
            </Text>
          </Group>
        )}
        {showCoverage && coverage.data && (
          <Text size="sm" data-testid="coverage-count">
            {coverage.data.total === 0
              ? t('coverageNone', { days: coverage.data.days })
              : t('coverageCount', { count: coverage.data.total, days: coverage.data.days })}
            {coverage.data.truncated && ` ${t('coverageTruncated', { shown: coverage.data.clients.length })}`}
          </Text>
        )}
      </Group>
      {data.data?.truncated && (
        <Alert color="yellow" mb="sm" data-testid="map-truncated">
          {t('truncated', { count: MAP_MAX_VISITS })}
        </Alert>
      )}
      <LeafletMap label={t('mapLabel')} height="min(60vh, 560px)" testId="visits-leaflet">
        {(map) => (
          <>
            <FitToPoints map={map} points={points} />
            {view.layers.has('visits') && <VisitMarkers map={map} visits={visits} />}
            {view.layers.has('checkIns') && <CheckInPoints map={map} checkIns={checkIns} />}
            {showCoverage && coverage.data && <CoveragePoints map={map} clients={coverage.data.clients} />}
          </>
        )}
      </LeafletMap>
      <MapLegend layers={showCoverage ? view.layers : new Set([...view.layers].filter((l) => l !== 'coverage'))} />
      <MapTable visits={visits} checkIns={checkIns} />
    </div>
  );
}
