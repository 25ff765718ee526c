CREATE TABLE "saved_views" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"list_key" text NOT NULL,
	"name" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "saved_views_name_check" CHECK (char_length("saved_views"."name") between 1 and 80),
	CONSTRAINT "saved_views_query_check" CHECK (char_length("saved_views"."query") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_tenant_id_owner_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","owner_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name_key" ON "saved_views" USING btree ("tenant_id","owner_id","list_key",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_views_shared_idx" ON "saved_views" USING btree ("tenant_id","list_key") WHERE shared;--> statement-breakpoint
-- hand-written below
SELECT enable_tenant_rls('saved_views');
