-- A check-in changes no indexed column of its visit, so PostgreSQL can write its new version on
-- the same page without touching any of the visit's indexes (a HOT update), but only if the
-- page has room: packed full (the default fillfactor of 100), 97% of check-ins rewrote all
-- seven of its index entries (ADR 0033). New pages keep a tenth free; existing ones gain it
-- when the table is rewritten (VACUUM FULL), which this migration does not do.
ALTER TABLE "visits" SET (fillfactor = 90);
