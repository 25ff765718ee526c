import { useEffect, useRef } from 'react';
import { Skeleton, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Territory } from '@contract/territories';
import type { Vertex } from '@contract/territory-geometry';
import { dotIcon, L, popupBox } from '../../../components/map/leaflet';
import { LeafletMap } from '../../../components/map/LeafletMap';
import { useMapConfig } from '../../../components/map/use-map-config';
import { useGazetteer } from '../../../lib/gazetteer';
import { coverageColor } from './coverage-colors';

/** How far around a city a city-set territory is shaded (its places have no outline). */
const CITY_RADIUS_M = 15_000;
const six = (n: number) => Math.round(n * 1e6) / 1e6 + 0;

export interface TerritoryMapProps {
  territories: Territory[];
  /** Share visited per territory id; null: no clients. */
  shares: Map<string, number | null>;
  /** The outline being drawn: a click adds a corner, a corner can be dragged. */
  drawing: { vertices: Vertex[]; onChange: (v: Vertex[]) => void } | null;
  label: string;
}

function ShadedLayer({ map, territories, shares }: { map: L.Map } & Pick<TerritoryMapProps, 'territories' | 'shares'>) {
  const g = useGazetteer();
  const { i18n } = useTranslation();
  const dir = i18n.dir();
  const framed = useRef(false);
  useEffect(() => {
    const group = L.featureGroup().addTo(map);
    for (const t of territories) {
      const color = coverageColor(shares.get(t.id) ?? null);
      const style = { color, weight: 2, fillColor: color, fillOpacity: 0.35, className: 'territory-shape' };
      const shapes: L.Path[] = t.polygon
        ? [
            L.polygon(
              t.polygon.map((v) => [v.latitude, v.longitude] as [number, number]),
              style,
            ),
          ]
        : t.cities.flatMap((c) => {
            const place = g?.places(c.country).find((p) => p.key === c.city);
            return place ? [L.circle([place.lat, place.lon], { ...style, radius: CITY_RADIUS_M })] : [];
          });
      for (const shape of shapes) shape.bindTooltip(popupBox(dir, [t.name]), { sticky: true }).addTo(group);
    }
    // The first time there is something to show, the map frames it: all of it, so not before
    // the gazetteer has placed the city sets (it loads after the list on a fresh page).
    const placed = g || territories.every((x) => x.polygon);
    if (!framed.current && placed && group.getLayers().length) {
      map.fitBounds(group.getBounds(), { padding: [24, 24], maxZoom: 11 });
      framed.current = true;
    }
    return () => void group.remove();
  }, [map, territories, shares, g, dir]);
  return null;
}

function DrawLayer({
  map,
  vertices,
  onChange,
  cornerTitle,
}: { map: L.Map; cornerTitle: string } & NonNullable<TerritoryMapProps['drawing']>) {
  const scheme = useComputedColorScheme('light');
  const latest = useRef({ vertices, onChange });
  useEffect(() => {
    latest.current = { vertices, onChange };
  });
  useEffect(() => {
    const onClick = (e: L.LeafletMouseEvent) => {
      const at = e.latlng.wrap();
      latest.current.onChange([...latest.current.vertices, { latitude: six(at.lat), longitude: six(at.lng) }]);
    };
    map.on('click', onClick);
    map.getContainer().style.cursor = 'crosshair';
    return () => {
      map.off('click', onClick);
      map.getContainer().style.cursor = '';
    };
  }, [map]);
  useEffect(() => {
    const color = scheme === 'dark' ? '#74c0fc' : '#1971c2';
    const group = L.layerGroup().addTo(map);
    const latlngs = vertices.map((v) => [v.latitude, v.longitude] as [number, number]);
    if (latlngs.length >= 2) L.polygon(latlngs, { color, weight: 2, dashArray: '6 4', fillOpacity: 0.15 }).addTo(group);
    vertices.forEach((v, i) => {
      const title = `${cornerTitle} ${i + 1}`;
      const corner = L.marker([v.latitude, v.longitude], {
        icon: dotIcon(color, { size: 16, className: 'territory-corner' }),
        draggable: true,
        keyboard: true,
        title,
        alt: title,
      }).addTo(group);
      corner.on('dragend', () => {
        const moved = corner.getLatLng().wrap();
        const next = [...latest.current.vertices];
        next[i] = { latitude: six(moved.lat), longitude: six(moved.lng) };
        latest.current.onChange(next);
      });
    });
    return () => void group.remove();
  }, [map, vertices, scheme, cornerTitle]);
  return null;
}

/** The territories shaded by coverage, and the outline being drawn. Default export: Leaflet loads with the page. */
export default function TerritoryMap({ territories, shares, drawing, label }: TerritoryMapProps) {
  const { t } = useTranslation('territories');
  const config = useMapConfig();
  if (config.isPending) return <Skeleton height={460} radius="md" />;
  return (
    <LeafletMap label={label} height="min(60vh, 520px)" testId="territory-map">
      {(map) => (
        <>
          <ShadedLayer map={map} territories={territories} shares={shares} />
          {drawing && <DrawLayer map={map} cornerTitle={t('draw.corner')} {...drawing} />}
        </>
      )}
    </LeafletMap>
  );
}
