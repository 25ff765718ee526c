ALTER TABLE "tenants" ADD COLUMN "work_day_start" time DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "work_day_end" time DEFAULT '18:00' NOT NULL;