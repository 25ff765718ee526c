CREATE TABLE "visit_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"sender_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"attachment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_ratings" (
	"tenant_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_ratings_tenant_id_visit_id_pk" PRIMARY KEY("tenant_id","visit_id")
);
--> statement-breakpoint
CREATE TABLE "visit_reads" (
	"tenant_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_reads_tenant_id_user_id_visit_id_pk" PRIMARY KEY("tenant_id","user_id","visit_id")
);
--> statement-breakpoint
ALTER TABLE "visit_messages" ADD CONSTRAINT "visit_messages_tenant_id_visit_id_visits_tenant_id_id_fk" FOREIGN KEY ("tenant_id","visit_id") REFERENCES "public"."visits"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_messages" ADD CONSTRAINT "visit_messages_tenant_id_sender_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","sender_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_ratings" ADD CONSTRAINT "visit_ratings_tenant_id_visit_id_visits_tenant_id_id_fk" FOREIGN KEY ("tenant_id","visit_id") REFERENCES "public"."visits"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reads" ADD CONSTRAINT "visit_reads_tenant_id_visit_id_visits_tenant_id_id_fk" FOREIGN KEY ("tenant_id","visit_id") REFERENCES "public"."visits"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reads" ADD CONSTRAINT "visit_reads_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_messages_visit_idx" ON "visit_messages" USING btree ("tenant_id","visit_id","created_at");--> statement-breakpoint
CREATE INDEX "visit_messages_recent_idx" ON "visit_messages" USING btree ("tenant_id","created_at");--> statement-breakpoint
SELECT enable_tenant_rls('visit_messages');--> statement-breakpoint
SELECT enable_tenant_rls('visit_reads');--> statement-breakpoint
SELECT enable_tenant_rls('visit_ratings');
