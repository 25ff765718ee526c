import { createHash } from 'node:crypto';
/**
 * Set-based seeding for `bench/visits.ts`: one company's users, clients and visits made by
 * `generate_series` statements on an owner (superuser) connection, so a million visits take
 * seconds, not the hours a million API calls would. Everything derives from the series number:
 * a client's id is made from `md5(tenant || n)`, so a visit finds its client (one of its rep's, with the
 * client's coordinates) without a join. The schema's own foreign keys and triggers run as they
 * would for the app (nothing is disabled), so the seeded rows are rows the app could have made.
 */
import type pg from 'pg';
import { inTenant } from '../server/src/db/tenant-tx';
import type { Db } from '../server/src/db/client';
import { insertTenant } from '../server/src/modules/tenants/tenants.repository';

export interface CompanySize {
  prefix: string;
  managers: number;
  sales: number;
  clients: number;
  visits: number;
  /** Whole weeks back from this week's Sunday; two more weeks ahead are planned (Pending). */
  weeksBack: number;
}

export interface SeededCompany {
  tenantId: string;
  prefix: string;
  managerEmail: (i: number) => string;
  salesEmail: (i: number) => string;
}

/** City centres the clients spread around (±0.05°, about ±5 km). */
const CITIES = [
  ['Riyadh', 24.7136, 46.6753],
  ['Jeddah', 21.5433, 39.1728],
  ['Dammam', 26.4207, 50.0888],
  ['Khobar', 26.2172, 50.1971],
] as const;

/** The client's coordinates as SQL of its index `c` (0-based): the same formula everywhere. */
const clientLat = (c: string) =>
  `((array[${CITIES.map((x) => x[1]).join(',')}])[1 + ${c} % 4] + ((${c}::bigint * 7919) % 1000 - 500) / 10000.0)`;
const clientLng = (c: string) =>
  `((array[${CITIES.map((x) => x[2]).join(',')}])[1 + ${c} % 4] + ((${c}::bigint * 104729) % 1000 - 500) / 10000.0)`;
