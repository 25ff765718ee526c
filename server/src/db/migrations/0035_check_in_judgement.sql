ALTER TABLE "tenants" ADD COLUMN "geofence_visit_types" smallint[] DEFAULT '{0,1,2,3,5}' NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "check_in_reason" text DEFAULT '' NOT NULL;