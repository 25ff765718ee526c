CREATE TABLE "kpi_ratings" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"rated_by" uuid NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_ratings_tenant_id_user_id_month_pk" PRIMARY KEY("tenant_id","user_id","month"),
	CONSTRAINT "kpi_ratings_month_first" CHECK (extract(day from "kpi_ratings"."month") = 1),
	CONSTRAINT "kpi_ratings_range" CHECK ("kpi_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "kpi_targets" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"visits_total" integer DEFAULT 0 NOT NULL,
	"visits_by_type" integer[] DEFAULT '{0,0,0,0,0,0}' NOT NULL,
	"new_clients" integer DEFAULT 0 NOT NULL,
	"collections_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"orders_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"set_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_targets_tenant_id_user_id_month_pk" PRIMARY KEY("tenant_id","user_id","month"),
	CONSTRAINT "kpi_targets_month_first" CHECK (extract(day from "kpi_targets"."month") = 1),
	CONSTRAINT "kpi_targets_six_types" CHECK (cardinality("kpi_targets"."visits_by_type") = 6)
);
--> statement-breakpoint
CREATE TABLE "report_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"report_type" smallint NOT NULL,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"filters" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"file_id" uuid,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_exports_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "visit_kpi_months" (
	"tenant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"user_id" uuid NOT NULL,
	"visit_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"is_false" boolean NOT NULL,
	"visits" integer NOT NULL,
	"orders" integer NOT NULL,
	"order_value" numeric(14, 2) NOT NULL,
	"cash" numeric(14, 2) NOT NULL,
	"credit" numeric(14, 2) NOT NULL,
	CONSTRAINT "visit_kpi_months_tenant_id_month_user_id_visit_type_status_is_false_pk" PRIMARY KEY("tenant_id","month","user_id","visit_type","status","is_false")
);
--> statement-breakpoint
ALTER TABLE "kpi_ratings" ADD CONSTRAINT "kpi_ratings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_ratings" ADD CONSTRAINT "kpi_ratings_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_ratings" ADD CONSTRAINT "kpi_ratings_tenant_id_rated_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","rated_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_targets" ADD CONSTRAINT "kpi_targets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_targets" ADD CONSTRAINT "kpi_targets_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_targets" ADD CONSTRAINT "kpi_targets_tenant_id_set_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","set_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_tenant_id_requested_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","requested_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_kpi_months" ADD CONSTRAINT "visit_kpi_months_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kpi_targets_month_idx" ON "kpi_targets" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "report_exports_user_idx" ON "report_exports" USING btree ("tenant_id","requested_by","created_at");--> statement-breakpoint
CREATE INDEX "report_exports_queue_idx" ON "report_exports" USING btree ("tenant_id","created_at") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "clients_converted_idx" ON "clients" USING btree ("tenant_id","converted_at","assigned_to") WHERE converted_at is not null;--> statement-breakpoint
-- visit_kpi_months is kept per statement, like visit_quarter_counts (0014), but keyed by the
-- company's month, so it needs the company's zone: it joins tenants, and a change of zone
-- rebuilds that company's rows (below). The statement that sums a set of visits into it is
-- written once, here, and run on the trigger's transition tables, on one company's visits
-- for a rebuild, and on all visits for the backfill.
CREATE OR REPLACE FUNCTION visit_kpi_months_sql(source text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    INSERT INTO visit_kpi_months AS m (tenant_id, month, user_id, visit_type, status, is_false, visits, orders, order_value, cash, credit)
    SELECT v.tenant_id,
      date_trunc('month', coalesce(v.finished_at, v.planned_at) AT TIME ZONE t.time_zone)::date,
      v.assigned_to, v.visit_type, v.status, v.is_false,
      %2$s * count(*)::int,
      %2$s * (count(*) FILTER (WHERE v.outcome->>'order' = 'Yes'))::int,
      %2$s * coalesce(sum((v.outcome->>'order_value')::numeric) FILTER (WHERE v.outcome->>'order' = 'Yes'), 0),
      %2$s * coalesce(sum(v.collected_amount) FILTER (WHERE v.outcome->>'payment' = '0'), 0),
      %2$s * coalesce(sum(v.collected_amount) FILTER (WHERE v.outcome->>'payment' = '1'), 0)
    FROM %1$s v JOIN tenants t ON t.id = v.tenant_id
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (tenant_id, month, user_id, visit_type, status, is_false) DO UPDATE SET
      visits = m.visits + excluded.visits, orders = m.orders + excluded.orders,
      order_value = m.order_value + excluded.order_value, cash = m.cash + excluded.cash, credit = m.credit + excluded.credit
  $f$, source, sign)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION visit_kpi_months_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE visit_kpi_months_sql('new_rows', 1);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE visit_kpi_months_sql('old_rows', -1);
  ELSE
    -- Only what moves a visit between rows or changes its sums; a check-in's position does not.
    EXECUTE visit_kpi_months_sql($s$(SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.assigned_to, o.visit_type, o.status, o.is_false, o.planned_at, o.finished_at, o.outcome, o.collected_amount)
        IS DISTINCT FROM (n.assigned_to, n.visit_type, n.status, n.is_false, n.planned_at, n.finished_at, n.outcome, n.collected_amount))$s$, -1);
    EXECUTE visit_kpi_months_sql($s$(SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.assigned_to, o.visit_type, o.status, o.is_false, o.planned_at, o.finished_at, o.outcome, o.collected_amount)
        IS DISTINCT FROM (n.assigned_to, n.visit_type, n.status, n.is_false, n.planned_at, n.finished_at, n.outcome, n.collected_amount))$s$, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER visit_kpi_months_insert AFTER INSERT ON visits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_kpi_months_apply();--> statement-breakpoint
CREATE TRIGGER visit_kpi_months_delete AFTER DELETE ON visits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_kpi_months_apply();--> statement-breakpoint
CREATE TRIGGER visit_kpi_months_update AFTER UPDATE ON visits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_kpi_months_apply();--> statement-breakpoint
-- A company that changes its zone moves month boundaries: its rows are summed again.
CREATE OR REPLACE FUNCTION visit_kpi_months_rezone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM visit_kpi_months WHERE tenant_id = NEW.id;
  EXECUTE visit_kpi_months_sql(format('(SELECT * FROM visits WHERE tenant_id = %L)', NEW.id), 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER visit_kpi_months_zone AFTER UPDATE OF time_zone ON tenants
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION visit_kpi_months_rezone();--> statement-breakpoint
-- The visits already there, with RLS lifted for this one statement (as in 0014).
ALTER TABLE visits NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE tenants NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DO $$ BEGIN EXECUTE visit_kpi_months_sql('visits', 1); END $$;--> statement-breakpoint
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE visits FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT enable_tenant_rls('visit_kpi_months');--> statement-breakpoint
SELECT enable_tenant_rls('kpi_targets');--> statement-breakpoint
SELECT enable_tenant_rls('kpi_ratings');--> statement-breakpoint
SELECT enable_tenant_rls('report_exports');
