-- Row-level security as a convention (ADR 0010): one call puts a tenant table under the
-- tenant policy, so a new module's migration writes `SELECT enable_tenant_rls('clients');`
-- instead of three statements it could get subtly wrong. server/src/db/rls.test.ts checks
-- every table with a tenant_id column against it.
CREATE OR REPLACE FUNCTION enable_tenant_rls(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format('CREATE POLICY tenant_isolation ON %s USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant())', tbl);
END $$;
