import { useEffect, useRef } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CoverageClient, MapCheckIn, MapVisit } from '@contract/visit-map';
import { dotIcon, L, loadClusters, popupBox } from '../../../components/map/leaflet';
import { useCompanyClock, useVisitLabels } from '../components/labels';
import { ALARM, useTone, type Tone } from '../components/tones';

/** The same tones as the list's status badges (components/VisitBadges.tsx), by status. */
const statusTone: Tone[] = ['neutral', 'info', 'done', 'good', 'bad'];
export const useStatusColor = () => {
  const tone = useTone();
  return (status: number) => tone(statusTone[status] ?? 'neutral');
};

/** Check-in points and the coverage layer: a colour of their own, apart from the status tones. */
export const useLayerColors = () => {
  const dark = useComputedColorScheme('light') === 'dark';
  return {
    checkIn: dark ? '#66d9e8' : '#0b7285',
    coverage: dark ? '#ffa94d' : '#d9480f',
    fill: dark ? '#1a1b1e' : '#ffffff',
  };
};

/** A link inside a popup that navigates in the app (no reload). */
function useLinkMaker() {
  const navigate = useNavigate();
  return (text: string, to: string) => {
    const a = document.createElement('a');
    a.href = to;
    a.textContent = text;
    a.addEventListener('click', (e) => {
      e.preventDefault();
      void navigate(to);
    });
    return a;
  };
}

/**
 * The latest of what popups and icons read (translations, formatters, navigation): the
 * layers are rebuilt when their points change, not on every render; popups read this when
 * they open.
 */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** The visits, one marker each in the status's colour (a red ring: false), clustered when dense. */
export function VisitMarkers({ map, visits }: { map: L.Map; visits: MapVisit[] }) {
  const { t, i18n } = useTranslation('visitMap');
  const { label } = useVisitLabels();
  const clock = useCompanyClock();
  const color = useStatusColor();
  const link = useLinkMaker();
  const dir = i18n.dir();
  const scheme = useComputedColorScheme('light');
  const latest = useLatest({ t, label, clock, color, link });
  useEffect(() => {
    const { label, color } = latest.current;
    let group: L.MarkerClusterGroup | null = null;
    let live = true;
    void loadClusters().then(() => {
      if (!live) return;
      group = L.markerClusterGroup({ maxClusterRadius: 45, showCoverageOnHover: false, chunkedLoading: true });
      for (const v of visits) {
        const status = label('statuses', v.status);
        const title = `${v.client.company_name} · ${status} · ${v.assigned_to.full_name}`;
        const marker = L.marker([v.client.latitude, v.client.longitude], {
          icon: dotIcon(color(v.status), { className: 'visit-marker', ring: v.is_false ? ALARM : undefined }),
          title,
          alt: title,
          keyboard: true,
        });
        marker.bindPopup(() => {
          const name = document.createElement('span');
          name.dataset.strong = '';
          name.textContent = v.client.company_name;
          const { t, clock, link } = latest.current;
          const lines = [name, `${status} · ${clock.shortDateTime(v.planned_at)}`, v.assigned_to.full_name];
          if (v.is_false) lines.push(t('popup.false'));
          lines.push(link(t('popup.open'), `/app/visits/visitdetails/${v.id}`));
          return popupBox(dir, lines);
        });
        group.addLayer(marker);
      }
      map.addLayer(group);
    });
    return () => {
      live = false;
      group?.remove();
    };
  }, [map, visits, scheme, dir, latest]);
  return null;
}

/** Where reps stood when they checked in: hollow rings, not clustered (they sit around their client). */
export function CheckInPoints({ map, checkIns }: { map: L.Map; checkIns: MapCheckIn[] }) {
  const { t, i18n } = useTranslation('visitMap');
  const clock = useCompanyClock();
  const colors = useLayerColors();
  const link = useLinkMaker();
  const dir = i18n.dir();
  const latest = useLatest({ t, clock, link });
  useEffect(() => {
    const group = L.layerGroup();
    for (const c of checkIns) {
      // A ring wide enough to show around the visit's own marker: a verified check-in is a few
      // metres from its client, right under it.
      L.circleMarker([c.latitude, c.longitude], {
        radius: 13,
        color: colors.checkIn,
        weight: 3,
        fillOpacity: 0,
        className: 'check-in-point',
      })
        .bindPopup(() => {
          const { t, clock, link } = latest.current;
          return popupBox(dir, [
            t('popup.checkedIn', { rep: c.rep.full_name, time: clock.shortDateTime(c.at) }),
            t(`verdicts.${c.verdict}`),
            link(t('popup.open'), `/app/visits/visitdetails/${c.visit_id}`),
          ]);
        })
        .addTo(group);
    }
    group.addTo(map);
    return () => void group.remove();
  }, [map, checkIns, colors.checkIn, dir, latest]);
  return null;
}

/** Clients nobody visited lately: small filled points, each opening the client. */
export function CoveragePoints({ map, clients }: { map: L.Map; clients: CoverageClient[] }) {
  const { t, i18n } = useTranslation('visitMap');
  const clock = useCompanyClock();
  const colors = useLayerColors();
  const link = useLinkMaker();
  const dir = i18n.dir();
  const latest = useLatest({ t, clock, link });
  useEffect(() => {
    // One canvas-free SVG group: a few thousand circles draw fast and stay inspectable.
    const group = L.layerGroup();
    for (const c of clients) {
      L.circleMarker([c.latitude, c.longitude], {
        radius: 5,
        color: colors.fill,
        weight: 1,
        fillColor: colors.coverage,
        fillOpacity: 0.9,
        className: 'coverage-point',
      })
        .bindPopup(() => {
          const { t, clock, link } = latest.current;
          const name = document.createElement('span');
          name.dataset.strong = '';
          name.textContent = c.company_name;
          const last = c.last_visited_at ? t('popup.lastVisit', { date: clock.shortDateTime(c.last_visited_at) }) : t('popup.never');
          return popupBox(dir, [name, last, link(t('popup.openClient'), `/app/clients/clientdetails/${c.id}`)]);
        })
        .addTo(group);
    }
    group.addTo(map);
    return () => void group.remove();
  }, [map, clients, colors.coverage, colors.fill, dir, latest]);
  return null;
}

/** Frames the period's points when they change (not when a layer is toggled). */
export function FitToPoints({ map, points }: { map: L.Map; points: [number, number][] }) {
  const key = points.map((p) => p.join(',')).join(';');
  useEffect(() => {
    if (points.length === 0) return;
    map.invalidateSize();
    map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 13 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the points' key stands for them
  }, [map, key]);
  return null;
}
