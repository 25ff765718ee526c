/**
 * Writes the SQL of the migration that maps cities typed before the gazetteer to its keys
 * (ADR 0044), from contract/src/gazetteer/places.json. Run once, when the migration was made:
 *
 *   npx tsx scripts/gazetteer/migration-sql.ts server/src/db/migrations/NNNN_cities_gazetteer.sql
 *
 * The SQL cannot run the app's findPlace, so it carries its answers: every spelling worth
 * mapping, with the key findPlace gives it. Which spellings: each place's key and Arabic name,
 * and the aliases of the places people most often write (population ≥ 20,000), to keep the file
 * at about 260 KiB. Spellings compare after the same folding in SQL on both sides
 * (search_normalize, article and punctuation dropped).
 */
import { writeFileSync } from 'node:fs';
import { countries } from '../../contract/src/countries';
import { gazetteer } from '../../contract/src/gazetteer-data';

const target = process.argv[2];
if (!target) throw new Error('usage: tsx scripts/gazetteer/migration-sql.ts <migration .sql path>');
const ALIASES_FROM_POPULATION = 20_000;

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const rows: string[] = [];
const seen = new Set<string>();
for (const c of countries) {
  gazetteer.places(c.code).forEach((p, rank) => {
    const spellings = [p.key, ...(p.ar ? [p.ar] : [])];
    if (p.population >= ALIASES_FROM_POPULATION) spellings.push(...p.aliases);
    for (const s of spellings) {
      const key = gazetteer.findPlace(c.code, s);
      const id = `${c.code}|${s.toLowerCase()}`;
      if (!key || seen.has(id)) continue;
      seen.add(id);
      rows.push(`(${quote(c.code)},${quote(s)},${quote(key)},${rank})`);
    }
  });
}

// One folding for both sides: search_normalize (migration 0006), then no article, no punctuation.
const fold = (x: string) =>
  `regexp_replace(regexp_replace(search_normalize(btrim(${x})), '^(al|el|ad|adh|ar|as|ash|at|ath|az|an)[ -]+|^ال', ''), '[^[:alnum:]]', '', 'g')`;

const sqlText = `-- Cities as the gazetteer's keys (issue 41, ADR 0044). Until now a city was stored as typed by an
-- import ("الرياض", "riyadh", "Jubail"), so one city split every filter and report. Each client's
-- and company's city that names a place of its country in any spelling the gazetteer knows is
-- set to that place's key, the key the app's own findPlace gives that spelling (the mapping below
-- was written out by scripts/gazetteer/migration-sql.ts). A city it cannot map stays as typed,
-- and shows as typed. RLS is forced even for the owner that migrates (as in 0039): lifted on the
-- two tables for these statements, inside the migration's transaction.
ALTER TABLE clients NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE tenants NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TEMPORARY TABLE city_spellings ON COMMIT DROP AS
SELECT country, ${fold('spelling')} AS folded, key, rank
FROM (VALUES
${rows.join(',\n')}
) AS m(country, spelling, key, rank);--> statement-breakpoint
WITH mapped AS (
  SELECT DISTINCT ON (c.tenant_id, c.id) c.tenant_id, c.id, m.key
  FROM clients c
  JOIN city_spellings m ON m.country = c.country AND m.folded = ${fold('c.city')}
  ORDER BY c.tenant_id, c.id, m.rank
)
UPDATE clients c SET city = m.key
FROM mapped m
WHERE c.tenant_id = m.tenant_id AND c.id = m.id AND c.city <> m.key;--> statement-breakpoint
WITH mapped AS (
  SELECT DISTINCT ON (t.id) t.id, m.key
  FROM tenants t
  JOIN city_spellings m ON m.country = t.country AND m.folded = ${fold('t.city')}
  ORDER BY t.id, m.rank
)
UPDATE tenants t SET city = m.key
FROM mapped m
WHERE t.id = m.id AND t.city <> m.key;--> statement-breakpoint
ALTER TABLE clients FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
`;
writeFileSync(target, sqlText);
console.log(`${rows.length} spellings, ${(sqlText.length / 1024).toFixed(0)} KiB → ${target}`);
