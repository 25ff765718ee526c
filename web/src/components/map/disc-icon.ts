import { L } from './leaflet';

/**
 * A marker drawn as a disc with a number or a tick on it, in the given colour: a route's stop,
 * the team map's visits. `kind` names what it marks (a class the page and its tests find it by);
 * the disc's look is one rule in map.css (`.ziyara-disc`).
 */
export function discIcon({
  text,
  color,
  size,
  kind,
  faded = false,
}: {
  text: string;
  color: string;
  size: number;
  kind: string;
  faded?: boolean;
}): L.DivIcon {
  const span = document.createElement('span');
  span.className = `ziyara-disc ${kind}${faded ? ' is-faded' : ''}`;
  span.style.background = color;
  span.textContent = text;
  return L.divIcon({ html: span, className: 'ziyara-marker', iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
}
