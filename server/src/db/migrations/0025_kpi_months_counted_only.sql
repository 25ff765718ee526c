-- visit_kpi_months kept a row for every status, Pending and Started too, so a check-in (0 → 1)
-- moved a count between two rows of its rep's month: a write of a row every other check-in
-- of that rep and month was waiting to write as well, through dynamic SQL planned each time
-- (about 5 ms of a check-in under load, ADR 0024). No reader counts a Pending or Started
-- visit that is not false (kpi-figures.ts counts Finished and Approved; the dashboard's
-- false-visit rate counts false visits of any status and Finished, Approved or Rejected
-- ones), so the rollup now keeps only visits that are Finished or later, or false: a
-- check-in inside the geofence changes nothing in it, and is told so by one planned query.
CREATE OR REPLACE FUNCTION visit_kpi_months_sql(source text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    INSERT INTO visit_kpi_months AS m (tenant_id, month, user_id, visit_type, status, is_false, visits, orders, order_value, cash, credit)
    SELECT v.tenant_id,
      date_trunc('month', coalesce(v.finished_at, v.planned_at) AT TIME ZONE t.time_zone)::date,
      v.assigned_to, v.visit_type, v.status, v.is_false,
      %2$s * count(*)::int,
      %2$s * (count(*) FILTER (WHERE v.outcome->>'order' = 'Yes'))::int,
      %2$s * coalesce(sum((v.outcome->>'order_value')::numeric) FILTER (WHERE v.outcome->>'order' = 'Yes'), 0),
      %2$s * coalesce(sum(v.collected_amount) FILTER (WHERE v.outcome->>'payment' = '0'), 0),
      %2$s * coalesce(sum(v.collected_amount) FILTER (WHERE v.outcome->>'payment' = '1'), 0)
    FROM %1$s v JOIN tenants t ON t.id = v.tenant_id
    WHERE v.status >= 2 OR v.is_false
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (tenant_id, month, user_id, visit_type, status, is_false) DO UPDATE SET
      visits = m.visits + excluded.visits, orders = m.orders + excluded.orders,
      order_value = m.order_value + excluded.order_value, cash = m.cash + excluded.cash, credit = m.credit + excluded.credit
  $f$, source, sign)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION visit_kpi_months_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE visit_kpi_months_sql('new_rows', 1);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE visit_kpi_months_sql('old_rows', -1);
  ELSIF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status >= 2 OR o.is_false OR n.status >= 2 OR n.is_false)
        AND (o.assigned_to, o.visit_type, o.status, o.is_false, o.planned_at, o.finished_at, o.outcome, o.collected_amount)
          IS DISTINCT FROM (n.assigned_to, n.visit_type, n.status, n.is_false, n.planned_at, n.finished_at, n.outcome, n.collected_amount)) THEN
    -- Only what moves a visit between rows or changes its sums; a check-in's position does not.
    EXECUTE visit_kpi_months_sql($s$(SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.assigned_to, o.visit_type, o.status, o.is_false, o.planned_at, o.finished_at, o.outcome, o.collected_amount)
        IS DISTINCT FROM (n.assigned_to, n.visit_type, n.status, n.is_false, n.planned_at, n.finished_at, n.outcome, n.collected_amount))$s$, -1);
    EXECUTE visit_kpi_months_sql($s$(SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.assigned_to, o.visit_type, o.status, o.is_false, o.planned_at, o.finished_at, o.outcome, o.collected_amount)
        IS DISTINCT FROM (n.assigned_to, n.visit_type, n.status, n.is_false, n.planned_at, n.finished_at, n.outcome, n.collected_amount))$s$, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
ALTER TABLE visit_kpi_months NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DELETE FROM visit_kpi_months WHERE status < 2 AND NOT is_false;--> statement-breakpoint
ALTER TABLE visit_kpi_months FORCE ROW LEVEL SECURITY;
