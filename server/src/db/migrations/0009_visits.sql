CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_tenant_id_id_key" UNIQUE("tenant_id","id");--> statement-breakpoint
CREATE TABLE "document_counters" (
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "document_counters_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "visit_agencies" (
	"tenant_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	CONSTRAINT "visit_agencies_tenant_id_visit_id_agency_id_pk" PRIMARY KEY("tenant_id","visit_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "visit_samples" (
	"tenant_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"sample_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "visit_samples_tenant_id_visit_id_sample_id_pk" PRIMARY KEY("tenant_id","visit_id","sample_id")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"visit_type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"visit_reason" smallint NOT NULL,
	"assigned_to" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"planned_at" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_false" boolean DEFAULT false NOT NULL,
	"false_reason" text DEFAULT '' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"check_in_latitude" double precision,
	"check_in_longitude" double precision,
	"check_in_accuracy_m" double precision,
	"check_in_distance_m" double precision,
	"check_in_verdict" text,
	"finished_at" timestamp with time zone,
	"outcome" jsonb,
	"receipt_number" integer,
	"collected_amount" numeric(14, 2),
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "visits_tenant_receipt_key" UNIQUE("tenant_id","receipt_number")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "cr_number" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "time_zone" text DEFAULT 'Asia/Riyadh' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "week_start" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "weekend_days" smallint[] DEFAULT '{5,6}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_agencies" ADD CONSTRAINT "visit_agencies_tenant_id_visit_id_visits_tenant_id_id_fk" FOREIGN KEY ("tenant_id","visit_id") REFERENCES "public"."visits"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_agencies" ADD CONSTRAINT "visit_agencies_tenant_id_agency_id_agencies_tenant_id_id_fk" FOREIGN KEY ("tenant_id","agency_id") REFERENCES "public"."agencies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_samples" ADD CONSTRAINT "visit_samples_tenant_id_visit_id_visits_tenant_id_id_fk" FOREIGN KEY ("tenant_id","visit_id") REFERENCES "public"."visits"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_samples" ADD CONSTRAINT "visit_samples_tenant_id_sample_id_samples_tenant_id_id_fk" FOREIGN KEY ("tenant_id","sample_id") REFERENCES "public"."samples"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_tenant_id_client_id_clients_tenant_id_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_tenant_id_assigned_to_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","assigned_to") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_tenant_id_reviewed_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reviewed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_list_idx" ON "visits" USING btree ("tenant_id","planned_at","id");--> statement-breakpoint
CREATE INDEX "visits_list_assignee_idx" ON "visits" USING btree ("tenant_id","assigned_to","planned_at","id");--> statement-breakpoint
CREATE INDEX "visits_client_idx" ON "visits" USING btree ("tenant_id","client_id","planned_at");--> statement-breakpoint
SELECT enable_tenant_rls('visits');--> statement-breakpoint
SELECT enable_tenant_rls('visit_agencies');--> statement-breakpoint
SELECT enable_tenant_rls('visit_samples');--> statement-breakpoint
SELECT enable_tenant_rls('document_counters');
