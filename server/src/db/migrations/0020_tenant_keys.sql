-- Every tenant table's primary key starts with tenant_id (issue 13), as its unique keys and
-- foreign keys already do: the schema can then be distributed by tenant (Citus) with every
-- key local to one tenant's shard. Lookups by id keep their index: RLS adds tenant_id = the
-- caller's company, so (tenant_id, id) is an equality on both columns.
ALTER TABLE "meeting_attendees" DROP CONSTRAINT "meeting_attendees_meeting_id_user_id_pk", ADD CONSTRAINT "meeting_attendees_tenant_id_meeting_id_user_id_pk" PRIMARY KEY("tenant_id","meeting_id","user_id");--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_pkey", ADD CONSTRAINT "refresh_tokens_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey", ADD CONSTRAINT "users_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_pkey", ADD CONSTRAINT "invitations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_pkey", ADD CONSTRAINT "password_resets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "plan_changes" DROP CONSTRAINT "plan_changes_pkey", ADD CONSTRAINT "plan_changes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_pkey", ADD CONSTRAINT "files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "agencies" DROP CONSTRAINT "agencies_pkey", ADD CONSTRAINT "agencies_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "samples" DROP CONSTRAINT "samples_pkey", ADD CONSTRAINT "samples_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_pkey", ADD CONSTRAINT "clients_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "activity" DROP CONSTRAINT "activity_pkey", ADD CONSTRAINT "activity_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "visits" DROP CONSTRAINT "visits_pkey", ADD CONSTRAINT "visits_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_pkey", ADD CONSTRAINT "tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "maintenance_requests" DROP CONSTRAINT "maintenance_requests_pkey", ADD CONSTRAINT "maintenance_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "meetings" DROP CONSTRAINT "meetings_pkey", ADD CONSTRAINT "meetings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "visit_messages" DROP CONSTRAINT "visit_messages_pkey", ADD CONSTRAINT "visit_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "live_events" DROP CONSTRAINT "live_events_pkey", ADD CONSTRAINT "live_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_pkey", ADD CONSTRAINT "notifications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "report_exports" DROP CONSTRAINT "report_exports_pkey", ADD CONSTRAINT "report_exports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
