import { useSearchParams } from 'react-router';
import { COVERAGE_DEFAULT_DAYS } from '@contract/visit-map';
import { addDays, addMonths, startOfWeek, zonedToday } from '../../../lib/zoned-time';
import { useCompanyClock } from '../components/labels';
import { usePeriod, type FilterType } from '../components/use-period';

export const mapLayers = ['visits', 'checkIns', 'coverage'] as const;
export type MapLayer = (typeof mapLayers)[number];
const DEFAULT_LAYERS: MapLayer[] = ['visits', 'checkIns'];

/** The map's period is the list's (`date`, `period`), without "all": a map shows at most a month. */
export type MapPeriod = Exclude<FilterType, 0>;

/**
 * What the map shows, in the URL beside the list's period: `rep`, `layers` and `days` (the
 * coverage layer's "not visited in N days"), so a link or a reload keeps the view.
 */
export function useMapView() {
  const [params, setParams] = useSearchParams();
  const clock = useCompanyClock();
  const period = usePeriod();
  const filterType: MapPeriod = period.filterType === 0 ? 1 : period.filterType;
  const today = zonedToday(clock.timeZone);
  const date = period.date ?? today;

  const start = filterType === 2 ? startOfWeek(date, clock.tenant?.week_start ?? 0) : filterType === 3 ? `${date.slice(0, 8)}01` : date;
  const end = filterType === 2 ? addDays(start, 7) : filterType === 3 ? addMonths(start, 1) : addDays(start, 1);

  const rawLayers = params.get('layers');
  const layers = new Set<MapLayer>(
    rawLayers === null ? DEFAULT_LAYERS : rawLayers.split(',').filter((l): l is MapLayer => (mapLayers as readonly string[]).includes(l)),
  );
  const rawDays = Number(params.get('days'));
  const days = Number.isInteger(rawDays) && rawDays >= 1 && rawDays <= 365 ? rawDays : COVERAGE_DEFAULT_DAYS;

  const update = (key: string, value: string | null) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (value === null) p.delete(key);
      else p.set(key, value);
      return p;
    });

  return {
    period,
    filterType,
    date,
    today,
    /** The query: a day without a date is the server's today (the company's clock decides). */
    range: filterType === 1 && !period.date ? {} : { start, end },
    start,
    end,
    rep: params.get('rep'),
    setRep: (rep: string | null) => update('rep', rep),
    layers,
    toggleLayer: (layer: MapLayer, on: boolean) => update('layers', mapLayers.filter((l) => (l === layer ? on : layers.has(l))).join(',')),
    days,
    setDays: (n: number) => update('days', n === COVERAGE_DEFAULT_DAYS ? null : String(n)),
  };
}
export type MapView = ReturnType<typeof useMapView>;
