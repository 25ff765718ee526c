import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamRep, TeamVisit } from '@contract/team-day';
import { LeafletMap } from '../../../components/map/LeafletMap';
import { discIcon } from '../../../components/map/disc-icon';
import { L, popupBox } from '../../../components/map/leaflet';
import { useCompanyClock } from '../../../lib/company-clock';
import { isDone, routeOf } from './team-day-view';
import { useTeamColors } from './use-team-colors';
import './team-day.css';

type Point = [number, number];

/** Every rep's route, done visits and last check-in; the selected rep's drawn over the others, the others faded. */
function TeamLayer({
  map,
  reps,
  selected,
  onSelect,
}: {
  map: L.Map;
  reps: TeamRep[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('teamDay');
  const clock = useCompanyClock();
  const colors = useTeamColors();
  const dir = i18n.dir();
  // What popups read when they open: the layer is rebuilt when the data changes, not on every render.
  const latest = useRef({ t, clock, onSelect });
  useEffect(() => {
    latest.current = { t, clock, onSelect };
  });
  useEffect(() => {
    const { t, clock } = latest.current;
    const group = L.layerGroup().addTo(map);
    // The selected rep last, so their markers sit on top.
    const ordered = [...reps].sort((a, b) => Number(a.id === selected) - Number(b.id === selected));
    for (const rep of ordered) {
      const faded = selected !== null && rep.id !== selected;
      const route = routeOf(rep);
      const start = rep.last_check_in?.position ?? null;
      const line: Point[] = [
        ...(start ? [[start.latitude, start.longitude] as Point] : []),
        ...route.map((v) => [v.location!.latitude, v.location!.longitude] as Point),
      ];
      if (line.length > 1) {
        L.polyline(line, {
          color: faded ? colors.otherRoute : colors.route,
          weight: faded ? 2 : 4,
          opacity: faded ? 0.5 : 0.85,
          dashArray: '8 6',
          interactive: false,
        }).addTo(group);
      }
      const popup = (v: TeamVisit, what: string) => () => {
        const { t, clock } = latest.current;
        const name = document.createElement('span');
        name.dataset.strong = '';
        name.textContent = v.client_name;
        return popupBox(dir, [name, rep.full_name, `${what} · ${t('plannedAt', { time: clock.time(v.planned_at) })}`]);
      };
      for (const v of rep.visits) {
        if (!v.location) continue;
        const done = isDone(v);
        if (!done && v.stop === null) continue;
        const title = done
          ? t('marker.done', { client: v.client_name, rep: rep.full_name })
          : t('marker.stop', { n: v.stop, client: v.client_name, rep: rep.full_name });
        const icon = done
          ? discIcon({ text: '✓', color: colors.done, kind: 'team-done', faded, size: 20 })
          : discIcon({ text: String(v.stop), color: colors.toDo, kind: 'team-stop', faded, size: v.stop === 1 && !faded ? 28 : 22 });
        L.marker([v.location.latitude, v.location.longitude], { icon, title, alt: title, keyboard: !faded, zIndexOffset: faded ? 0 : 1000 })
          .bindPopup(popup(v, done ? t('legend.done') : t('legend.toDo')))
          .on('click', () => latest.current.onSelect(rep.id))
          .addTo(group);
      }
      const last = rep.last_check_in;
      if (last?.position) {
        const title = t('marker.checkIn', { rep: rep.full_name, time: clock.time(last.at) });
        L.circleMarker([last.position.latitude, last.position.longitude], {
          radius: faded ? 9 : 13,
          color: colors.checkIn,
          weight: faded ? 2 : 4,
          opacity: faded ? 0.6 : 1,
          fillOpacity: 0.15,
          className: 'team-check-in',
        })
          .bindPopup(() => popupBox(dir, [title, last.visit.client_name]))
          .bindTooltip(rep.full_name, { direction: 'top', offset: [0, -12] })
          .addTo(group);
      }
    }
    return () => void group.remove();
    // `t` joins the keys so a language switch redraws the titles.
  }, [map, reps, selected, colors, dir, t]);
  return null;
}

/** Frames the selected rep's points, or everyone's: again when the selection changes, not on every refresh. */
function FitTo({ map, points, selected }: { map: L.Map; points: Point[]; selected: string | null }) {
  const framed = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (points.length === 0 || framed.current === selected) return;
    framed.current = selected;
    map.invalidateSize();
    map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 14 });
  }, [map, points, selected]);
  return null;
}

export function TeamMap({ reps, selected, onSelect }: { reps: TeamRep[]; selected: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('teamDay');
  const points = useMemo(() => {
    const shown = selected ? reps.filter((r) => r.id === selected) : reps;
    return shown.flatMap((r) => [
      ...r.visits.flatMap((v) => (v.location ? [[v.location.latitude, v.location.longitude] as Point] : [])),
      ...(r.last_check_in?.position ? [[r.last_check_in.position.latitude, r.last_check_in.position.longitude] as Point] : []),
    ]);
  }, [reps, selected]);
  return (
    <LeafletMap label={t('mapLabel')} height="min(70vh, 640px)" testId="team-map">
      {(map) => (
        <>
          <FitTo map={map} points={points} selected={selected} />
          <TeamLayer map={map} reps={reps} selected={selected} onSelect={onSelect} />
        </>
      )}
    </LeafletMap>
  );
}
