import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { L, MAX_ZOOM } from './leaflet';

/**
 * The map's base: the configured tile server, or with none the country outlines shipped with
 * the app (world-atlas, from Natural Earth, public domain). The outlines are a file of the
 * build fetched from our own origin when a map first opens: no network beyond the server, and
 * nothing in the first bundle.
 */
let outlines: Promise<FeatureCollection> | undefined;
function loadOutlines(): Promise<FeatureCollection> {
  outlines ??= fetch(countriesUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`outlines: ${res.status}`);
      return res.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((topology) => feature(topology, topology.objects.countries) as FeatureCollection)
    .catch((err: unknown) => {
      outlines = undefined;
      throw err;
    });
  return outlines;
}

const outlineStyle = {
  light: { color: '#8c96a3', weight: 1, fillColor: '#f4f1ea', fillOpacity: 1 },
  dark: { color: '#5c6470', weight: 1, fillColor: '#2b3038', fillOpacity: 1 },
} as const;

export type Scheme = keyof typeof outlineStyle;
const BASE_PANE = 'ziyara-base';

/** Adds the base layer; resolves to it (the caller removes it), or rejects when the outlines cannot load. */
export async function addBaseLayer(map: L.Map, opts: { tileUrl: string | null; scheme: Scheme; offlineLabel: string }): Promise<L.Layer> {
  if (opts.tileUrl) {
    const host = new URL(opts.tileUrl.replaceAll('{s}', 'a')).host;
    return L.tileLayer(opts.tileUrl, { maxZoom: MAX_ZOOM, attribution: host }).addTo(map);
  }
  const geo = await loadOutlines();
  // A pane of its own under the points' (overlayPane, 400), where tiles would be: the outlines
  // load after the points and would otherwise be painted over them.
  const pane = map.getPane(BASE_PANE) ?? map.createPane(BASE_PANE);
  pane.style.zIndex = '250';
  return L.geoJSON(geo, { style: outlineStyle[opts.scheme], interactive: false, attribution: opts.offlineLabel, pane: BASE_PANE }).addTo(
    map,
  );
}
