import { useEffect, useRef } from 'react';
import { Skeleton, useComputedColorScheme } from '@mantine/core';
import { dotIcon, L } from './leaflet';
import { DEFAULT_VIEW, LeafletMap } from './LeafletMap';
import { useMapConfig } from './use-map-config';

const sixDecimals = (n: number) => Math.round(n * 1e6) / 1e6 + 0;

export interface DropPinMapProps {
  latitude: number | null;
  longitude: number | null;
  /** Where to look while there is no pin (the client's city), else the company's default view. */
  fallback: [number, number] | null;
  label: string;
  pinTitle: string;
  onPick: (latitude: number, longitude: number) => void;
  height?: number;
}

interface PinLayerProps extends Omit<DropPinMapProps, 'label' | 'height'> {
  map: L.Map;
  zoom: { pin: number; city: number };
}

/**
 * The click handler, the draggable pin and the view, on the map once it exists. The pin is
 * made once and moved: remaking it on every change would drop it from under a dragging finger.
 */
function PinLayer({ map, latitude, longitude, fallback, pinTitle, onPick, zoom }: PinLayerProps) {
  const scheme = useComputedColorScheme('light');
  const marker = useRef<L.Marker | null>(null);
  // The handlers Leaflet holds call the latest onPick (a new function on every form render).
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    // The world repeats sideways (worldCopyJump): a click on a copy is wrapped back into ±180.
    const onClick = (e: L.LeafletMouseEvent) => {
      const at = e.latlng.wrap();
      pick.current(sixDecimals(at.lat), sixDecimals(at.lng));
    };
    map.on('click', onClick);
    return () => void map.off('click', onClick);
  }, [map]);

  const pinned = latitude !== null && longitude !== null;
  useEffect(() => {
    if (!pinned) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at = L.latLng(latitude, longitude);
    const icon = dotIcon(scheme === 'dark' ? '#ff8787' : '#c92a2a', { size: 24, className: 'client-pin' });
    if (!marker.current) {
      const created = L.marker(at, { icon, draggable: true, autoPan: true, keyboard: true, title: pinTitle, alt: pinTitle }).addTo(map);
      created.on('dragend', () => {
        const moved = created.getLatLng().wrap();
        pick.current(sixDecimals(moved.lat), sixDecimals(moved.lng));
      });
      marker.current = created;
    } else marker.current.setLatLng(at).setIcon(icon);
    // A pin set from outside the map (a pasted link, the phone's location) may be off screen.
    if (!map.getBounds().contains(at)) map.setView(at, Math.max(map.getZoom(), zoom.pin));
  }, [map, pinned, latitude, longitude, pinTitle, scheme, zoom.pin]);

  useEffect(() => () => void marker.current?.remove(), []);

  // No pin yet: the city chosen in the form, when the gazetteer knows it.
  const [fallbackLat, fallbackLng] = fallback ?? [null, null];
  useEffect(() => {
    if (pinned || fallbackLat === null || fallbackLng === null) return;
    map.setView([fallbackLat, fallbackLng], zoom.city);
  }, [map, pinned, fallbackLat, fallbackLng, zoom.city]);

  return null;
}

/**
 * A map to place a client's pin on: a click or tap puts the pin there (or moves it), and the
 * pin can be dragged. Default export: Leaflet is loaded only when a form shows the map.
 */
export default function DropPinMap({ height = 240, label, ...props }: DropPinMapProps) {
  const config = useMapConfig();
  if (config.isPending) return <Skeleton height={height} radius="md" />;
  // Streets need tiles; on the offline outlines a closer view is blank land, so the pin is shown
  // in its region (as PinMap does) and the person zooms in if they want.
  const tiles = Boolean(config.data?.tile_url);
  const zoom = { pin: tiles ? 16 : 6, city: tiles ? 12 : 6 };
  const pinned = props.latitude !== null && props.longitude !== null;
  const center: [number, number] = pinned ? [props.latitude!, props.longitude!] : (props.fallback ?? DEFAULT_VIEW.center);
  const initialZoom = pinned ? zoom.pin : props.fallback ? zoom.city : DEFAULT_VIEW.zoom;
  return (
    <LeafletMap label={label} height={height} center={center} zoom={initialZoom} testId="drop-pin-map">
      {(map) => <PinLayer map={map} zoom={zoom} {...props} />}
    </LeafletMap>
  );
}
