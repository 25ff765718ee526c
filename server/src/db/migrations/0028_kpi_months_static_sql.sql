-- visit_kpi_months_apply ran its statements as dynamic SQL (EXECUTE of visit_kpi_months_sql's
-- text), which PostgreSQL parses and plans on every call: about 0.7 ms of the database's CPU
-- for every completion, more than the completion's own UPDATE (ADR 0027). The same statements,
-- written out static, are planned once per connection; what they write is unchanged (the
-- rollup-equals-direct-count test checks it after every kind of change). An update's old rows
-- (counted off) and new rows (counted in) go in one statement, summed by row of the rollup.
-- The sums are those of visit_kpi_months_sql, which a company's time-zone rebuild still runs
-- (0019): the rollup test compares both with a direct count.
CREATE OR REPLACE FUNCTION visit_kpi_months_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO visit_kpi_months AS m (tenant_id, month, user_id, visit_type, status, is_false, visits, orders, order_value, cash, credit)
    SELECT v.tenant_id,
      date_trunc('month', coalesce(v.finished_at, v.planned_at) AT TIME ZONE t.time_zone)::date,
      v.assigned_to, v.visit_type, v.status, v.is_false,
      sum(v.sign)::int,
      coalesce(sum(v.sign) FILTER (WHERE v.outcome->>'order' = 'Yes'), 0)::int,
      coalesce(sum(v.sign * (v.outcome->>'order_value')::numeric) FILTER (WHERE v.outcome->>'order' = 'Yes'), 0),
      coalesce(sum(v.sign * v.collected_amount) FILTER (WHERE v.outcome->>'payment' = '0'), 0),
      coalesce(sum(v.sign * v.collected_amount) FILTER (WHERE v.outcome->>'payment' = '1'), 0)
    FROM (SELECT *, 1 AS sign FROM new_rows) v JOIN tenants t ON t.id = v.tenant_id
    WHERE v.status >= 2 OR v.is_false
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (tenant_id, month, user_id, visit_type, status, is_false) DO UPDATE SET
      visits = m.visits + excluded.visits, orders = m.orders + excluded.orders,
      order_value = m.order_value + excluded.order_value, cash = m.cash + excluded.cash, credit = m.credit + excluded.credit;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO visit_kpi_months AS m (tenant_id, month, user_id, visit_type, status, is_false, visits, orders, order_value, cash, credit)
    SELECT v.tenant_id,
      date_trunc('month', coalesce(v.finished_at, v.planned_at) AT TIME ZONE t.time_zone)::date,
      v.assigned_to, v.visit_type, v.status, v.is_false,
      sum(v.sign)::int,
      coalesce(sum(v.sign) FILTER (WHERE v.outcome->>'order' = 'Yes'), 0)::int,
      coalesce(sum(v.sign * (v.outcome->>'order_value')::numeric) FILTER (WHERE v.outcome->>'order' = 'Yes'), 0),
      coalesce(sum(v.sign * v.collected_amount) FILTER (WHERE v.outcome->>'payment' = '0'), 0),
      coalesce(sum(v.sign * v.collected_amount) FILTER (WHERE v.outcome->>'payment' = '1'), 0)
    FROM (SELECT *, -1 AS sign FROM old_rows) v JOIN tenants t ON t.id = v.tenant_id
    WHERE v.status >= 2 OR v.is_false
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (tenant_id, month, user_id, visit_type, status, is_false) DO UPDATE SET
      visits = m.visits + excluded.visits, orders = m.orders + excluded.orders,
      order_value = m.order_value + excluded.order_value, cash = m.cash + excluded.cash, credit = m.credit + excluded.credit;
  ELSIF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status >= 2 OR o.is_false OR n.status >= 2 OR n.is_false)
        AND (o.assigned_to, o.visit_type, o.status, o.is_false, o.planned_at, o.finished_at, o.outcome, o.collected_amount)
           IS DISTINCT FROM (n.assigned_to, n.visit_type, n.status, n.is_false, n.planned_at, n.finished_at, n.outcome, n.collected_amount)) THEN
    -- Only what moves a visit between rows or changes its sums; a check-in's position does not.
    INSERT INTO visit_kpi_months AS m (tenant_id, month, user_id, visit_type, status, is_false, visits, orders, order_value, cash, credit)
    SELECT v.tenant_id,
      date_trunc('month', coalesce(v.finished_at, v.planned_at) AT TIME ZONE t.time_zone)::date,
      v.assigned_to, v.visit_type, v.status, v.is_false,
      sum(v.sign)::int,
      coalesce(sum(v.sign) FILTER (WHERE v.outcome->>'order' = 'Yes'), 0)::int,
      coalesce(sum(v.sign * (v.outcome->>'order_value')::numeric) FILTER (WHERE v.outcome->>'order' = 'Yes'), 0),
      coalesce(sum(v.sign * v.collected_amount) FILTER (WHERE v.outcome->>'payment' = '0'), 0),
      coalesce(sum(v.sign * v.collected_amount) FILTER (WHERE v.outcome->>'payment' = '1'), 0)
    FROM (SELECT o.*, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.assigned_to, o.visit_type, o.status, o.is_false, o.planned_at, o.finished_at, o.outcome, o.collected_amount)
           IS DISTINCT FROM (n.assigned_to, n.visit_type, n.status, n.is_false, n.planned_at, n.finished_at, n.outcome, n.collected_amount)
      UNION ALL
      SELECT n.*, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.assigned_to, o.visit_type, o.status, o.is_false, o.planned_at, o.finished_at, o.outcome, o.collected_amount)
           IS DISTINCT FROM (n.assigned_to, n.visit_type, n.status, n.is_false, n.planned_at, n.finished_at, n.outcome, n.collected_amount)) v JOIN tenants t ON t.id = v.tenant_id
    WHERE v.status >= 2 OR v.is_false
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (tenant_id, month, user_id, visit_type, status, is_false) DO UPDATE SET
      visits = m.visits + excluded.visits, orders = m.orders + excluded.orders,
      order_value = m.order_value + excluded.order_value, cash = m.cash + excluded.cash, credit = m.credit + excluded.credit;
  END IF;
  RETURN NULL;
END $$;
