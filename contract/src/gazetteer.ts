import { foldPlace, foldLoose } from './place-fold';

/**
 * The cities and towns of the 22 countries (ADR 0044), shared by server and web. A place is
 * stored by its canonical English key (clients.city, tenants.city); everything a person types or
 * imports is mapped to that key here, and every screen, report and export shows the key's name in
 * its own language. The data (./gazetteer/places.json) is large, so this module holds only the
 * logic: the server loads the data with it (./gazetteer-data.ts), the web fetches it lazily.
 */
export type PlaceLanguage = 'en' | 'ar';
/** [key, Arabic name or null, latitude, longitude, population, ISO 3166-2 division, aliases "a|b"]. */
export type PlaceRow = [string, string | null, number, number, number, string | null, string];
export interface GazetteerData {
  source: string;
  countries: Record<string, { regions: [code: string, en: string, ar: string | null][]; places: PlaceRow[] }>;
}

export interface Place {
  key: string;
  /** Null where no Arabic name is reliable (ADR 0044): the Arabic UI then shows the key. */
  ar: string | null;
  lat: number;
  lon: number;
  population: number;
  region: string | null;
  aliases: string[];
}

export interface PlaceOption {
  value: string;
  label: string;
  /** The first-level division, in the same language, to tell same-named places apart. */
  region: string | null;
}

interface CountryIndex {
  places: Place[];
  byKey: Map<string, Place>;
  /** Folded name → places it names; a place's key or own name ranks before its aliases. */
  byFold: Map<string, { place: Place; alias: boolean }[]>;
  /** Per place, every folded spelling, for search as you type. */
  loose: string[][];
  regions: Map<string, [string, string | null]>;
}

export interface Gazetteer {
  /** The canonical key of the place a typed or imported name means, or null if none. */
  findPlace(country: string, typed: string): string | null;
  /** The place's name in the language, or the stored value as it is when it is no known place. */
  placeName(country: string, key: string, lang: PlaceLanguage): string;
  /** Options for a picker: the best matches of the query (in either language), biggest places first. */
  searchPlaces(country: string, query: string, lang: PlaceLanguage, limit?: number): PlaceOption[];
  place(country: string, key: string): Place | undefined;
  places(country: string): Place[];
  regionName(country: string, code: string | null, lang: PlaceLanguage): string | null;
  /** placeName for a record that keeps no country: the preferred country's place, else any country's. */
  placeNameAnywhere(key: string, lang: PlaceLanguage, prefer?: string): string;
  /** The keys of the places a name means in any of the countries (a search box knows no country). */
  findPlaceAnywhere(typed: string): string[];
}

export function createGazetteer(data: GazetteerData): Gazetteer {
  const cache = new Map<string, CountryIndex | null>();

  function index(country: string): CountryIndex | null {
    if (cache.has(country)) return cache.get(country)!;
    const raw = data.countries[country];
    if (!raw) return (cache.set(country, null), null);
    const places = raw.places.map(([key, ar, lat, lon, population, region, aliases]): Place => ({
      key,
      ar,
      lat,
      lon,
      population,
      region,
      aliases: aliases ? aliases.split('|') : [],
    }));
    const byFold = new Map<string, { place: Place; alias: boolean }[]>();
    const add = (name: string, place: Place, alias: boolean) => {
      const f = foldPlace(name);
      if (!f) return;
      const list = byFold.get(f) ?? [];
      if (!list.some((x) => x.place === place)) list.push({ place, alias });
      byFold.set(f, list);
    };
    // Keys and names first, so a place named X outranks a place that X is only an alias of.
    for (const p of places) [p.key, ...(p.ar ? [p.ar] : [])].forEach((n) => add(n, p, false));
    for (const p of places) p.aliases.forEach((n) => add(n, p, true));
    const loose = places.map((p) => [
      ...new Set([p.key, p.ar ?? '', ...p.aliases].filter(Boolean).flatMap((n) => [foldPlace(n), foldLoose(n)])),
    ]);
    const regions = new Map(raw.regions.map(([code, en, ar]) => [code, [en, ar] as [string, string | null]]));
    const built = { places, byKey: new Map(places.map((p) => [p.key, p])), byFold, loose, regions };
    cache.set(country, built);
    return built;
  }

  const label = (p: Place, lang: PlaceLanguage) => (lang === 'ar' ? (p.ar ?? p.key) : p.key);
  const regionName = (country: string, code: string | null, lang: PlaceLanguage) => {
    const r = code ? index(country)?.regions.get(code) : undefined;
    return r ? (lang === 'ar' ? (r[1] ?? r[0]) : r[0]) : null;
  };

  const gazetteer: Gazetteer = {
    findPlace(country, typed) {
      const ix = index(country);
      const text = typed.trim();
      if (!ix || !text) return null;
      const exact = ix.byKey.get(text);
      if (exact) return exact.key;
      const hits = ix.byFold.get(foldPlace(text));
      if (!hits?.length) return null;
      // Places are sorted biggest first, so among equals the best known place wins.
      const named = hits.filter((h) => !h.alias);
      return (named[0] ?? hits[0])!.place.key;
    },
    placeName(country, key, lang) {
      const p = index(country)?.byKey.get(key);
      return p ? label(p, lang) : key;
    },
    searchPlaces(country, query, lang, limit = 50) {
      const ix = index(country);
      if (!ix) return [];
      const q = foldPlace(query);
      const ql = foldLoose(query);
      const ranked: [number, number][] = [];
      ix.places.forEach((p, i) => {
        if (!q) return void (i < limit && ranked.push([0, i]));
        let best = 9;
        for (const name of ix.loose[i]!) {
          const rank = name === q || name === ql ? 0 : name.startsWith(q) || name.startsWith(ql) ? 1 : name.includes(q) ? 2 : 9;
          if (rank < best) best = rank;
        }
        if (best < 9) ranked.push([best, i]);
      });
      return ranked
        .sort((a, b) => a[0] - b[0] || a[1] - b[1])
        .slice(0, limit)
        .map(([, i]) => {
          const p = ix.places[i]!;
          return { value: p.key, label: label(p, lang), region: regionName(country, p.region, lang) };
        });
    },
    place: (country, key) => index(country)?.byKey.get(key),
    places: (country) => index(country)?.places ?? [],
    regionName,
    placeNameAnywhere(key, lang, prefer) {
      const country = [prefer, ...Object.keys(data.countries)].find((c) => c && index(c)?.byKey.has(key));
      return country ? this.placeName(country, key, lang) : key;
    },
    findPlaceAnywhere(typed) {
      const keys = Object.keys(data.countries).map((c) => gazetteer.findPlace(c, typed));
      return [...new Set(keys.filter((k): k is string => k !== null))];
    },
  };
  return gazetteer;
}

let installed: Gazetteer | null = null;

/** Makes the loaded data the one isCityOf and the helpers below use (gazetteer-data.ts, web's loader). */
export function installGazetteer(g: Gazetteer): Gazetteer {
  installed = g;
  return g;
}

export const loadedGazetteer = (): Gazetteer | null => installed;

/**
 * Whether the value is a known place of the country. Before the data is loaded (the web, for a
 * moment) any non-empty value passes: the server, which always has the data, decides.
 */
export function isCityOf(country: string, city: string): boolean {
  return installed ? installed.place(country, city) !== undefined : city.trim() !== '';
}

/** The stored city's name in the language; the stored value itself until the data is loaded. */
export function placeName(country: string, key: string, lang: PlaceLanguage): string {
  return installed ? installed.placeName(country, key, lang) : key;
}
