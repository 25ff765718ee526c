-- Since 0020 every tenant table's primary key is (tenant_id, id); the UNIQUE (tenant_id, id)
-- each had before, for the composite foreign keys to point at, is the same index twice: every
-- insert and every update that cannot stay on its page wrote both (the spare copy was 76 MB
-- on a million visits; ADR 0033). The foreign keys that used it are dropped and made again exactly
-- as they were, now on the primary key, and the unique constraint goes.
DO $$
DECLARE
  k record;
  f record;
  children text[];
  names text[];
  defs text[];
BEGIN
  FOR k IN
    SELECT c.conrelid::regclass AS tbl, c.conname, c.conindid
    FROM pg_constraint c
    WHERE c.contype = 'u'
      AND EXISTS (SELECT 1 FROM pg_constraint p WHERE p.conrelid = c.conrelid AND p.contype = 'p' AND p.conkey = c.conkey)
  LOOP
    children := '{}';
    names := '{}';
    defs := '{}';
    FOR f IN SELECT conrelid::regclass::text AS child, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE contype = 'f' AND conindid = k.conindid LOOP
      children := children || f.child;
      names := names || f.conname::text;
      defs := defs || f.def;
      EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', f.child, f.conname);
    END LOOP;
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', k.tbl, k.conname);
    FOR i IN 1 .. coalesce(array_length(names, 1), 0) LOOP
      EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', children[i], names[i], defs[i]);
    END LOOP;
  END LOOP;
END $$;--> statement-breakpoint
-- The same (tenant_id, id) as live_events' primary key, written on every event.
DROP INDEX IF EXISTS "live_events_tenant_idx";
