CREATE TABLE "visit_quarter_counts" (
	"tenant_id" uuid NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_quarter_counts_tenant_id_quarter_pk" PRIMARY KEY("tenant_id","quarter")
);
--> statement-breakpoint
ALTER TABLE "visit_quarter_counts" ADD CONSTRAINT "visit_quarter_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept per statement from the transition tables, like visit_month_counts (0010). A quarter is
-- date_bin's 15-minute bucket from the epoch: whole quarters in UTC, so any zone's midnight
-- (all offsets today are whole quarters) starts one.
CREATE OR REPLACE FUNCTION visit_quarter_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO visit_quarter_counts (tenant_id, quarter, visits)
    SELECT tenant_id, date_bin('15 minutes', planned_at, timestamptz '1970-01-01 00:00Z'), count(*)::int
    FROM new_rows GROUP BY 1, 2
    ON CONFLICT (tenant_id, quarter) DO UPDATE SET visits = visit_quarter_counts.visits + excluded.visits;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE visit_quarter_counts q SET visits = q.visits - d.n
    FROM (SELECT tenant_id, date_bin('15 minutes', planned_at, timestamptz '1970-01-01 00:00Z') AS quarter, count(*)::int AS n
      FROM old_rows GROUP BY 1, 2) d
    WHERE q.tenant_id = d.tenant_id AND q.quarter = d.quarter;
  ELSE
    -- Only a move (a reschedule) changes a count; a check-in or a review leaves them be.
    INSERT INTO visit_quarter_counts (tenant_id, quarter, visits)
    SELECT tenant_id, quarter, sum(n)::int FROM (
      SELECT n.tenant_id, date_bin('15 minutes', n.planned_at, timestamptz '1970-01-01 00:00Z') AS quarter, 1 AS n
      FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.planned_at <> n.planned_at
      UNION ALL
      SELECT o.tenant_id, date_bin('15 minutes', o.planned_at, timestamptz '1970-01-01 00:00Z'), -1
      FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.planned_at <> n.planned_at) x
    GROUP BY 1, 2 HAVING sum(n) <> 0
    ON CONFLICT (tenant_id, quarter) DO UPDATE SET visits = visit_quarter_counts.visits + excluded.visits;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER visit_quarter_counts_insert AFTER INSERT ON visits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_quarter_counts_apply();--> statement-breakpoint
CREATE TRIGGER visit_quarter_counts_delete AFTER DELETE ON visits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_quarter_counts_apply();--> statement-breakpoint
CREATE TRIGGER visit_quarter_counts_update AFTER UPDATE ON visits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_quarter_counts_apply();--> statement-breakpoint
-- The visits already there. RLS is forced even for the owner that migrates: lifted for this
-- one statement, inside the migration's transaction (as in 0013).
ALTER TABLE visits NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO visit_quarter_counts (tenant_id, quarter, visits)
SELECT tenant_id, date_bin('15 minutes', planned_at, timestamptz '1970-01-01 00:00Z'), count(*)::int FROM visits GROUP BY 1, 2;--> statement-breakpoint
ALTER TABLE visits FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT enable_tenant_rls('visit_quarter_counts');
