import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { createCompany, type Company } from './factories';
import { merged } from './module-cases';

/**
 * Every text field of every route in the OpenAPI document gets each hostile string. The
 * answer is a 4xx with `{code, message}` or, where the value is plain text, the value stored
 * literally; never a 500. A new route fails here until it has a sample body below, or in its
 * module's `<m>.test-cases.ts` (server/test/module-cases.ts).
 */
interface JsonSchema {
  type?: string;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string }[];
}

/** Refused by the shared text schema: always a 400 naming the field. */
const REFUSED: Record<string, string> = {
  nul: 'ab\u0000cd',
  c0: 'ab\u0007cd',
  c1: 'ab\u0085cd',
  rlo: 'invoice\u202Etxt.exe',
  isolate: 'ab\u2066cd\u2069',
  lone_surrogate: 'ab\uD800cd',
  // One past the longest field (meeting minutes, 10,000).
  huge: 'x'.repeat(10_001),
};
/** Plain text to a computer: stored as it came (or refused by a field's own format). */
const LITERAL: Record<string, string> = {
  sql: "Robert'); DROP TABLE users; -- ' OR '1'='1",
  html: '<script>alert(1)</script><img src=x onerror=alert(1)>',
  arabic_rtl: 'شركة النخيل ‏(الرياض)',
};
const INVALID_UTF8 = Buffer.from([0xc3, 0x28, 0xa0, 0xa1]);

let t: TestApp;
let co: Company;
let n = 0;
const unique = () => `h${++n}.${Date.now()}@example.com`;

const visitSample = () => ({
  client_id: co.users.maintenance.id,
  visit_type: 0,
  visit_reason: 0,
  planned_at: new Date().toISOString(),
  notes: 'Bring the catalogue',
});
const clientSample = () => ({
  kind: 'lead',
  title: 'Dr',
  contact_name: 'Huda Al-Qahtani',
  company_name: 'Al Shifa Clinic',
  customer_type: 'Clinic',
  customer_target: 'VIP',
  phone: '+966 55 321 7788',
  email: unique(),
  country: 'SA',
  city: 'Riyadh',
  address: 'King Fahd Road',
  notes: 'Met at the Riyadh health expo.',
  cr_number: '',
});

