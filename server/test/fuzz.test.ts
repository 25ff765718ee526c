import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { createClient } from './clients-fixtures';
import { createCompany, type Company } from './factories';
import { brokenBody, seeded, valueFor, type JsonSchema, type Mode, type Rng } from './fuzz-gen';
import { multipartForm, PNG } from './uploads';
import { planVisit } from './visits-fixtures';

/**
 * Issue 13, item 7: FUZZ_REQUESTS (default 10,000) requests generated from the OpenAPI
 * document — valid, boundary and malformed bodies, queries, path ids and files, as each role,
 * signed in or not — from FUZZ_SEED. None may answer 5xx, and no error body may show SQL, a
 * stack or a file path. A failure names the seed and the request number to make it again.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** A fresh company every this many requests: a fuzzed logout, deactivation or password change must not silence the rest. */
const COMPANY_EVERY = 1_000;

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema; required?: boolean }[];
}
interface Target {
  method: string;
  path: string;
  op: Operation;
}

/** What an error body must never carry: SQL, PostgreSQL's words, a stack frame, a source path. */
const LEAK =
  /\b(select|insert|update|delete)\b.+\b(from|into|set|where)\b|syntax error|violates|relation "|column "|duplicate key|\bat .+:\d+:\d+|node_modules|\/src\/|\.ts:\d+|stack|ECONN/i;
/** Field names the multipart routes read (their bodies are not in the document). */
const FORM_FIELDS = ['visit', 'visit_id', 'id', 'message', 'amount', 'payment', 'receipt_number', 'notes', 'receiver_name', 'summary'];
const FORM_FIELDS_MORE = [
  'duration_minutes',
  'title',
  'description',
  'priority',
  'assignee',
  'client',
  'client_id',
  'scheduled_date',
  'task',
];
const FORM_FIELDS_LAST = ['invoice_number', 'date', 'period_from', 'period_to', 'balance', 'kind', 'name', 'file_id', 'language', 'format'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let t: TestApp;
let co: Company;
let ids: string[] = [];

async function freshCompany() {
  co = await createCompany(t);
  const client = await createClient(t, co.users.manager.token, { kind: 'client', assigned_to: co.users.sales.id });
  const visit = await planVisit(t, co.users.manager.token, client, { assigned_to: co.users.sales.id });
  // Real ids of this company, plus one of another company (a B the fuzzer may name).
  ids = [...Object.values(co.users).map((u) => u.id), client, visit, other];
}
let other = '';

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '100000000', LOGIN_RATE_LIMIT_PER_MINUTE: '100000000' });
  const b = await createCompany(t);
  other = b.users.sales.id;
  await freshCompany();
}, 60_000);
afterAll(async () => t.close());

function targets(): Target[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      // The event stream answers a signed-in caller with a stream that never ends (by design).
      .filter(([method]) => method !== 'head' && path !== '/api/v1/events/stream')
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

const modeOf = (rng: Rng): Mode => rng.pick(['valid', 'valid', 'boundary', 'malformed'] as const);

function urlFor(target: Target, rng: Rng, mode: Mode): string {
  const path = target.path.replace(/\{[^}]+\}/g, () =>
    encodeURIComponent(String(mode === 'valid' ? rng.pick(ids) : valueFor({ type: 'string', format: 'uuid' }, mode, rng, ids))),
  );
  const query = new URLSearchParams();
  for (const p of target.op.parameters ?? []) {
    if (p.in !== 'query' || !(p.required || rng.chance(0.5))) continue;
    const v = valueFor(p.schema, mode, rng, ids);
    for (const item of Array.isArray(v) ? v : [v]) query.append(p.name, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

function bodyFor(target: Target, rng: Rng, mode: Mode): { payload?: string | Buffer; contentType?: string } {
  if (target.method === 'GET' || target.method === 'DELETE') return {};
  const schema = target.op.requestBody?.content?.['application/json']?.schema;
  if (schema) {
    if (mode === 'malformed' && rng.chance(0.3)) return brokenBody(rng);
    return { payload: JSON.stringify(valueFor(schema, mode, rng, ids)), contentType: 'application/json' };
  }
  // No JSON body in the document: a multipart route (or one without a body); send a form.
  const fields: Record<string, string> = {};
  for (const name of [...FORM_FIELDS, ...FORM_FIELDS_MORE, ...FORM_FIELDS_LAST])
    if (rng.chance(0.35)) fields[name] = String(valueFor({ type: rng.pick(['string', 'integer']) }, mode, rng, ids));
  if (rng.chance(0.4)) fields[rng.pick(['visit', 'visit_id', 'id', 'task', 'client'])] = rng.pick(ids);
  const files = rng.chance(0.7)
    ? [
        {
          field: rng.pick(['file', 'files', 'photo', 'receipt', 'document']),
          name: rng.pick(['photo.png', 'paper.pdf', 'evil.exe', '../../x.png', 'ملف.pdf', '']),
          bytes: rng.pick([PNG, PDF, Buffer.alloc(0), Buffer.from('MZ\x90\x00 not a picture'), Buffer.alloc(2048, 0xab)]),
          type: rng.pick(['image/png', 'application/pdf', 'text/html', 'application/octet-stream']),
        },
      ]
    : [];
  const form = multipartForm(fields, files);
  if (mode === 'malformed' && rng.chance(0.3))
    return { payload: form.payload.subarray(0, form.payload.length / 2), contentType: form.contentType };
  return form;
}

function tokenFor(rng: Rng): string | null {
  if (rng.chance(0.08)) return null;
  if (rng.chance(0.03)) return 'not.a.token';
  return co.users[rng.pick(['admin', 'manager', 'sales', 'maintenance'] as const)].token;
}

describe('the OpenAPI fuzzer', () => {
  it(`sends ${REQUESTS.toLocaleString('en')} generated requests: no 5xx, no leaked internals`, async () => {
    const all = targets();
    expect(all.length).toBeGreaterThan(50);
    const rng = seeded(SEED);
    const failures: string[] = [];
    const byStatus = new Map<number, number>();
    for (let n = 0; n < REQUESTS; n++) {
      if (n > 0 && n % COMPANY_EVERY === 0) await freshCompany();
      const target = rng.pick(all);
      const mode = modeOf(rng);
      const url = urlFor(target, rng, mode);
      const { payload, contentType } = bodyFor(target, rng, mode);
      const token = tokenFor(rng);
      const res = await t.app.inject({
        method: target.method as 'POST',
        url,
        ...(payload === undefined ? {} : { payload }),
        headers: {
          ...(contentType ? { 'content-type': contentType } : {}),
          ...(rng.chance(0.97) ? { cookie: 'csrftoken=f', 'x-csrftoken': 'f' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
      const label = `#${n} (FUZZ_SEED=${SEED}) ${target.method} ${url.slice(0, 160)} [${mode}] → ${res.statusCode}`;
      if (res.statusCode >= 500) failures.push(`${label}: ${res.body.slice(0, 300)}`);
      else if (res.statusCode >= 400 && LEAK.test(res.body)) failures.push(`${label} leaks: ${res.body.slice(0, 300)}`);
    }
    console.warn(
      `fuzz: ${REQUESTS} requests over ${all.length} operations; answers ${[...byStatus]
        .sort()
        .map(([s, c]) => `${s}×${c}`)
        .join(' ')}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});
