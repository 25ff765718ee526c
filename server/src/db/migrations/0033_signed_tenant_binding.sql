-- Tenancy the database enforces on its own (issue 38, ADR 0040). Requests log in as a role
-- that is no superuser, owns no table and has no BYPASSRLS, so `reset role`, `set role` and
-- `set session authorization` cannot lift row-level security. What is left is the settings
-- the policies read: any statement may call set_config('app.tenant_id', …). So each such
-- setting now counts only beside its signature (`app.<name>_sig`): a SHA-256 over a key that
-- only the owner can read (the server reads it through the owner's connection at start).
-- A statement smuggled into a request's transaction can change the setting, but cannot sign
-- another company's id, and an unsigned or wrongly signed setting shows nothing.
CREATE SCHEMA IF NOT EXISTS app_private;
--> statement-breakpoint
REVOKE ALL ON SCHEMA app_private FROM PUBLIC;
--> statement-breakpoint
CREATE TABLE app_private.binding_key (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  key text NOT NULL
);
--> statement-breakpoint
-- gen_random_uuid() draws on the server's strong random source: two of them are 244 random bits.
INSERT INTO app_private.binding_key (key) VALUES (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
--> statement-breakpoint
-- The setting `app.<name>` when `app.<name>_sig` signs it, else null. Runs as the owner (it
-- reads the key); a caller learns nothing but whether the pair it set is genuine.
CREATE FUNCTION app_verified_setting(name text) RETURNS text
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog AS $$
DECLARE
  value text := nullif(current_setting('app.' || name, true), '');
  given text := current_setting('app.' || name || '_sig', true);
  expected text;
BEGIN
  IF value IS NULL OR given IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT encode(sha256(convert_to(k.key || ':' || name || ':' || value || ':' || k.key, 'UTF8')), 'hex')
    INTO expected FROM app_private.binding_key k;
  RETURN CASE WHEN given = expected THEN value END;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_current_tenant() RETURNS uuid LANGUAGE sql STABLE AS
  $$ SELECT app_verified_setting('tenant_id')::uuid $$;
--> statement-breakpoint
-- The policies ask once per statement, not once per row: `(SELECT …)` is an init plan
-- (a signed check per row would cost a report over a million visits seconds).
CREATE OR REPLACE FUNCTION enable_tenant_rls(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format('CREATE POLICY tenant_isolation ON %s USING (tenant_id = (SELECT app_current_tenant())) WITH CHECK (tenant_id = (SELECT app_current_tenant()))', tbl);
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t regclass;
BEGIN
  FOR t IN SELECT polrelid::regclass FROM pg_policy WHERE polname = 'tenant_isolation' AND polrelid <> 'tenants'::regclass LOOP
    EXECUTE format('ALTER POLICY tenant_isolation ON %s USING (tenant_id = (SELECT app_current_tenant())) WITH CHECK (tenant_id = (SELECT app_current_tenant()))', t);
  END LOOP;
END $$;
--> statement-breakpoint
ALTER POLICY tenant_isolation ON tenants USING (id = (SELECT app_current_tenant())) WITH CHECK (id = (SELECT app_current_tenant()));
--> statement-breakpoint
ALTER POLICY login_lookup ON users USING (email = (SELECT app_verified_setting('login_email')));
--> statement-breakpoint
ALTER POLICY tenant_listing ON tenants USING ((SELECT app_verified_setting('list_tenants')) = 'on');