/** A body each route accepts, or at least validates fully, so that one field at a time can be spoiled. */
const samples: Record<string, () => Record<string, unknown>> = {
  'POST /api/v1/auth/login/': () => ({ email: unique(), password: 'Some-Password-1' }),
  'POST /api/v1/auth/refresh/': () => ({ refresh: `${co.tenantId}.${'A'.repeat(43)}` }),
  'POST /api/v1/auth/logout/': () => ({ refresh: `${co.tenantId}.${'A'.repeat(43)}` }),
  'POST /api/v1/auth/verify/': () => ({ token: co.users.manager.token }),
  'PATCH /api/v1/auth/me/': () => ({ full_name: 'Manager Name', phone: '+966 55 000 1111', language: 'ar' }),
  'POST /api/v1/auth/change-password/': () => ({ current_password: 'not-the-password', new_password: 'Another-Pass-2' }),
  'POST /api/v1/tenant/signup/verify-email/': () => ({ email: unique() }),
  'POST /api/v1/tenant/signup/verify-email/check/': () => ({ email: unique(), code: '123456' }),
  'POST /api/v1/tenant/signup/': () => ({
    fullName: 'Owner Name',
    email: unique(),
    phone: '+966 55 123 4567',
    password: 'A-strong-pass-1',
    company_name: 'Hostile Co',
    field: 'fmcg',
    country: 'SA',
    city: 'Jeddah',
    vat_number: '300999888700003',
    number_employees: 5,
    industry: 'wholesale',
    package: 0,
    code: '123456',
  }),
  'PUT /api/v1/tenant/update/': () => ({
    company_name: 'Hostile Co',
    field: 'fmcg',
    country: 'SA',
    city: 'Riyadh',
    vat_number: '300999888700003',
    number_employees: 5,
    industry: 'wholesale',
  }),
  'PUT /api/v1/tenant/visit-settings/': () => ({ time_zone: 'Asia/Riyadh', week_start: 0, weekend_days: [5, 6], geofence_radius_m: 500 }),
  'POST /api/v1/list/tenant/user/': () => ({
    full_name: 'New Person',
    email: unique(),
    phone: '+966 55 222 3333',
    role: 'sales',
    password: 'Initial-Pass-1',
  }),
  'POST /api/v1/deactivate/user/{id}': () => ({ is_active: true }),
  'POST /api/v1/reset/password/{id}': () => ({ password: 'Reset-Pass-123' }),
  'POST /api/v1/change/create/visit/status': () => ({ user_id: co.users.sales.id, status_of_create_visit: true }),
  'POST /api/v1/tenant/plan/': () => ({ package: 1 }),
  'POST /api/v1/invitations/': () => ({ email: unique(), full_name: 'Invited Person', role: 'sales' }),
  'POST /api/v1/auth/invitation/': () => ({ token: `${co.tenantId}.${'A'.repeat(43)}` }),
  'POST /api/v1/auth/invitation/accept/': () => ({
    token: `${co.tenantId}.${'A'.repeat(43)}`,
    full_name: 'Invited Person',
    phone: '+966 55 222 3333',
    password: 'Orchard-Compass-Velvet-73',
    language: 'en',
  }),
  'POST /api/v1/auth/password-reset/': () => ({ email: unique() }),
  'POST /api/v1/auth/password-reset/confirm/': () => ({ token: `${co.tenantId}.${'A'.repeat(43)}`, password: 'Orchard-Compass-Velvet-73' }),
  'POST /api/v1/setting/agency': () => ({ name_en: 'Acme Medical', name_ar: 'أكمي الطبية' }),
  'POST /api/v1/agency/edit': () => ({ id: co.users.maintenance.id, name_en: 'Acme Medical', name_ar: 'أكمي الطبية' }),
  'POST /api/v1/agency/delete': () => ({ agency_id: co.users.maintenance.id }),
  'POST /api/v1/setting/samples/': () => ({ name: 'Gauze pads', code: 'GZ-10', unit: 'box', stock: 5 }),
  'POST /api/v1/sample/edit': () => ({ id: co.users.maintenance.id, name: 'Gauze pads', code: 'GZ-10', unit: 'box', stock: 5 }),
  'POST /api/v1/sample/delete': () => ({ sample_id: co.users.maintenance.id }),
  'POST /api/v1/client/list': () => clientSample(),
  'POST /api/v1/edit/client': () => ({ ...clientSample(), kind: undefined, id: co.users.maintenance.id }),
  'POST /api/v1/raad/editlead': () => ({ ...clientSample(), kind: undefined, id: co.users.maintenance.id }),
  'POST /api/v1/client/delete': () => ({ clientID: co.users.maintenance.id }),
  'POST /api/v1/lead/approve': () => ({ id: co.users.maintenance.id }),
  'POST /api/v1/client/details/sec': () => ({
    id: co.users.maintenance.id,
    cr_number: '1010123456',
    vat_number: '300123456700003',
    national_address: 'RRRD2929, Riyadh',
  }),
  'POST /api/v1/archive/leads': () => ({ ids: [co.users.maintenance.id] }),
  'POST /api/v1/restore/leads': () => ({ ids: [co.users.maintenance.id] }),
  'POST /api/v1/client/merge': () => ({ keep_id: co.users.maintenance.id, merge_id: co.users.sales.id }),
  'POST /api/v1/delete/leads': () => ({ ids: [co.users.maintenance.id] }),
  'POST /api/v1/client/attachment/{id}': () => ({ file_id: co.users.maintenance.id }),
  'POST /api/v1/visit/list': () => visitSample(),
  'POST /api/v1/visit/already': () => ({
    ...visitSample(),
    planned_at: undefined,
    visited_at: new Date().toISOString(),
    outcome: 'Met the buyer',
  }),
  'POST /api/v1/visit/status/{id}': () => ({ latitude: 24.7, longitude: 46.7, accuracy_m: 10 }),
  'POST /api/v1/visit/status/Rejected/{id}': () => ({ reason: 'No proof of the visit' }),
  'POST /api/v1/false/visit/{id}': () => ({ reason: 'No proof of the visit' }),
  'POST /api/v1/visit/delete': () => ({ visit_id: co.users.maintenance.id }),
  'POST /api/v1/new/visit': () => ({ visit_id: co.users.maintenance.id, outcome: 'Agreed', next_step: 'Call back' }),
  'POST /api/v1/followup/visit': () => ({ visit_id: co.users.maintenance.id, outcome: 'Agreed' }),
  'POST /api/v1/visit/reschedule/{id}': () => ({ planned_at: new Date().toISOString() }),
  'POST /api/v1/taskos/list': () => ({
    title: 'Collect the VAT certificate',
    task_type: 1,
    due_date: '2031-05-04',
    description: 'Call first',
  }),
  'POST /api/v1/task/status/{id}': () => ({ status: 1 }),
  'PUT /api/v1/notifications/email': () => ({ kinds: ['task_assigned'] }),
  'POST /api/v1/maintenance/status/{id}': () => ({ status: 1 }),
  'POST /api/v1/meeting/list': () => ({
    title: 'Quarterly review',
    date: '2031-05-04',
    time: '10:30',
    duration: 45,
    place: 'Riyadh',
    attendees: [co.users.sales.id],
    agenda: 'Prices',
  }),
  'POST /api/v1/extra/meeting': () => ({ id: co.users.maintenance.id, minutes: 'Agreed' }),
  'POST /api/v1/target/user': () => ({
    month: '2031-05',
    user_ids: [co.users.sales.id],
    targets: { visits: 10, visits_by_type: [1, 2, 3, 0, 0, 0], new_clients: 1, collections: 1000, orders: 2, order_value: 500 },
  }),
  'POST /api/v1/kpi/rate': () => ({ user_id: co.users.sales.id, month: '2031-05', rating: 4, comment: 'Steady month' }),
  'POST /api/v1/collecton/total/visit': () => ({ from: '2031-05-01', to: '2031-05-31' }),
  'POST /api/v1/report/export': () => ({
    report_type: 4,
    from: '2031-05-01',
    to: '2031-05-31',
    city: 'Riyadh',
    format: 'pdf',
    language: 'ar',
  }),
  'POST /api/v1/client/export': () => ({ kind: 'lead', format: 'xlsx', lang: 'ar', search: 'Al Shifa', city: 'Riyadh' }),
  'POST /api/v1/visit/rate': () => ({ token: 'A'.repeat(92), rating: 5, comment: 'Helpful and on time' }),
  'POST /api/v1/public/inquiries/': () => ({
    kind: 'contact',
    name: 'Visitor Name',
    email: unique(),
    company: 'Acme',
    message: 'Hello, please call me back.',
  }),
  // The modules' own (<m>.test-cases.ts).
  ...Object.fromEntries(Object.entries(merged((m) => m.samples)).map(([key, make]) => [key, () => make(co)])),
};

