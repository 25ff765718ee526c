import { useEffect } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoutePoint } from '@contract/route-order';
import { LeafletMap } from '../../../components/map/LeafletMap';
import { discIcon } from '../../../components/map/disc-icon';
import { L } from '../../../components/map/leaflet';
import { FitToPoints } from '../map/layers';
import type { RouteLeg } from './use-day-route';
import './route.css';

function RouteLayer({ map, legs, start }: { map: L.Map; legs: RouteLeg[]; start: RoutePoint | null }) {
  const { t } = useTranslation('visits');
  const dark = useComputedColorScheme('light') === 'dark';
  useEffect(() => {
    const color = dark ? '#4dabf7' : '#1864ab';
    const points: [number, number][] = [
      ...(start ? [[start.latitude, start.longitude] as [number, number]] : []),
      ...legs.map((l) => [l.visit.client.latitude, l.visit.client.longitude] as [number, number]),
    ];
    const group = L.layerGroup().addTo(map);
    if (points.length > 1) L.polyline(points, { color, weight: 4, opacity: 0.8, dashArray: '8 6' }).addTo(group);
    if (start) {
      const icon = L.divIcon({
        html: '<span class="ziyara-start"></span>',
        className: 'ziyara-marker',
        iconSize: [18, 18],
        iconAnchor: [9, 9],
      });
      L.marker([start.latitude, start.longitude], { icon, title: t('route.youAreHere'), keyboard: false }).addTo(group);
    }
    legs.forEach((leg, i) => {
      const title = `${i + 1}. ${leg.visit.client.company_name}`;
      L.marker([leg.visit.client.latitude, leg.visit.client.longitude], {
        icon: discIcon({ text: String(i + 1), color, kind: 'ziyara-stop', size: i === 0 ? 30 : 24 }),
        title,
        alt: title,
      }).addTo(group);
    });
    return () => void group.remove();
  }, [map, legs, start, dark, t]);
  return null;
}

/** The day's route on a map: where the rep is, the numbered stops and the line between them. */
export function RouteMap({ legs, start }: { legs: RouteLeg[]; start: RoutePoint | null }) {
  const { t } = useTranslation('visits');
  const points: [number, number][] = [
    ...(start ? [[start.latitude, start.longitude] as [number, number]] : []),
    ...legs.map((l) => [l.visit.client.latitude, l.visit.client.longitude] as [number, number]),
  ];
  return (
    <LeafletMap label={t('route.mapLabel')} height="min(50vh, 420px)" testId="route-map">
      {(map) => (
        <>
          <FitToPoints map={map} points={points} />
          <RouteLayer map={map} legs={legs} start={start} />
        </>
      )}
    </LeafletMap>
  );
}
