-- A rep's open tasks due by today (the sales dashboard): tasks_open_due_idx leads with the due
-- day, so it read every rep's open tasks to find one rep's (5.8 ms at 100,000 tasks; ADR 0029).
CREATE INDEX "tasks_open_assignee_due_idx" ON "tasks" USING btree ("tenant_id","assigned_to","due_date") WHERE status <> 2;