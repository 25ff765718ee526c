ALTER TABLE "tenants" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "paid_until" timestamp with time zone;--> statement-breakpoint
-- Companies that signed up before trials existed are held to the same rule (ADR 0007).
UPDATE "tenants" SET "trial_ends_at" = "created_at" + interval '14 days' WHERE "trial_ends_at" IS NULL;
