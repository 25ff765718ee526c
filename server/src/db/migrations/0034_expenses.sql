CREATE TABLE "expenses" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"spent_on" date NOT NULL,
	"visit_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"receipt_file_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "expenses_category_check" CHECK ("expenses"."category" in ('fuel', 'parking', 'meals')),
	CONSTRAINT "expenses_status_check" CHECK ("expenses"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tenant_id_visit_id_visits_tenant_id_id_fk" FOREIGN KEY ("tenant_id","visit_id") REFERENCES "public"."visits"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tenant_id_receipt_file_id_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","receipt_file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tenant_id_decided_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","decided_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_spent_idx" ON "expenses" USING btree ("tenant_id","spent_on","id");--> statement-breakpoint
CREATE INDEX "expenses_user_idx" ON "expenses" USING btree ("tenant_id","user_id","spent_on");--> statement-breakpoint
CREATE INDEX "expenses_pending_idx" ON "expenses" USING btree ("tenant_id","created_at") WHERE status = 'pending';--> statement-breakpoint
SELECT enable_tenant_rls('expenses');
