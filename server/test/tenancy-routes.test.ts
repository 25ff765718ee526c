import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@contract/users';
import { buildTestApp, type TestApp } from './build-test-app';
import { createCompany, type Company } from './factories';
import { CASES, FILTERS, NOT_IDS, png, SECRET, TOKEN_CASES, UNDOCUMENTED_BODIES, type Req } from './tenancy-cases';
import { OWN_CASES, ourIds, REFERENCE_CASES, REFERENCES, theirIds, type Own } from './tenancy-references';
import { buildOwn, buildWorld, fingerprint, type World } from './tenancy-fixtures';
import { postFormAs } from './uploads';

/**
 * Tenancy, exhaustively: every operation of the OpenAPI document that takes an id is called
 * as each of company A's four roles with company B's ids. The answer is 403 (a role the route
 * is not for) or 404 (no such record in A), with the exceptions named in tenancy-cases.ts
 * (create calls' references, list filters, token routes), and not one row of either company
 * changes. A new id-taking operation fails the coverage test until it has a case.
 */
interface Schema {
  type?: string;
  format?: string;
  items?: Schema;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const ROLES: Role[] = ['admin', 'manager', 'sales', 'maintenance'];
const hasUuid = (s: Schema | undefined): boolean =>
  Boolean(s && (s.format === 'uuid' || hasUuid(s.items) || s.anyOf?.some(hasUuid) || Object.values(s.properties ?? {}).some(hasUuid)));

let t: TestApp;
let a: Company;
let w: World;
let own: Own;
let before: { a: Record<string, string>; b: Record<string, string>; mails: number };

beforeAll(async () => {
  t = await buildTestApp({ JWT_SECRET: SECRET, RATE_LIMIT_MAX: '100000' });
  a = await createCompany(t, { name: 'Company A' });
  w = await buildWorld(t, await createCompany(t, { name: 'Company B' }));
  own = await buildOwn(t, a);
  before = { a: await fingerprint(t, a.tenantId), b: await fingerprint(t, w.b.tenantId), mails: t.mails.length };
}, 60_000);
afterAll(async () => t.close());

function operations() {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), op })),
  );
}

function takesId(key: string, method: string, op: Operation): boolean {
  const json = op.requestBody?.content?.['application/json']?.schema;
  const tokenField = Object.keys(json?.properties ?? {}).some((name) => name === 'token' || name === 'refresh');
  return (
    (op.parameters ?? []).some((p) => p.in === 'path' || (p.in === 'query' && hasUuid(p.schema))) ||
    hasUuid(json) ||
    tokenField ||
    (method !== 'GET' && !json && (UNDOCUMENTED_BODIES[key]?.length ?? 0) > 0)
  );
}

function send(key: string, req: Req, token: string): Promise<LightMyRequestResponse> {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT', string];
  const query = req.query ? `?${new URLSearchParams(req.query).toString()}` : '';
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(req.params?.[name] ?? '')) + query;
  if (req.form) return postFormAs(t, token, url, req.form, req.file ? png(req.file) : undefined);
  return t.call(method, url, { token, ...(req.body ? { body: req.body } : method === 'GET' ? {} : { body: {} }) });
}

/** Anything in an answer that belongs to company B. */
const markersOfB = () => [
  w.b.tenantId,
  ...Object.values(w.b.users).flatMap((u) => [u.id, u.email]),
  w.client,
  w.lead,
  w.visit,
  w.collected,
  ...Object.values(w.modules),
  'Al Shifa Clinic',
];

