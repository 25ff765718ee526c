-- clients.last_visited_at (0013) was kept in the statement of every check-in: an UPDATE of the
-- client's row that is never HOT (clients_coverage_idx holds the column), so each check-in
-- wrote a new entry into every one of the clients' indexes, the trigram index of search
-- among them: about 12 ms of PostgreSQL per check-in under load (ADR 0024). A change of a
-- visit now only notes its client here (one row per client, however many changes); the
-- coverage layer, the column's only reader, brings the noted clients up to date first
-- (clients_last_visit_flush). A visit inserted with its check-in (a past visit recorded, a
-- bulk load) still updates its client at once, as before.
CREATE TABLE "client_last_visit_stale" (
	"tenant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	CONSTRAINT "client_last_visit_stale_pk" PRIMARY KEY("tenant_id","client_id")
);--> statement-breakpoint
SELECT enable_tenant_rls('client_last_visit_stale');--> statement-breakpoint
CREATE OR REPLACE FUNCTION clients_last_visit_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE clients c SET last_visited_at = n.last
    FROM (SELECT tenant_id, client_id, max(checked_in_at) AS last FROM new_rows
      WHERE checked_in_at IS NOT NULL AND NOT is_false GROUP BY 1, 2) n
    WHERE c.tenant_id = n.tenant_id AND c.id = n.client_id AND (c.last_visited_at IS NULL OR c.last_visited_at < n.last);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO client_last_visit_stale (tenant_id, client_id)
    SELECT DISTINCT tenant_id, client_id FROM old_rows WHERE checked_in_at IS NOT NULL AND NOT is_false
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO client_last_visit_stale (tenant_id, client_id)
    SELECT DISTINCT l.tenant_id, l.client_id
    FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.tenant_id, o.client_id), (n.tenant_id, n.client_id)) AS l(tenant_id, client_id)
    WHERE o.checked_in_at IS DISTINCT FROM n.checked_in_at OR o.is_false <> n.is_false OR o.client_id <> n.client_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- As the caller: under row-level security, one company's noted clients only.
CREATE OR REPLACE FUNCTION clients_last_visit_flush() RETURNS void LANGUAGE sql AS $$
  WITH noted AS (DELETE FROM client_last_visit_stale RETURNING client_id)
  SELECT clients_last_visit_refresh(array(SELECT client_id FROM noted));
$$;
