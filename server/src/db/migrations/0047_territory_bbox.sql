ALTER TABLE "territories" ADD COLUMN "bbox_west" double precision GENERATED ALWAYS AS (((box(area))[1])[0]) STORED;--> statement-breakpoint
ALTER TABLE "territories" ADD COLUMN "bbox_south" double precision GENERATED ALWAYS AS (((box(area))[1])[1]) STORED;--> statement-breakpoint
ALTER TABLE "territories" ADD COLUMN "bbox_east" double precision GENERATED ALWAYS AS (((box(area))[0])[0]) STORED;--> statement-breakpoint
ALTER TABLE "territories" ADD COLUMN "bbox_north" double precision GENERATED ALWAYS AS (((box(area))[0])[1]) STORED;--> statement-breakpoint
CREATE INDEX "clients_location_idx" ON "clients" USING btree ("tenant_id","kind","latitude","longitude","id") WHERE deleted_at is null and latitude is not null and longitude is not null;