beforeAll(async () => {
  // Thousands of calls of one admin: no rate limit (per IP, user or company) may answer them first.
  t = await buildTestApp({ RATE_LIMIT_MAX: '100000', RATE_LIMIT_USER_PER_MINUTE: '100000', RATE_LIMIT_COMPANY_PER_MINUTE: '100000' });
  co = await createCompany(t);
});
afterAll(async () => t.close());

function operations(): { key: string; method: string; path: string; op: Operation }[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, op })),
  );
}

const bodySchema = (op: Operation) => op.requestBody?.content?.['application/json']?.schema;
const isText = (s: JsonSchema): boolean => (s.type === 'string' && !s.enum) || Boolean(s.anyOf?.some(isText));
const textFields = (op: Operation) =>
  Object.entries(bodySchema(op)?.properties ?? {})
    .filter(([, s]) => isText(s))
    .map(([name]) => name);

/** Path ids point at the company's maintenance user: a real target, never the caller. */
const urlOf = (path: string, id = co.users.maintenance.id) => path.replace(/\{[^}]+\}/g, encodeURIComponent(id));

function send(method: string, url: string, payload: string | Buffer) {
  return t.app.inject({
    method: method as 'POST',
    url,
    payload,
    headers: {
      'content-type': 'application/json',
      cookie: 'csrftoken=c',
      'x-csrftoken': 'c',
      authorization: `Bearer ${co.users.admin.token}`,
    },
  });
}

