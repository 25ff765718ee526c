import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { TestApp } from './build-test-app';
import { createClient } from './clients-fixtures';
import type { Company } from './factories';
import { moduleCases } from './module-cases';
import type { Own } from './tenancy-references';
import { PNG, postFormAs, uploadAs } from './uploads';
import { checkIn, createVisitClient, planVisit } from './visits-fixtures';

/** One of every record an id (or a token) can name, all in company B, made through the API. */
export interface World {
  b: Company;
  agency: string;
  sample: string;
  file: string;
  client: string;
  lead: string;
  /** A planned visit, and a finished collection visit with its receipt. */
  visit: string;
  collected: string;
  message: string;
  task: string;
  documentTask: string;
  maintenance: string;
  meeting: string;
  notification: string;
  /** A finished report export of B's manager. */
  reportExport: string;
  clientExport: string;
  invitation: string;
  /** Tenant-prefixed tokens (`<tenant>.<random>`) as B's people hold them. */
  invitationToken: string;
  resetToken: string;
  ratingToken: string;
  /** The modules' own records of B (each <m>.test-cases.ts `world`), by the names they give them. */
  modules: Record<string, string>;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function created(res: { statusCode: number; body: string }, what: string): Promise<string> {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
  const json = JSON.parse(res.body) as { id?: string; data?: { id: string } };
  const id = json.id ?? json.data?.id;
  if (!id) throw new Error(`${what}: no id in ${res.body}`);
  return id;
}

function mailedToken(t: TestApp, to: string, tenantId: string): string {
  const mail = [...t.mails].reverse().find((m) => m.to === to);
  const token = mail?.text.match(new RegExp(`${tenantId}\\.[A-Za-z0-9_-]{43}`))?.[0];
  if (!token) throw new Error(`no token mailed to ${to}`);
  return token;
}

export async function buildWorld(t: TestApp, b: Company): Promise<World> {
  const { admin, manager, sales } = b.users;
  const call = (token: string, method: 'POST' | 'GET', url: string, body?: unknown) => t.call(method, url, { token, body });
  const agency = await created(
    await call(admin.token, 'POST', '/api/v1/setting/agency', { name_en: 'B Agency', name_ar: 'وكالة' }),
    'agency',
  );
  const sample = await created(
    await call(admin.token, 'POST', '/api/v1/setting/samples/', { name: 'Gauze', code: 'GZ-1', unit: 'box', stock: 50 }),
    'sample',
  );
  const file = await created(await uploadAs(t, manager.token, 'b.png', PNG, 'image/png'), 'file');
  const client = await createVisitClient(t, manager.token, sales.id);
  const lead = await createClient(t, manager.token);
  const attach = await call(manager.token, 'POST', `/api/v1/client/attachment/${client}`, { file_id: file });
  expect(attach.statusCode, attach.body).toBeLessThan(300);
  const visit = await planVisit(t, sales.token, client);
  const collected = await planVisit(t, sales.token, client, { visit_type: 2 });
  await checkIn(t, sales.token, collected);
  const done = await postFormAs(
    t,
    sales.token,
    '/api/v1/collection/visit',
    { visit_id: collected, amount: '100', payment: 0 },
    { name: 'r.png', bytes: PNG, type: 'image/png' },
  );
  expect(done.statusCode, done.body).toBe(200);
  const message = await created(await postFormAs(t, sales.token, '/api/v1/send/visit/message', { visit, message: 'Hello' }), 'message');
  const rating = await call(sales.token, 'POST', `/api/v1/visit/rating-link/${collected}`, {});
  expect(rating.statusCode, rating.body).toBe(200);
  const task = await created(
    await call(manager.token, 'POST', '/api/v1/taskos/list', { title: 'Call back', task_type: 1, due_date: day(3), assigned_to: sales.id }),
    'task',
  );
  const documentTask = await created(
    await call(manager.token, 'POST', '/api/v1/taskos/list', {
      title: 'Get the paper',
      task_type: 2,
      due_date: day(3),
      client_id: client,
      missing_document: 2,
      assigned_to: sales.id,
    }),
    'document task',
  );
  const maintenance = await created(
    await postFormAs(
      t,
      manager.token,
      '/api/v1/maintenance/list',
      { title: 'Leak', description: 'Drips', priority: '1', assignee: b.users.maintenance.id, client, scheduled_date: day(2) },
      { name: 'p.png', bytes: PNG, type: 'image/png' },
    ),
    'maintenance',
  );
  const meeting = await created(
    await call(manager.token, 'POST', '/api/v1/meeting/list', {
      title: 'Review',
      date: day(5),
      time: '10:30',
      duration: 30,
      place: 'Riyadh',
      attendees: [sales.id],
      agenda: 'Prices',
    }),
    'meeting',
  );
  const notes = await call(sales.token, 'GET', '/api/v1/notifications/list');
  const notification = (notes.json() as { results: { id: string }[] }).results[0]?.id;
  if (!notification) throw new Error(`no notification for B's rep: ${notes.body}`);
  const reportExport = await created(
    await call(manager.token, 'POST', '/api/v1/report/export', {
      report_type: 2,
      from: day(-1),
      to: day(10),
      format: 'csv',
      language: 'en',
    }),
    'report export',
  );
  const clientExport = await created(await call(manager.token, 'POST', '/api/v1/client/export', { kind: 'client' }), 'client export');
  // Finished before the test's "before" snapshot: their progress rows must not move under it.
  await t.app.reportExports.idle();
  const invitation = await created(
    await call(admin.token, 'POST', '/api/v1/invitations/', { email: 'invitee.b@example.com', full_name: 'Invited B', role: 'sales' }),
    'invitation',
  );
  const invitationToken = mailedToken(t, 'invitee.b@example.com', b.tenantId);
  expect((await t.call('POST', '/api/v1/auth/password-reset/', { body: { email: sales.email } })).statusCode).toBeLessThan(300);
  // The reset's e-mail follows its answer (recovery.routes.ts): wait for it.
  const resetToken = await vi.waitFor(() => mailedToken(t, sales.email, b.tenantId));
  const ratingToken = (rating.json() as { token: string }).token;
  const modules: Record<string, string> = {};
  for (const m of moduleCases) Object.assign(modules, await m.world?.(t, b));
  return {
    b,
    agency,
    sample,
    file,
    client,
    lead,
    visit,
    collected,
    message,
    task,
    documentTask,
    maintenance,
    meeting,
    notification,
    reportExport,
    clientExport,
    invitation,
    invitationToken,
    resetToken,
    ratingToken,
    modules,
  };
}

/** Company A's own records that the cross-reference calls act on. */
export async function buildOwn(t: TestApp, a: Company): Promise<Own> {
  const { admin, manager, sales } = a.users;
  const agency = await created(
    await t.call('POST', '/api/v1/setting/agency', { token: admin.token, body: { name_en: 'A Brand', name_ar: 'علامة' } }),
    'agency',
  );
  const sample = await created(
    await t.call('POST', '/api/v1/setting/samples/', { token: admin.token, body: { name: 'Pads', code: 'PD-9', unit: 'box', stock: 9 } }),
    'sample',
  );
  const file = await created(await uploadAs(t, manager.token, 'a.png', PNG, 'image/png'), 'file');
  const client = await createVisitClient(t, manager.token, sales.id);
  const visit = await planVisit(t, sales.token, client);
  await checkIn(t, sales.token, visit);
  return { file, agency, sample, client, visit };
}

/**
 * A digest of each tenant table's rows of one company, read as the database owner (no RLS):
 * two equal digests mean not one row was added, removed or changed.
 */
export async function fingerprint(t: TestApp, tenantId: string): Promise<Record<string, string>> {
  const run = async <T>(q: ReturnType<typeof sql>) => ((await t.database.owner.execute(q)) as unknown as { rows: T[] }).rows;
  const tables = await run<{ name: string }>(sql`
    select table_name as name from information_schema.columns
    where table_schema = 'public' and column_name = 'tenant_id' order by table_name`);
  const [company] = await run<{ row: string }>(sql`select x::text as row from tenants x where id = ${tenantId}`);
  const out: Record<string, string> = { tenants: company?.row ?? '' };
  for (const { name } of tables) {
    const [row] = await run<{ digest: string | null; n: number }>(
      sql`select md5(string_agg(x::text, '|' order by x::text)) as digest, count(*)::int as n
          from ${sql.identifier(name)} x where tenant_id = ${tenantId}`,
    );
    out[name] = `${row?.n ?? 0}:${row?.digest ?? ''}`;
  }
  return out;
}
