import { useEffect } from 'react';
import { Skeleton, useComputedColorScheme } from '@mantine/core';
import { dotIcon, L } from './leaflet';
import { LeafletMap } from './LeafletMap';
import { useMapConfig } from './use-map-config';

/** The pin itself: added to the map, removed with it. */
function Pin({ map, latitude, longitude, title }: { map: L.Map; latitude: number; longitude: number; title: string }) {
  const scheme = useComputedColorScheme('light');
  useEffect(() => {
    const marker = L.marker([latitude, longitude], {
      icon: dotIcon(scheme === 'dark' ? '#ff8787' : '#c92a2a', { size: 22, className: 'client-pin' }),
      title,
      alt: title,
      keyboard: true,
    }).addTo(map);
    return () => void marker.remove();
  }, [map, latitude, longitude, title, scheme]);
  return null;
}

/** One place on the shared map (a client's location), centred on it. Default export: loaded lazily. */
export default function PinMap(props: { latitude: number; longitude: number; label: string; title: string; height?: number }) {
  const config = useMapConfig();
  const height = props.height ?? 260;
  if (config.isPending) return <Skeleton height={height} radius="md" />;
  // Streets need tiles; on the offline outlines a city-level view is blank land, so the pin
  // is shown in its region instead.
  const zoom = config.data?.tile_url ? 15 : 6;
  return (
    <LeafletMap label={props.label} height={height} center={[props.latitude, props.longitude]} zoom={zoom} testId="pin-map">
      {(map) => <Pin map={map} latitude={props.latitude} longitude={props.longitude} title={props.title} />}
    </LeafletMap>
  );
}
