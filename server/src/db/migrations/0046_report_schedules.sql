CREATE TABLE "report_schedule_recipients" (
	"tenant_id" uuid NOT NULL,
	"schedule_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "report_schedule_recipients_tenant_id_schedule_id_user_id_pk" PRIMARY KEY("tenant_id","schedule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_schedule_runs" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"schedule_id" uuid NOT NULL,
	"export_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "report_schedule_runs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"report_type" smallint NOT NULL,
	"filters" jsonb NOT NULL,
	"period" text NOT NULL,
	"frequency" text NOT NULL,
	"weekday" smallint,
	"month_day" smallint,
	"hour" smallint NOT NULL,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "report_schedules_hour_check" CHECK ("report_schedules"."hour" between 0 and 23),
	CONSTRAINT "report_schedules_when_check" CHECK (("report_schedules"."frequency" = 'weekly') = ("report_schedules"."weekday" is not null) and ("report_schedules"."frequency" = 'monthly') = ("report_schedules"."month_day" is not null)
        and coalesce("report_schedules"."weekday" between 0 and 6, true) and coalesce("report_schedules"."month_day" between 1 and 31, true))
);
--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD CONSTRAINT "report_schedule_recipients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD CONSTRAINT "report_schedule_recipients_tenant_id_schedule_id_report_schedules_tenant_id_id_fk" FOREIGN KEY ("tenant_id","schedule_id") REFERENCES "public"."report_schedules"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD CONSTRAINT "report_schedule_recipients_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_runs" ADD CONSTRAINT "report_schedule_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_runs" ADD CONSTRAINT "report_schedule_runs_tenant_id_schedule_id_report_schedules_tenant_id_id_fk" FOREIGN KEY ("tenant_id","schedule_id") REFERENCES "public"."report_schedules"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_runs" ADD CONSTRAINT "report_schedule_runs_tenant_id_export_id_report_exports_tenant_id_id_fk" FOREIGN KEY ("tenant_id","export_id") REFERENCES "public"."report_exports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_tenant_id_owner_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","owner_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedule_recipients_user_idx" ON "report_schedule_recipients" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "report_schedule_runs_waiting_idx" ON "report_schedule_runs" USING btree ("tenant_id","created_at") WHERE "report_schedule_runs"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "report_schedule_runs_schedule_idx" ON "report_schedule_runs" USING btree ("tenant_id","schedule_id","created_at");--> statement-breakpoint
CREATE INDEX "report_schedule_runs_export_idx" ON "report_schedule_runs" USING btree ("tenant_id","export_id");--> statement-breakpoint
CREATE INDEX "report_schedules_owner_idx" ON "report_schedules" USING btree ("tenant_id","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("tenant_id","next_run_at") WHERE not "report_schedules"."paused";--> statement-breakpoint
-- hand-written below
-- The first run of a schedule strictly after `after`, at `hour` o'clock in the zone `tz`
-- (the company's): daily, weekly on `weekday` (0 Sunday), or monthly on `month_day` clamped
-- to the month's last day. Worked out on local wall-clock dates, then turned back into an
-- instant, so a zone with daylight saving keeps the hour (ADR 0051).
CREATE OR REPLACE FUNCTION report_schedule_next_run(after timestamptz, tz text, frequency text, weekday int, month_day int, hour int)
RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
DECLARE
  day date := (after AT TIME ZONE tz)::date;
  m date;
  candidate timestamp;
BEGIN
  IF frequency = 'daily' THEN
    candidate := day + make_interval(hours => hour);
    IF (candidate AT TIME ZONE tz) <= after THEN candidate := (day + 1) + make_interval(hours => hour); END IF;
  ELSIF frequency = 'weekly' THEN
    candidate := (day + ((weekday - extract(dow from day)::int + 7) % 7)) + make_interval(hours => hour);
    IF (candidate AT TIME ZONE tz) <= after THEN candidate := candidate + interval '7 days'; END IF;
  ELSE
    m := date_trunc('month', day)::date;
    candidate := (m + (least(month_day, extract(day from (m + interval '1 month' - interval '1 day'))::int) - 1)) + make_interval(hours => hour);
    IF (candidate AT TIME ZONE tz) <= after THEN
      m := (m + interval '1 month')::date;
      candidate := (m + (least(month_day, extract(day from (m + interval '1 month' - interval '1 day'))::int) - 1)) + make_interval(hours => hour);
    END IF;
  END IF;
  RETURN candidate AT TIME ZONE tz;
END $$;--> statement-breakpoint
SELECT enable_tenant_rls('report_schedules');--> statement-breakpoint
SELECT enable_tenant_rls('report_schedule_recipients');--> statement-breakpoint
SELECT enable_tenant_rls('report_schedule_runs');
