CREATE TABLE "visit_month_counts" (
	"tenant_id" uuid NOT NULL,
	"assigned_to" uuid NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_month_counts_tenant_id_assigned_to_month_pk" PRIMARY KEY("tenant_id","assigned_to","month")
);
--> statement-breakpoint
ALTER TABLE "visit_month_counts" ADD CONSTRAINT "visit_month_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept per statement from its transition tables: a bulk insert of a million visits updates a
-- few thousand counters once, not a million times. Buckets are calendar months in UTC (they
-- only need to cut the timeline into pieces; the lists' own periods use the company's zone).
CREATE OR REPLACE FUNCTION visit_month_counts_upsert(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO visit_month_counts (tenant_id, assigned_to, month, visits)
  SELECT tenant_id, assigned_to, month, n FROM jsonb_to_recordset(changes) AS c(tenant_id uuid, assigned_to uuid, month timestamptz, n int)
  ON CONFLICT (tenant_id, assigned_to, month) DO UPDATE SET visits = visit_month_counts.visits + excluded.visits;
$$;--> statement-breakpoint
-- A trigger's transition tables exist only for its own events, so each event has its branch
-- (PL/pgSQL plans a statement only when it runs).
CREATE OR REPLACE FUNCTION visit_month_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(d) INTO changes FROM (
      SELECT tenant_id, assigned_to, date_trunc('month', planned_at, 'UTC') AS month, count(*)::int AS n
      FROM new_rows GROUP BY 1, 2, 3) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(d) INTO changes FROM (
      SELECT tenant_id, assigned_to, date_trunc('month', planned_at, 'UTC') AS month, -count(*)::int AS n
      FROM old_rows GROUP BY 1, 2, 3) d;
  ELSE
    SELECT jsonb_agg(d) INTO changes FROM (
      SELECT tenant_id, assigned_to, date_trunc('month', planned_at, 'UTC') AS month, sum(n)::int AS n FROM (
        SELECT tenant_id, assigned_to, planned_at, 1 AS n FROM new_rows
        UNION ALL
        SELECT tenant_id, assigned_to, planned_at, -1 FROM old_rows) x
      GROUP BY 1, 2, 3 HAVING sum(n) <> 0) d;
  END IF;
  IF changes IS NOT NULL THEN PERFORM visit_month_counts_upsert(changes); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER visit_month_counts_insert AFTER INSERT ON visits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_month_counts_apply();--> statement-breakpoint
CREATE TRIGGER visit_month_counts_delete AFTER DELETE ON visits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_month_counts_apply();--> statement-breakpoint
CREATE TRIGGER visit_month_counts_update AFTER UPDATE ON visits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_month_counts_apply();--> statement-breakpoint
SELECT enable_tenant_rls('visit_month_counts');
