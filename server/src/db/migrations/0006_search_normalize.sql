-- Arabic-aware search (DESIGN "Search"): one normalization, the same as contract/src/search.ts
-- (a test compares them). Hamza forms of alef → ا, ة → ه, ى → ي, no diacritics or tatweel,
-- Arabic-Indic and Persian digits → Latin, lower case. IMMUTABLE so an index can use it.
CREATE OR REPLACE FUNCTION search_normalize(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(translate(
    regexp_replace(t, '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    'أإآٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    'ااااهي01234567890123456789'
  ))
$$;
