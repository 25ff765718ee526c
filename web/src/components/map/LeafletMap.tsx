import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Text, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addBaseLayer } from './base-layer';
import { L, MAX_ZOOM } from './leaflet';
import { useMapConfig } from './use-map-config';

/** Saudi Arabia, whole: where a company's map opens before its points are known. */
export const DEFAULT_VIEW = { center: [23.9, 45.1] as [number, number], zoom: 5 };

interface LeafletMapProps {
  /** What the map shows, for screen readers (the points also have a list beside the map). */
  label: string;
  height: number | string;
  center?: [number, number];
  zoom?: number;
  testId?: string;
  /** Layers: rendered once the map exists, each adding itself in an effect. */
  children?: (map: L.Map) => ReactNode;
}

/**
 * Our own small Leaflet wrapper (react-leaflet is not used: its licence). The map lives in a
 * div of its own; the base is the configured tile server or the offline country outlines.
 */
export function LeafletMap({ label, height, center = DEFAULT_VIEW.center, zoom = DEFAULT_VIEW.zoom, testId, children }: LeafletMapProps) {
  const { t, i18n } = useTranslation('visitMap');
  const ref = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [baseFailed, setBaseFailed] = useState(false);
  const config = useMapConfig();
  const scheme = useComputedColorScheme('light');
  const rtl = i18n.dir() === 'rtl';
  const initial = useRef({ center, zoom });

  useEffect(() => {
    if (!ref.current) return;
    const created = L.map(ref.current, {
      ...initial.current,
      minZoom: 2,
      maxZoom: MAX_ZOOM,
      zoomControl: false,
      attributionControl: false,
      worldCopyJump: true,
    });
    setMap(created);
    // The page may lay out after the map is made (fonts, a card growing): Leaflet measures its
    // div only when told, and would frame points for the wrong size.
    const resized = new ResizeObserver(() => created.invalidateSize());
    resized.observe(ref.current);
    return () => {
      resized.disconnect();
      created.remove();
      setMap(null);
    };
  }, []);

  // Zoom buttons and attribution in the page's language, on the side that reads first.
  useEffect(() => {
    if (!map) return;
    const zoomControl = L.control
      .zoom({ position: rtl ? 'topright' : 'topleft', zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') })
      .addTo(map);
    const attribution = L.control
      .attribution({ position: rtl ? 'bottomleft' : 'bottomright', prefix: '<a href="https://leafletjs.com">Leaflet</a>' })
      .addTo(map);
    return () => {
      zoomControl.remove();
      attribution.remove();
    };
  }, [map, rtl, t]);

  // The theme is a class toggled on the div, never a new className: React would write the whole
  // attribute and drop the classes Leaflet put there (its container, its grab cursor), and the
  // map would spill out of its card after a theme switch.
  useEffect(() => {
    ref.current?.classList.toggle('is-dark', scheme === 'dark');
  }, [scheme]);

  // The base waits for the setting (a failed call falls back to the offline outlines).
  const settled = config.isSuccess || config.isError;
  const tileUrl = config.data?.tile_url ?? null;
  useEffect(() => {
    if (!map || !settled) return;
    let layer: L.Layer | null = null;
    let live = true;
    addBaseLayer(map, { tileUrl, scheme, offlineLabel: t('map.offline') })
      .then((added) => {
        if (live) {
          layer = added;
          setBaseFailed(false);
        } else added.remove();
      })
      .catch(() => live && setBaseFailed(true));
    return () => {
      live = false;
      layer?.remove();
    };
  }, [map, settled, tileUrl, scheme, t]);

  return (
    <div>
      <div
        ref={ref}
        dir="ltr"
        role="region"
        aria-label={label}
        data-testid={testId}
        className="ziyara-map"
        style={{ height, width: '100%' }}
      />
      {map && children?.(map)}
      {baseFailed && (
        <Text size="sm" c="dimmed" mt={4} role="status">
          {t('map.baseFailed')}
        </Text>
      )}
    </div>
  );
}
