CREATE TABLE "territories" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"vertices" jsonb,
	"area" "polygon",
	"assign_new" boolean DEFAULT true NOT NULL,
	"turn" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "territories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "territory_cities" (
	"tenant_id" uuid NOT NULL,
	"territory_id" uuid NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	CONSTRAINT "territory_cities_tenant_id_territory_id_country_city_pk" PRIMARY KEY("tenant_id","territory_id","country","city")
);
--> statement-breakpoint
CREATE TABLE "territory_reps" (
	"tenant_id" uuid NOT NULL,
	"territory_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "territory_reps_tenant_id_territory_id_user_id_pk" PRIMARY KEY("tenant_id","territory_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "territories" ADD CONSTRAINT "territories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "territories" ADD CONSTRAINT "territories_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "territory_cities" ADD CONSTRAINT "territory_cities_tenant_id_territory_id_territories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","territory_id") REFERENCES "public"."territories"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "territory_reps" ADD CONSTRAINT "territory_reps_tenant_id_territory_id_territories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","territory_id") REFERENCES "public"."territories"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "territory_reps" ADD CONSTRAINT "territory_reps_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "territories_name_key" ON "territories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "territories_area_idx" ON "territories" USING gist ("area");--> statement-breakpoint
CREATE INDEX "territory_cities_city_idx" ON "territory_cities" USING btree ("tenant_id","country","city");--> statement-breakpoint
-- hand-written below
SELECT enable_tenant_rls('territories');--> statement-breakpoint
SELECT enable_tenant_rls('territory_reps');--> statement-breakpoint
SELECT enable_tenant_rls('territory_cities');
