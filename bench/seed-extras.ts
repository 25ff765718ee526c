import type pg from 'pg';

/**
 * What the big company holds besides visits and clients (issue 13, item 1): tasks over two
 * years (done in the past, open and overdue lately, some due ahead), conversations on visits,
 * and a leads funnel (leads new, approved, converted over the months). Deterministic: every
 * value follows from the row's number, so two seeds are the same data.
 */
export async function seedExtras(
  owner: pg.Client,
  tenantId: string,
  opts: { tasks: number; messages: number },
  log: (line: string) => void,
) {
  const timed = async (label: string, text: string, values: unknown[]) => {
    const started = performance.now();
    const r = await owner.query(text, values);
    log(`  extras: ${label} ${r.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  // Task g is due on day g * 760 / n from 730 days back (so ~30 days ahead at the end), for rep g % reps.
  await timed(
    'tasks',
    `with reps as (select array_agg(id order by email) ids from users where tenant_id = $1 and role = 'sales'),
          bosses as (select array_agg(id order by email) ids from users where tenant_id = $1 and role = 'manager')
     insert into tasks (tenant_id, title, task_type, status, priority, assigned_to, created_by, due_date, description, completed_at, created_at, updated_at)
     select $1::uuid,
            (array['Collect the VAT certificate','متابعة عرض السعر','Deliver the samples','تحصيل الدفعة','Call the purchasing manager'])[1 + g % 5],
            1, s, (g % 3)::smallint,
            (select ids[1 + g % array_length(ids, 1)] from reps), (select ids[1 + g % array_length(ids, 1)] from bosses),
            due, '', case when s = 2 then due::timestamp + interval '10 hours' end,
            due::timestamp - interval '5 days', due::timestamp - interval '5 days'
     from (select g, (current_date - 730 + (g::bigint * 760 / $2::int)::int) as due,
                  (case when current_date - 730 + (g::bigint * 760 / $2::int)::int < current_date - 14 then case when g % 10 = 0 then 0 else 2 end
                        else (g % 3) end)::smallint as s
           from generate_series(0, $2::int - 1) g) x`,
    [tenantId, opts.tasks],
  );
  // Messages on finished visits: the rep reports, a manager answers, in both languages.
  await timed(
    'visit messages',
    `with v as (select id, assigned_to, finished_at, row_number() over (order by planned_at, id) - 1 as r
                from visits where tenant_id = $1 and status >= 2 limit $2::int / 2),
          bosses as (select array_agg(id order by email) ids from users where tenant_id = $1 and role = 'manager')
     insert into visit_messages (tenant_id, visit_id, sender_id, sender_name, message, created_at)
     select $1::uuid, v.id,
            case when k = 0 then v.assigned_to else (select ids[1 + v.r % array_length(ids, 1)] from bosses) end,
            case when k = 0 then 'Rep' else 'Manager' end,
            case when k = 0 then (array['The buyer wants a better price','العميل طلب عينات إضافية'])[1 + v.r % 2]
                 else (array['Offer 5% on 50 cartons','ممتاز، تابع الأسبوع القادم'])[1 + v.r % 2] end,
            v.finished_at + make_interval(mins => 5 + k * 30)
     from v cross join generate_series(0, 1) k`,
    [tenantId, opts.messages],
  );
  // The leads funnel: of the leads (every tenth client), some still new, some converted by month.
  await timed(
    'leads funnel',
    `update clients set
       lead_status = case when (substring(email from '^c([0-9]+)'))::int % 30 = 0 then 'new'
                          when (substring(email from '^c([0-9]+)'))::int % 30 = 10 then 'converted' else lead_status end,
       kind = case when (substring(email from '^c([0-9]+)'))::int % 30 = 10 then 'client' else kind end,
       converted_at = case when (substring(email from '^c([0-9]+)'))::int % 30 = 10
                           then now() - make_interval(days => ((substring(email from '^c([0-9]+)'))::int % 700)) end
     where tenant_id = $1 and kind = 'lead'`,
    [tenantId],
  );
}