/** The bench company `prefix`'s id, version-4-shaped, the same on every seed. */
export function benchTenantId(prefix: string): string {
  const h = createHash('md5').update(`bench-tenant:${prefix}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A version-4-shaped uuid from md5 (the API's uuid checks want the version and variant digits). */
const clientId = (tenant: string, c: string) =>
  `overlay(overlay(md5(${tenant}::text || ':' || ${c}) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Visits $3..$4 of the company $1 (of $5 in all, over $8 working days from $6 weeks back),
 * its $2 reps owning $7 clients each. Status, type and check-in verdict each come from their
 * own hash of the series number (`hashint4`): a product like `g * k % 100` repeats with
 * `g % 100`, which ties every status to a few types. The CTEs are MATERIALIZED so each
 * derived column is computed once per row, not once per reference.
 */
export const VISITS_SQL = `with reps as (select array_agg(id order by (substring(email from '^sales([0-9]+)'))::int) ids
                     from users where tenant_id = $1 and role = 'sales'),
            bosses as (select array_agg(id order by (substring(email from '^manager([0-9]+)'))::int) ids
                     from users where tenant_id = $1 and role = 'manager'),
            span as (select ((now() at time zone 'Asia/Riyadh')::date
                             - extract(dow from (now() at time zone 'Asia/Riyadh'))::int - $6::int * 7) as sunday),
            base as materialized (
              select g,
                     g % $2::int as rep,
                     (g % $2::int) + $2::int * ((g::bigint * 7 + g / $2::int) % $7::int) as c,
                     ((hashint4(g)::bigint + 2147483648) % 100) as h,
                     ((hashint4(g # 1431655765)::bigint + 2147483648) % 100) as ht,
                     ((hashint4(g # 623191333)::bigint + 2147483648) % 100) as hv,
                     ((span.sunday + ((g::bigint * $8::int / $5::int) / 5 * 7 + (g::bigint * $8::int / $5::int) % 5)::int)::timestamp
                       + make_interval(mins => 480 + ((g::bigint * 7919) % 540)::int)) at time zone 'Asia/Riyadh' as planned_at
              from generate_series($3::int, $4::int) g, span),
            typed as materialized (
              select b.*,
                     case when ht < 8 then 0 when ht < 40 then 1 when ht < 55 then 2 when ht < 72 then 3 when ht < 88 then 4 else 5 end::smallint as vt,
                     case when planned_at > now() then 0
                          when planned_at > now() - interval '7 days' then
                            case when h < 45 then 2 when h < 85 then 3 when h < 90 then 4 when h < 95 then 1 else 0 end
                          else case when h < 88 then 3 when h < 92 then 4 when h < 95 then 2 when h < 98 then 0 else 1 end
                     end::smallint as st,
                     ${clientLat('c')} as clat, ${clientLng('c')} as clng
              from base b),
            timed as materialized (
              select t.*,
                     case when st >= 1 then least(planned_at + make_interval(mins => (g % 31)::int - 10), now()) end as checked_in,
                     case when st >= 1 and vt <> 4 and hv < 2 then 'far'
                          when st >= 1 and (vt = 4 or hv < 5) then 'no_gps'
                          when st >= 1 then 'verified' end as verdict
              from typed t),
            placed as materialized (
              select t.*,
                     case when verdict = 'far' then clat + 0.03 when verdict = 'verified' then clat + ((g % 9) - 4) * 0.0001 end as lat,
                     case when verdict = 'far' then clng - 0.02 when verdict = 'verified' then clng + ((g % 7) - 3) * 0.0001 end as lng,
                     case when st >= 2 then least(checked_in + make_interval(mins => 15 + (g % 40)::int), now()) end as finished
              from timed t),
            measured as materialized (
              select p.*,
                     case when lat is not null then 111320 * sqrt(power(lat - clat, 2) + power((lng - clng) * cos(radians(clat)), 2)) end as distance,
                     case when st in (3, 4) then least(finished + make_interval(hours => 2 + (g % 20)::int), now()) end as reviewed
              from placed p)
       insert into visits (tenant_id, client_id, visit_type, status, priority, visit_reason, assigned_to, created_by, planned_at,
                           notes, is_false, false_reason, checked_in_at, check_in_latitude, check_in_longitude, check_in_accuracy_m,
                           check_in_distance_m, check_in_verdict, finished_at, outcome, receipt_number, collected_amount,
                           reviewed_at, reviewed_by, reject_reason, created_at, updated_at)
       select $1::uuid, ${clientId('$1', 'c')}, vt, st, (h % 3)::smallint, (g % 6)::smallint,
              (select ids[1 + rep] from reps),
              case when h % 5 = 0 then (select ids[1 + g % array_length(ids, 1)] from bosses) else (select ids[1 + rep] from reps) end,
              planned_at,
              case when h % 4 = 0 then (array['Bring the price list','إحضار العينات','Collect the cheque','متابعة عرض السعر'])[1 + g % 4] else '' end,
              coalesce(verdict = 'far', false),
              case when verdict = 'far' then 'Checked in ' || round(distance)::int || ' m from the client (geofence 500 m)' else '' end,
              checked_in, lat, lng, case when lat is not null then 5 + g % 25 end, distance, verdict, finished,
              case when st >= 2 then case
                when vt in (0, 5) then jsonb_build_object('kind', 'new', 'outcome', (array['Agreed a trial order','وافق الصيدلي على طلبية تجريبية'])[1 + g % 2],
                                                          'order', 'No', 'order_value', null, 'next_step', '', 'samples_given', '[]'::jsonb)
                when vt = 1 then jsonb_build_object('kind', 'followup', 'outcome', (array['Discussed Q3 pricing; order for 40 cartons','تمت مناقشة الأسعار'])[1 + g % 2],
                                                    'order', 'Yes', 'order_value', 500 + g % 9500, 'next_visit_id', null)
                when vt = 2 then jsonb_build_object('kind', 'collection', 'amount', 100 + g % 20000, 'payment', g % 2, 'receipt_number', g + 1, 'notes', '')
                when vt = 3 then jsonb_build_object('kind', 'delivery', 'receiver_name', (array['Mohammed Al-Anazi','سعد العمري'])[1 + g % 2], 'notes', '')
                else jsonb_build_object('kind', 'call', 'summary', 'Confirmed the delivery window', 'duration_minutes', 3 + g % 20) end end,
              case when st >= 2 and vt = 2 then g + 1 end,
              case when st >= 2 and vt = 2 then 100 + g % 20000 end,
              reviewed, case when reviewed is not null then (select ids[1 + g % array_length(ids, 1)] from bosses) end,
              case when st = 4 then 'Outcome too vague: list the products and quantities' else '' end,
              least(planned_at - interval '2 days', now()),
              coalesce(reviewed, finished, checked_in, least(planned_at - interval '2 days', now()))
       from measured`;

export async function seedCompany(
  db: Db,
  owners: pg.Client[],
  size: CompanySize,
  passwordHash: string,
  log: (line: string) => void = () => undefined,
): Promise<SeededCompany> {
  const { prefix } = size;
  // Fixed by the prefix: the same seed makes the same company, ids included.
  const tenantId = benchTenantId(prefix);
  const managerEmail = (i: number) => `manager${i}.${prefix}@bench.example`;
  const salesEmail = (i: number) => `sales${i}.${prefix}@bench.example`;
  await inTenant(db, tenantId, (tx) =>
    insertTenant(tx, {
      id: tenantId,
      companyName: `${prefix.toUpperCase()} Medical Distribution`,
      field: 'medical',
      country: 'SA',
      city: 'Riyadh',
      vatNumber: '300000000000003',
      numberEmployees: size.managers + size.sales,
      industry: 'distribution',
      package: 3,
    }),
  );
  const [owner] = owners;
  if (!owner) throw new Error('seedCompany needs a connection');
  const timed = async (conn: pg.Client, label: string, text: string, values: unknown[]) => {
    const started = performance.now();
    const r = await conn.query(text, values);
    log(`  ${prefix}: ${label} ${r.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  // Managers first, then sales reps; names in both languages.
  await timed(
    owner,
    'users',
    `insert into users (tenant_id, full_name, email, phone, role, password_hash)
     select $1::uuid,
            case when g % 2 = 0 then (array['Omar','Huda','Faisal','Reem','Khalid','Sara'])[1 + g % 6] || ' ' || (array['Al-Ghamdi','Al-Qahtani','Al-Otaibi','Al-Harbi'])[1 + g % 4]
                 else (array['أحمد','نورة','سلمان','ليلى','ماجد','هند'])[1 + g % 6] || ' ' || (array['الغامدي','القحطاني','العتيبي','الحربي'])[1 + g % 4] end,
            case when g < $2::int then 'manager' || g else 'sales' || (g - $2::int) end || '.' || $4::text || '@bench.example',
            '+96655' || lpad(g::text, 7, '0'),
            case when g < $2::int then 'manager' else 'sales' end,
            $5
     from generate_series(0, $2::int + $3::int - 1) g`,
    [tenantId, size.managers, size.sales, prefix, passwordHash],
  );
  // Client n belongs to sales rep n % reps; Arabic and English names, four cities.
  await timed(
    owner,
    'clients',
    `with reps as (select array_agg(id order by (substring(email from '^sales([0-9]+)'))::int) ids
                   from users where tenant_id = $1 and role = 'sales')
     insert into clients (id, tenant_id, kind, lead_status, title, contact_name, company_name, customer_type, customer_target,
                          phone, phone_digits, email, country, city, latitude, longitude, assigned_to, created_by, created_at, updated_at)
     select ${clientId('$1', 'c')}, $1::uuid,
            case when c % 10 = 0 then 'lead' else 'client' end,
            case when c % 10 = 0 then 'approved' else null end,
            (array['Eng','Mr','Miss','Mrs','Dr'])[1 + c % 5],
            case when c % 2 = 0 then (array['أحمد','محمد','فاطمة','نورة','خالد','سارة'])[1 + c % 6] || ' ' || (array['الغامدي','القحطاني','العتيبي','الحربي'])[1 + c % 4]
                 else (array['Ahmed','Sara','Omar','Huda','Faisal','Reem'])[1 + c % 6] || ' ' || (array['Al-Ghamdi','Al-Qahtani','Al-Otaibi','Al-Harbi'])[1 + c % 4] end,
            case when c % 2 = 0 then (array['مستشفى','صيدلية','مجمع عيادات','مركز'])[1 + c % 4] || ' ' || c else (array['Clinic','Pharmacy','Hospital','Medical Center'])[1 + c % 4] || ' ' || c end,
            (array['Commercial','Clinic','Government','Hospital','University'])[1 + c % 5],
            (array['Regular','High class','VIP'])[1 + c % 3],
            '+9665' || lpad(c::text, 8, '0'), '5' || lpad(c::text, 8, '0'), 'c' || c || '.' || $3::text || '@bench.example',
            'SA', (array['Riyadh','Jeddah','Dammam','Khobar'])[1 + c % 4],
            ${clientLat('c')}, ${clientLng('c')},
            (select ids[1 + c % $2::int] from reps), (select ids[1 + c % $2::int] from reps),
            now() - interval '800 days' + (c || ' minutes')::interval, now() - interval '800 days'
     from generate_series(0, $4::int - 1) c`,
    [tenantId, size.sales, prefix, size.clients],
  );

  // Visits. Visit g is planned on working day floor(g * days / n) of the span (Sunday to
  // Thursday, company time), between 08:00 and 17:00; rep g % reps, one of that rep's
  // clients. Its status follows from when it was planned: ahead → Pending; the past week
  // mostly Finished or Approved; older mostly Approved, a few Rejected, missed or left Started.
  const workDays = (size.weeksBack + 2) * 5;
  const perRep = Math.floor(size.clients / size.sales);
  // Chunks of a quarter million, two at a time on two connections (the machine's two CPUs).
  // Chunks that run together are never neighbours: they cover months far apart, so the month
  // counters their statement triggers upsert never meet (no lock waits, no deadlock).
  const chunk = 250_000;
  const ranges: [number, number][] = [];
  for (let from = 0; from < size.visits; from += chunk) ranges.push([from, Math.min(size.visits, from + chunk) - 1]);
  const rounds = [ranges.filter((_, i) => i % 2 === 0), ranges.filter((_, i) => i % 2 === 1)];
  for (const round of rounds) {
    for (let i = 0; i < round.length; i += owners.length) {
      await Promise.all(
        round
          .slice(i, i + owners.length)
          .map(([from, to], k) =>
            timed(owners[k]!, `visits ${from}..${to}`, VISITS_SQL, [
              tenantId,
              size.sales,
              from,
              to,
              size.visits,
              size.weeksBack,
              perRep,
              workDays,
            ]),
          ),
      );
    }
  }
  await owner.query(
    `insert into document_counters (tenant_id, name, value)
     select $1, 'receipt', coalesce(max(receipt_number), 0) from visits where tenant_id = $1`,
    [tenantId],
  );
  return { tenantId, prefix, managerEmail, salesEmail };
}

/**
 * Runs a bulk load with the visits table's plain indexes (not those of its constraints)
 * dropped, then builds them again from their own definitions, two at a time: one sort per
 * index instead of a million random inserts into each. Whatever indexes the migrations made
 * are the ones rebuilt.
 */
export async function withoutPlainVisitIndexes<T>(owners: pg.Client[], fn: () => Promise<T>, log: (line: string) => void): Promise<T> {
  const owner = owners[0]!;
  const { rows } = await owner.query<{ name: string; def: string }>(
    `select i.relname name, pg_get_indexdef(i.oid) def
     from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = 'visits'::regclass
       and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
  );
  for (const r of rows) await owner.query(`drop index ${r.name}`);
  const result = await fn();
  const started = performance.now();
  const queue = [...rows];
  await Promise.all(
    owners.map(async (conn) => {
      await conn.query(`set maintenance_work_mem = '256MB'`);
      for (let r = queue.shift(); r; r = queue.shift()) await conn.query(r.def);
    }),
  );
  log(`  rebuilt ${rows.map((r) => r.name).join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
