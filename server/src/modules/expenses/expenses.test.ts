import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenseSchema, type Expense } from '@contract/expenses';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { PNG, uploadAs } from '../../../test/uploads';
import { checkIn, createVisitClient, planVisit } from '../../../test/visits-fixtures';

let t: TestApp;
let co: Company;
let other: Company;
/** The rep's visit that has started, and one still pending. */
let startedVisit: string;
let pendingVisit: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function receipt(token: string, bytes = PNG, name = 'receipt.png'): Promise<string> {
  const res = await uploadAs(t, token, name, bytes);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const create = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/v1/expenses/', { token, body });
async function record(token: string, overrides: Record<string, unknown> = {}): Promise<Expense> {
  const res = await create(token, {
    category: 'parking',
    amount: 25.5,
    spent_on: day(-1),
    note: 'مواقف برج المملكة',
    receipt_file_id: await receipt(token),
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return expenseSchema.parse(res.json());
}
const get = (token: string, id: string) => t.call('GET', `/api/v1/expenses/${id}`, { token });
const approve = (token: string, id: string) => t.call('POST', `/api/v1/expenses/${id}/approve`, { token });
const reject = (token: string, id: string, reason = 'No receipt date') =>
  t.call('POST', `/api/v1/expenses/${id}/reject`, { token, body: { reason } });
async function list(token: string, query = ''): Promise<{ count: number; results: Expense[] }> {
  const res = await t.call('GET', `/api/v1/expenses/?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: Expense[] };
}

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
  const client = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
  startedVisit = await planVisit(t, co.users.sales.token, client);
  await checkIn(t, co.users.sales.token, startedVisit);
  pendingVisit = await planVisit(t, co.users.sales.token, client);
});
afterAll(async () => t.close());

describe('recording an expense', () => {
  it("keeps the rep's expense on their started visit, pending, with its receipt", async () => {
    const e = await record(co.users.sales.token, { category: 'fuel', amount: '180.00', visit_id: startedVisit });
    expect(e).toMatchObject({ category: 'fuel', amount: 180, status: 'pending', user: { id: co.users.sales.id }, actions: [] });
    expect(e.visit?.id).toBe(startedVisit);
    expect(e.visit?.client_name).not.toBe('');
    // The receipt is the rep's upload, now the expense's: downloadable by the rep and the manager.
    for (const token of [co.users.sales.token, co.users.manager.token]) {
      const file = await t.call('GET', `/api/v1/files/${e.receipt.id}`, { token });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PNG)).toBe(true);
    }
    // A manager sees what they may do with it; the rep does not decide their own.
    expect((await get(co.users.manager.token, e.id)).json()).toMatchObject({ actions: ['approve', 'reject'] });
  });

  it('takes a PDF receipt and a day without a visit', async () => {
    const e = await record(co.users.sales.token, { receipt_file_id: await receipt(co.users.sales.token, PDF, 'slip.pdf') });
    expect(e.visit).toBeNull();
    expect(e.receipt.type).toBe('application/pdf');
  });

  it('refuses a pending visit, another rep’s visit and a visit of another company, naming visit_id', async () => {
    const theirClient = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
    const theirVisit = await planVisit(t, other.users.sales.token, theirClient);
    const repsClient = await createVisitClient(t, co.users.manager.token, co.users.manager.id);
    const managersVisit = await planVisit(t, co.users.manager.token, repsClient);
    await checkIn(t, co.users.manager.token, managersVisit);
    for (const visit_id of [pendingVisit, theirVisit, managersVisit]) {
      const res = await create(co.users.sales.token, {
        category: 'meals',
        amount: 40,
        spent_on: day(0),
        visit_id,
        receipt_file_id: await receipt(co.users.sales.token),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: { visit_id: expect.any(String) } } });
    }
  });

  it('refuses a receipt that is not the caller’s fresh photo or PDF, and a receipt used twice', async () => {
    const body = (receipt_file_id: string) => ({ category: 'parking', amount: 10, spent_on: day(0), receipt_file_id });
    const managers = await receipt(co.users.manager.token);
    const theirs = await receipt(other.users.sales.token);
    const sheet = await uploadAs(t, co.users.sales.token, 'x.xlsx', await xlsxBytes());
    expect(sheet.statusCode, sheet.body).toBe(201);
    for (const id of [managers, theirs, (sheet.json() as { id: string }).id]) {
      const res = await create(co.users.sales.token, body(id));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ details: { fields: { receipt_file_id: expect.any(String) } } });
    }
    // Two requests naming one upload at once: one expense has it, the other is refused.
    const once = await receipt(co.users.sales.token);
    const answers = await Promise.all([create(co.users.sales.token, body(once)), create(co.users.sales.token, body(once))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it('refuses bad fields with messages that name them', async () => {
    const file = await receipt(co.users.sales.token);
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'hotel' }, 'category'],
      [{ amount: 0 }, 'amount'],
      [{ amount: 10_000.01 }, 'amount'],
      [{ amount: '12.345' }, 'amount'],
      [{ spent_on: day(3) }, 'spent_on'],
      [{ spent_on: '2031-02-30' }, 'spent_on'],
      [{ note: 'x'.repeat(501) }, 'note'],
      [{ note: 'bad\u0000note' }, 'note'],
      [{ receipt_file_id: undefined }, 'receipt_file_id'],
    ];
    for (const [change, field] of cases) {
      const res = await create(co.users.sales.token, { category: 'fuel', amount: 50, spent_on: day(0), receipt_file_id: file, ...change });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys((res.json() as { details: { fields: Record<string, string> } }).details.fields)).toContain(field);
    }
    // Nothing was kept: the upload is still free for the next try.
    await record(co.users.sales.token, { receipt_file_id: file });
  });

  it('is not for technicians', async () => {
    const res = await create(co.users.maintenance.token, { category: 'fuel', amount: 5, spent_on: day(0), receipt_file_id: randomUUID() });
    expect(res.statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/expenses/', { token: co.users.maintenance.token })).statusCode).toBe(403);
  });
});

describe('deciding an expense', () => {
  it('a manager approves once; a second decision is a 409 and changes nothing', async () => {
    const e = await record(co.users.sales.token);
    const ok = await approve(co.users.manager.token, e.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'approved', decided_by: { id: co.users.manager.id }, actions: [] });
    const again = await reject(co.users.admin.token, e.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invalid_transition' });
    expect((await get(co.users.sales.token, e.id)).json()).toMatchObject({ status: 'approved', reject_reason: '' });
  });

  it('two managers deciding at once: exactly one decision holds', async () => {
    const e = await record(co.users.sales.token);
    const [a, b] = await Promise.all([approve(co.users.manager.token, e.id), reject(co.users.admin.token, e.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('a rejection keeps its reason for the rep, and needs one', async () => {
    const e = await record(co.users.sales.token);
    expect((await reject(co.users.manager.token, e.id, '   ')).statusCode).toBe(400);
    const res = await reject(co.users.manager.token, e.id, 'The receipt is from another trip');
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(co.users.sales.token, e.id)).json()).toMatchObject({
      status: 'rejected',
      reject_reason: 'The receipt is from another trip',
    });
  });

  it('a rep cannot decide; a manager cannot decide their own claim', async () => {
    const e = await record(co.users.sales.token);
    expect((await approve(co.users.sales.token, e.id)).statusCode).toBe(403);
    const own = await record(co.users.manager.token);
    expect(own.actions).toEqual([]);
    expect((await approve(co.users.manager.token, own.id)).statusCode).toBe(403);
    expect((await approve(co.users.admin.token, own.id)).statusCode).toBe(200);
  });
});

describe('who sees what', () => {
  it("a rep lists their own; another rep's expense is a 404, its receipt too", async () => {
    const mine = await record(co.users.sales.token, { category: 'meals' });
    const managers = await record(co.users.manager.token);
    const page = await list(co.users.sales.token, 'page_size=100');
    expect(page.results.every((e) => e.user.id === co.users.sales.id)).toBe(true);
    expect(page.results.map((e) => e.id)).toContain(mine.id);
    expect((await get(co.users.sales.token, managers.id)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v1/files/${managers.receipt.id}`, { token: co.users.sales.token })).statusCode).toBe(404);
    // The manager sees the team's.
    const team = await list(co.users.manager.token, 'page_size=100');
    expect(team.results.map((e) => e.id)).toEqual(expect.arrayContaining([mine.id, managers.id]));
  });

  it('filters by status, category, rep and days, and searches the note', async () => {
    const e = await record(co.users.sales.token, { category: 'fuel', note: 'Fuel for the Khobar round', spent_on: day(-4) });
    const found = await list(
      co.users.manager.token,
      `status=pending&category=fuel&user_id=${co.users.sales.id}&from=${day(-4)}&to=${day(-4)}`,
    );
    expect(found.results.map((r) => r.id)).toEqual([e.id]);
    expect((await list(co.users.manager.token, 'search=khobar')).results.map((r) => r.id)).toEqual([e.id]);
    expect((await t.call('GET', '/api/v1/expenses/?status=paid', { token: co.users.manager.token })).statusCode).toBe(400);
  });

  it("another company's expense is a 404 to every call, and nothing of it changes", async () => {
    const theirs = await record(other.users.sales.token);
    for (const res of [
      await get(co.users.manager.token, theirs.id),
      await approve(co.users.manager.token, theirs.id),
      await reject(co.users.manager.token, theirs.id),
    ])
      expect(res.statusCode).toBe(404);
    expect((await list(co.users.manager.token, `user_id=${other.users.sales.id}`)).count).toBe(0);
    expect((await get(other.users.manager.token, theirs.id)).json()).toMatchObject({ status: 'pending' });
  });
});

