import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';

/**
 * Leaflet, once, with its CSS and ours. leaflet.markercluster is a UMD plugin that extends the
 * global `L`, so it is loaded after Leaflet is on `window`, and only by maps that cluster.
 */
(window as unknown as { L: typeof L }).L = L;

/** Without a tile layer nothing gives the map a zoom range, and markercluster throws: always set. */
export const MAX_ZOOM = 18;

let clusters: Promise<void> | undefined;
export function loadClusters(): Promise<void> {
  clusters ??= Promise.all([
    import('leaflet.markercluster'),
    import('leaflet.markercluster/dist/MarkerCluster.css'),
    import('leaflet.markercluster/dist/MarkerCluster.Default.css'),
  ]).then(() => undefined);
  return clusters;
}

/**
 * A round marker drawn with CSS (no image files: Leaflet's default icon images break under
 * Vite, and a colour says more here). `ring` marks what needs a second look.
 */
export function dotIcon(color: string, opts: { size?: number; className?: string; ring?: string } = {}): L.DivIcon {
  const size = opts.size ?? 18;
  const span = document.createElement('span');
  span.className = 'ziyara-dot';
  span.style.background = color;
  if (opts.ring) span.style.boxShadow = `0 0 0 3px ${opts.ring}`;
  return L.divIcon({
    html: span,
    className: `ziyara-marker ${opts.className ?? ''}`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
  });
}

/** A popup's content as DOM nodes (text set as text: names never become HTML), in the page's direction. */
export function popupBox(dir: 'ltr' | 'rtl', lines: (string | HTMLElement)[]): HTMLElement {
  const box = document.createElement('div');
  box.dir = dir;
  box.className = 'ziyara-popup';
  for (const line of lines) {
    const p = document.createElement('div');
    if (typeof line === 'string') p.textContent = line;
    else p.append(line);
    box.append(p);
  }
  return box;
}

export { L };
