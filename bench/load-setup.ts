import type pg from 'pg';

/**
 * bench:load's writes need Pending visits to check in. Each run tops them up to PLANNED over
 * the next two weeks (a run uses a few thousand), so a rerun on the same database
 * (BENCH_REUSE) measures the same mix on the same amount of data. `types`: the visit types
 * completed with a JSON body.
 */
const PLANNED = 6000;

export async function topUpAndVacuum(owner: pg.Pool | pg.Client, tenantId: string, repIds: string[], types: number[]): Promise<void> {
  const { rows } = await owner.query<{ n: number }>(
    `select count(*)::int n from visits
     where tenant_id = $1 and status = 0 and visit_type = any($3::int[]) and assigned_to = any($2::uuid[]) and planned_at > now()`,
    [tenantId, repIds, types],
  );
  await owner.query(
    `insert into visits (tenant_id, client_id, visit_type, priority, visit_reason, assigned_to, created_by, planned_at)
     select $1, p.client_id, ($3::int[])[1 + p.n % 3], 1, 0, p.rep, p.rep,
       date_trunc('day', now()) + (1 + p.n % 14) * interval '1 day' + (p.n % 600) * interval '1 minute'
     from (select client_id, rep, row_number() over (order by client_id) n
           from (select distinct client_id, assigned_to rep from visits where tenant_id = $1 and assigned_to = any($2::uuid[])) d) p
     where p.n <= $4`,
    [tenantId, repIds, types, Math.max(0, PLANNED - (rows[0]?.n ?? 0))],
  );
  // What a previous run (and the top-up) changed is vacuumed, as autovacuum would have done
  // between runs: this machine's PostgreSQL runs with autovacuum off (conf.d/90-ci.conf), and
  // a rerun would otherwise read through the dead rows of every run before it.
  const changed = [
    'visits',
    'activity',
    'live_events',
    'visit_kpi_months',
    'visit_month_counts',
    'visit_quarter_counts',
    'client_last_visit_stale',
  ];
  for (const table of changed) await owner.query(`vacuum analyze ${table}`);
}