function expectClean(res: { statusCode: number; body: string }, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode >= 400)
    expect(JSON.parse(res.body), label).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
}

describe('hostile input against every route of the OpenAPI document', () => {
  it('has a sample body for every route that takes one, and a character rule on every text field', () => {
    for (const { key, op } of operations()) {
      const schema = bodySchema(op);
      if (!schema) continue;
      expect(samples[key], `add a sample body for ${key} to this test`).toBeDefined();
      for (const [name, field] of Object.entries(schema.properties ?? {})) {
        const variants = field.anyOf ?? [field];
        for (const v of variants.filter((x) => x.type === 'string' && !x.enum)) {
          expect(v.pattern ?? v.format, `${key} ${name}: use the shared text() schema`).toBeTruthy();
        }
      }
    }
  });

  it('refuses control, direction-override, lone-surrogate and oversized strings with a 400 naming the field', async () => {
    for (const { key, method, path, op } of operations()) {
      const make = samples[key];
      if (!make) continue;
      for (const field of textFields(op)) {
        for (const [label, value] of Object.entries(REFUSED)) {
          const res = await send(method, urlOf(path), JSON.stringify({ ...make(), [field]: value }));
          expect(res.statusCode, `${key} ${field} ${label}: ${res.body.slice(0, 200)}`).toBe(400);
          expect(res.json().details?.fields?.[field], `${key} ${field} ${label}`).toBeTruthy();
        }
      }
    }
  });

  // A request per text field of every route, three times over (some routes render and send
  // mail): it grows with the product, so it gets more than the default 30 s on a busy machine.
  it("stores SQL, HTML and Arabic text literally, or refuses it by the field's format, never 500", { timeout: 120_000 }, async () => {
    for (const { key, method, path, op } of operations()) {
      const make = samples[key];
      if (!make) continue;
      for (const field of textFields(op)) {
        for (const [label, value] of Object.entries(LITERAL)) {
          const res = await send(method, urlOf(path), JSON.stringify({ ...make(), [field]: value }));
          expectClean(res, `${key} ${field} ${label}`);
          const echoed = res.statusCode < 300 && res.body ? (res.json() as Record<string, unknown>)[field] : undefined;
          if (typeof echoed === 'string') expect(echoed, `${key} ${field} ${label}`).toBe(value.trim());
        }
      }
    }
  });

  it('answers invalid UTF-8 bytes in any text field without a 500', async () => {
    for (const { key, method, path, op } of operations()) {
      const make = samples[key];
      if (!make) continue;
      for (const field of textFields(op)) {
        const json = JSON.stringify({ ...make(), [field]: 'AAA__BYTES__BBB' });
        const [before, after] = json.split('__BYTES__') as [string, string];
        const res = await send(method, urlOf(path), Buffer.concat([Buffer.from(before), INVALID_UTF8, Buffer.from(after)]));
        expectClean(res, `${key} ${field} invalid utf-8`);
      }
    }
  });

  it('answers hostile path ids with 400 or 404, never 500', async () => {
    for (const { key, method, path } of operations()) {
      if (!path.includes('{')) continue;
      for (const id of ['not-a-uuid', "1' OR '1'='1", 'a\u0000b', '../../etc/passwd', '00000000-0000-0000-0000-000000000000']) {
        const res = await send(method, urlOf(path, id), JSON.stringify(samples[key]?.() ?? {}));
        expect([400, 404], `${key} ${JSON.stringify(id)}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      }
    }
  });
});
