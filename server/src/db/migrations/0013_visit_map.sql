ALTER TABLE "clients" ADD COLUMN "last_visited_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "clients_coverage_idx" ON "clients" USING btree ("tenant_id","kind","last_visited_at","id") WHERE deleted_at is null and latitude is not null and longitude is not null;--> statement-breakpoint
-- clients.last_visited_at: the last check-in of a visit that is not false. Kept per statement
-- from the transition tables, like visit_month_counts (0010): a bulk insert of a million
-- visits updates each client once. Updates and deletes (a check-in, a visit marked false)
-- recompute only the clients they touched, from visits_client_idx (a client's few visits).
CREATE OR REPLACE FUNCTION clients_last_visit_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE clients c SET last_visited_at = x.last
  FROM (
    SELECT c2.id, (SELECT max(v.checked_in_at) FROM visits v
      WHERE v.tenant_id = c2.tenant_id AND v.client_id = c2.id AND v.checked_in_at IS NOT NULL AND NOT v.is_false) AS last
    FROM clients c2 WHERE c2.id = ANY(ids)) x
  WHERE c.id = x.id AND c.last_visited_at IS DISTINCT FROM x.last;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION clients_last_visit_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE clients c SET last_visited_at = n.last
    FROM (SELECT tenant_id, client_id, max(checked_in_at) AS last FROM new_rows
      WHERE checked_in_at IS NOT NULL AND NOT is_false GROUP BY 1, 2) n
    WHERE c.tenant_id = n.tenant_id AND c.id = n.client_id AND (c.last_visited_at IS NULL OR c.last_visited_at < n.last);
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT client_id) INTO ids FROM old_rows WHERE checked_in_at IS NOT NULL AND NOT is_false;
  ELSE
    SELECT array_agg(DISTINCT l.client_id) INTO ids
    FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL (VALUES (o.client_id), (n.client_id)) AS l(client_id)
    WHERE o.checked_in_at IS DISTINCT FROM n.checked_in_at OR o.is_false <> n.is_false OR o.client_id <> n.client_id;
  END IF;
  IF ids IS NOT NULL THEN PERFORM clients_last_visit_refresh(ids); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clients_last_visit_insert AFTER INSERT ON visits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION clients_last_visit_apply();--> statement-breakpoint
CREATE TRIGGER clients_last_visit_delete AFTER DELETE ON visits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION clients_last_visit_apply();--> statement-breakpoint
CREATE TRIGGER clients_last_visit_update AFTER UPDATE ON visits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION clients_last_visit_apply();--> statement-breakpoint
-- The visits already there. RLS is forced even for the owner that migrates: lifted for this
-- one statement, inside the migration's transaction.
ALTER TABLE clients NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE visits NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE clients c SET last_visited_at = v.last
FROM (SELECT tenant_id, client_id, max(checked_in_at) AS last FROM visits
  WHERE checked_in_at IS NOT NULL AND NOT is_false GROUP BY 1, 2) v
WHERE c.tenant_id = v.tenant_id AND c.id = v.client_id;--> statement-breakpoint
ALTER TABLE clients FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE visits FORCE ROW LEVEL SECURITY;
