-- Trigram indexes make the Arabic-normalized search an index lookup, not a scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"logo_file_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"unit" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"agency_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_agencies" (
	"tenant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	CONSTRAINT "client_agencies_tenant_id_client_id_agency_id_pk" PRIMARY KEY("tenant_id","client_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"lead_status" text,
	"title" text NOT NULL,
	"contact_name" text NOT NULL,
	"company_name" text NOT NULL,
	"customer_type" text NOT NULL,
	"customer_target" text NOT NULL,
	"phone" text NOT NULL,
	"phone_digits" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"notes" text DEFAULT '' NOT NULL,
	"cr_number" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"national_address" text DEFAULT '' NOT NULL,
	"assigned_to" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"converted_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (search_normalize(contact_name || ' ' || company_name || ' ' || phone || ' 0' || phone_digits || ' ' || email || ' ' || cr_number || ' ' || city)) STORED,
	CONSTRAINT "clients_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_tenant_id_agency_id_agencies_tenant_id_id_fk" FOREIGN KEY ("tenant_id","agency_id") REFERENCES "public"."agencies"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_agencies" ADD CONSTRAINT "client_agencies_tenant_id_client_id_clients_tenant_id_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_agencies" ADD CONSTRAINT "client_agencies_tenant_id_agency_id_agencies_tenant_id_id_fk" FOREIGN KEY ("tenant_id","agency_id") REFERENCES "public"."agencies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_tenant_id_assigned_to_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","assigned_to") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_tenant_id_actor_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","actor_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agencies_tenant_name_idx" ON "agencies" USING btree ("tenant_id","name_en");--> statement-breakpoint
CREATE INDEX "samples_tenant_name_idx" ON "samples" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "clients_list_idx" ON "clients" USING btree ("tenant_id","kind","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clients_list_assignee_idx" ON "clients" USING btree ("tenant_id","assigned_to","kind","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clients_list_company_idx" ON "clients" USING btree ("tenant_id","kind","company_name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clients_count_idx" ON "clients" USING btree ("tenant_id","kind","lead_status","city","customer_type","customer_target","assigned_to") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clients_tenant_phone_idx" ON "clients" USING btree ("tenant_id","phone_digits");--> statement-breakpoint
CREATE INDEX "clients_tenant_email_idx" ON "clients" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "clients_tenant_cr_idx" ON "clients" USING btree ("tenant_id","cr_number");--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_tenant_entity_idx" ON "activity" USING btree ("tenant_id","entity","entity_id","created_at");--> statement-breakpoint
SELECT enable_tenant_rls('agencies');--> statement-breakpoint
SELECT enable_tenant_rls('samples');--> statement-breakpoint
SELECT enable_tenant_rls('clients');--> statement-breakpoint
SELECT enable_tenant_rls('client_agencies');--> statement-breakpoint
SELECT enable_tenant_rls('activity');
