CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"visible_to" uuid,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_tenant_idx" ON "live_events" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "live_events_age_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
SELECT enable_tenant_rls('live_events');
--> statement-breakpoint
-- The app role inserts events: it needs the id sequence too (table grants do not cover it).
GRANT USAGE ON SEQUENCE live_events_id_seq TO ziyara_app;
