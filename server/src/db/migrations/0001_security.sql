-- Tenancy and security (DESIGN §3). Requests run as ziyara_app: not the owner, not a
-- superuser, no BYPASSRLS. Every tenant table has RLS enabled AND forced, with a policy on
-- the transaction-local setting app.tenant_id; with no tenant set, nothing is visible.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'ziyara_app') THEN
    CREATE ROLE ziyara_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END $$;
--> statement-breakpoint
-- The migrating user must be able to SET ROLE to it (a superuser already can).
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'ziyara_app', 'MEMBER') THEN
    EXECUTE format('GRANT ziyara_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO ziyara_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ziyara_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ziyara_app;
--> statement-breakpoint
CREATE FUNCTION app_current_tenant() RETURNS uuid LANGUAGE sql STABLE AS
  $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tenants USING (id = app_current_tenant()) WITH CHECK (id = app_current_tenant());
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON users USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- Sign-in knows only the e-mail: this read-only policy shows exactly the one row whose
-- e-mail the login transaction names in app.login_email, and nothing else.
CREATE POLICY login_lookup ON users FOR SELECT USING (email = nullif(current_setting('app.login_email', true), ''));
--> statement-breakpoint
ALTER TABLE refresh_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE refresh_tokens FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON refresh_tokens USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