describe("Report 1's approved expenses", () => {
  it("sums each rep's approved expenses of the range, and nothing pending or rejected", async () => {
    const fresh = await createCompany(t);
    const rep = fresh.users.sales;
    const approved = [await record(rep.token, { amount: 100.25 }), await record(rep.token, { amount: 20, category: 'meals' })];
    for (const e of approved) expect((await approve(fresh.users.manager.token, e.id)).statusCode).toBe(200);
    const rejected = await record(rep.token, { amount: 999 });
    expect((await reject(fresh.users.manager.token, rejected.id)).statusCode).toBe(200);
    await record(rep.token, { amount: 77 });
    await record(rep.token, { amount: 500, spent_on: day(-40) });
    const res = await t.call('GET', `/api/v1/report?report_type=1&from=${day(-7)}&to=${day(0)}&page_size=100`, {
      token: fresh.users.manager.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { columns: { key: string; kind: string }[]; results: Record<string, unknown>[] };
    expect(body.columns).toContainEqual({ key: 'expenses_approved', kind: 'money' });
    expect(body.results.find((r) => r.rep === rep.fullName)).toMatchObject({ expenses_approved: 120.25 });
  });
});

/** A real spreadsheet's bytes (a type uploads accept, a receipt does not). */
async function xlsxBytes(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.addWorksheet('x').addRow(['a']);
  return Buffer.from(await book.xlsx.writeBuffer());
}