/** The answer's JSON; {} for anything else (an export's CSV). */
function json(res: LightMyRequestResponse): Record<string, unknown> {
  try {
    return JSON.parse(res.body) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** A 403 (not this role's call), or a 400 that names `field` (or an item of it). */
function refusedNaming(res: LightMyRequestResponse, field: string): boolean {
  const fields = Object.keys((json(res) as { details?: { fields?: object } }).details?.fields ?? {});
  return res.statusCode === 403 || (res.statusCode === 400 && fields.some((f) => f === field || f.startsWith(`${field}.`)));
}

/** Why an answer is wrong, or null when it is one of the allowed ones. */
function verdict(key: string, res: LightMyRequestResponse): string | null {
  if (res.statusCode === 403 || res.statusCode === 404) return null;
  const fields = Object.keys((json(res) as { details?: { fields?: object } }).details?.fields ?? {});
  const refs = REFERENCES[key];
  if (refs && res.statusCode === 400 && fields.some((f) => refs.some((r) => f === r || f.startsWith(`${r}.`)))) return null;
  if (FILTERS.has(key) && res.statusCode === 200) {
    const leak = markersOfB().find((m) => res.body.includes(m));
    return leak ? `200 showing B's ${leak}` : null;
  }
  return `${res.statusCode} ${res.body.slice(0, 160)}`;
}

// Routes that answer wrongly today are named here with the bug, and run as it.fails.
const KNOWN_BUGS: Record<string, string> = {};

describe('every id-taking route, as each role of company A, with company B ids', () => {
  it('has a case for every id-taking operation of the OpenAPI document', () => {
    const ops = operations();
    const undocumented = ops
      .filter(({ key, method, op }) => method !== 'GET' && !op.requestBody?.content?.['application/json'] && !(key in UNDOCUMENTED_BODIES))
      .map(({ key }) => key);
    expect(undocumented, 'name these bodies’ id fields in UNDOCUMENTED_BODIES (tenancy-cases.ts)').toEqual([]);
    const idTaking = ops.filter(({ key, method, op }) => takesId(key, method, op) && !(key in NOT_IDS)).map(({ key }) => key);
    expect(
      idTaking.filter((key) => !CASES[key]),
      'add a case to CASES in tenancy-cases.ts',
    ).toEqual([]);
    const known = new Set(ops.map(({ key }) => key));
    expect(
      Object.keys(CASES).filter((key) => !known.has(key)),
      'cases for routes that are gone',
    ).toEqual([]);
    expect(idTaking.length).toBeGreaterThan(60);
  });

  for (const key of Object.keys(CASES).filter((k) => !TOKEN_CASES[k])) {
    (KNOWN_BUGS[key] ? it.fails : it)(`${key} answers 403/404`, async () => {
      const wrong: string[] = [];
      for (const role of ROLES) {
        const res = await send(key, CASES[key]!(w, a), a.users[role].token);
        const why = verdict(key, res);
        if (why) wrong.push(`${role}: ${why}`);
      }
      expect(wrong, key).toEqual([]);
    });
  }

  for (const [key, make] of Object.entries(TOKEN_CASES)) {
    it(`${key} answers B's token under A's name as a token never issued`, async () => {
      for (const role of ROLES) {
        const [theirs, none] = [
          await send(key, make(w, a, false), a.users[role].token),
          await send(key, make(w, a, true), a.users[role].token),
        ];
        const code = (r: LightMyRequestResponse) => json(r).code;
        // Signing out with a token nobody holds is a quiet 204 (the fingerprints show B's session lives on).
        if (key !== 'POST /api/v1/auth/logout/') expect(theirs.statusCode, `${key} ${role}: ${theirs.body}`).toBeGreaterThanOrEqual(400);
        expect([theirs.statusCode, code(theirs)], `${key} ${role}`).toEqual([none.statusCode, code(none)]);
      }
    });
  }

  for (const [key, make] of Object.entries(REFERENCE_CASES)) {
    it(`${key} refuses B's id in each reference field alone`, async () => {
      const wrong: string[] = [];
      for (const field of REFERENCES[key]!) {
        for (const role of ROLES) {
          const res = await send(
            key,
            make((f) => (f === field ? theirIds(w) : ourIds(own, a))),
            a.users[role].token,
          );
          if (!refusedNaming(res, field)) wrong.push(`${field} as ${role}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
      expect(wrong, key).toEqual([]);
    });
  }

  for (const [name, { key, field, roles, make }] of Object.entries(OWN_CASES)) {
    it(`${key} on A's own record refuses ${name}`, async () => {
      for (const role of roles) {
        const res = await send(key, make(w, own), a.users[role].token);
        expect(refusedNaming(res, field) || res.statusCode === 404, `${key} ${role}: ${res.statusCode} ${res.body.slice(0, 160)}`).toBe(
          true,
        );
      }
    });
  }

  it('changed no row of company B (nor its company row), none of company A, and sent no mail', async () => {
    expect(await fingerprint(t, w.b.tenantId)).toEqual(before.b);
    expect(await fingerprint(t, a.tenantId)).toEqual(before.a);
    expect(
      t.mails.slice(before.mails).map((m) => `${m.to}: ${m.subject}`),
      'mails sent by refused calls',
    ).toEqual([]);
  });
});
