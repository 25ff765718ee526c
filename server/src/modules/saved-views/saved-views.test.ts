import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWS_PER_LIST_MAX, type SavedView } from '@contract/saved-views';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addSalesRep, createCompany, type Company } from '../../../test/factories';

/**
 * Issue 43: saved views. A view is a list's normalized query string under a name, private to
 * its owner or shared with the company by a manager; names are unique per owner and list
 * (the unique index decides, so concurrent saves cannot both win); what a person may not see
 * is a 404, what they see but may not change is a 403.
 */
let t: TestApp;
let co: Company;
let other: Company;
let rep2: { id: string; token: string };

const save = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/v1/saved-views/', { token, body });
const saved = async (token: string, body: Record<string, unknown>) => {
  const res = await save(token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as SavedView;
};
const views = async (token: string, list: string) => {
  const res = await t.call('GET', `/api/v1/saved-views/?list=${list}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: SavedView[] }).results;
};
const patch = (token: string, id: string, body: Record<string, unknown>) => t.call('PATCH', `/api/v1/saved-views/${id}`, { token, body });
const remove = (token: string, id: string) => t.call('POST', `/api/v1/saved-views/${id}/delete`, { token });

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t, { name: 'Nakheel Medical' });
  other = await createCompany(t);
  rep2 = await addSalesRep(t, co);
});
afterAll(async () => t.close());

describe('saving, renaming and deleting', () => {
  it('stores the list’s query in one spelling: its keys in order, values trimmed, without the page', async () => {
    const v = await saved(co.users.manager.token, {
      list: 'clients',
      name: '  عملاء الرياض  ',
      query: '?page=3&sort=-created_at&customer_type=Clinic&customer_target=&q=%20shifa%20&city=Riyadh',
    });
    expect(v).toMatchObject({ name: 'عملاء الرياض', shared: false, mine: true, actions: ['edit', 'delete'], list: 'clients' });
    expect(v.query).toBe('city=Riyadh&customer_type=Clinic&q=shifa&sort=-created_at');
    expect(v.owner).toEqual({ id: co.users.manager.id, full_name: co.users.manager.fullName });

    const renamed = await patch(co.users.manager.token, v.id, { name: 'Riyadh clinics', query: 'customer_target=VIP' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Riyadh clinics', query: 'customer_target=VIP' });
    expect((await views(co.users.manager.token, 'clients')).map((x) => x.name)).toContain('Riyadh clinics');

    expect((await remove(co.users.manager.token, v.id)).statusCode).toBe(204);
    expect((await views(co.users.manager.token, 'clients')).map((x) => x.id)).not.toContain(v.id);
    expect((await remove(co.users.manager.token, v.id)).statusCode).toBe(404);
  });

  it('answers 409 for a name the owner has on that list, whatever its case; other lists and people may reuse it', async () => {
    await saved(co.users.sales.token, { list: 'tasks', name: 'Due this week', query: 'due=week' });
    const again = await save(co.users.sales.token, { list: 'tasks', name: 'due THIS week', query: 'due=today' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: 'A view with this name already exists on this list' });
    await saved(co.users.sales.token, { list: 'maintenance', name: 'Due this week' });
    await saved(rep2.token, { list: 'tasks', name: 'Due this week' });

    const second = await saved(co.users.sales.token, { list: 'tasks', name: 'Open', query: 'status=0' });
    const clash = await patch(co.users.sales.token, second.id, { name: 'Due this week' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ details: { fields: { name: 'A view with this name already exists on this list' } } });
  });

  it('lets exactly one of many concurrent saves of one name win', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => save(co.users.admin.token, { list: 'expenses', name: 'Pending fuel', query: 'status=pending' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await views(co.users.admin.token, 'expenses')).filter((v) => v.name === 'Pending fuel')).toHaveLength(1);
  });

  it(`keeps at most ${VIEWS_PER_LIST_MAX} views per person and list, even when saved at once`, async () => {
    const results = await Promise.all(
      Array.from({ length: VIEWS_PER_LIST_MAX + 3 }, (_, i) => save(rep2.token, { list: 'maintenance', name: `View ${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(VIEWS_PER_LIST_MAX);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(await views(rep2.token, 'maintenance')).toHaveLength(VIEWS_PER_LIST_MAX);
  });
});

describe('who sees and changes what', () => {
  it('shows a shared view to everyone who opens its list; only its owner and managers change it', async () => {
    const shared = await saved(co.users.manager.token, { list: 'tasks', name: 'Overdue tasks', query: 'due=overdue', shared: true });
    const seen = (await views(co.users.sales.token, 'tasks')).find((v) => v.id === shared.id);
    expect(seen).toMatchObject({ shared: true, mine: false, actions: [] });
    // Visible but not theirs: a 403, and it is unchanged.
    expect((await patch(co.users.sales.token, shared.id, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await remove(co.users.sales.token, shared.id)).statusCode).toBe(403);
    // Another manager (the admin) looks after the company's shared views.
    expect((await views(co.users.admin.token, 'tasks')).find((v) => v.id === shared.id)?.actions).toEqual(['edit', 'delete']);
    const renamed = await patch(co.users.admin.token, shared.id, { name: 'Overdue (all reps)' });
    expect(renamed.json()).toMatchObject({ name: 'Overdue (all reps)', owner: { id: co.users.manager.id }, mine: false });
    expect((await remove(co.users.admin.token, shared.id)).statusCode).toBe(204);
  });

  it('hides a private view from everyone but its owner, managers and admins included (404)', async () => {
    const mine = await saved(co.users.sales.token, { list: 'clients', name: 'My VIPs', query: 'customer_target=VIP' });
    for (const token of [rep2.token, co.users.manager.token, co.users.admin.token]) {
      expect((await views(token, 'clients')).map((v) => v.id)).not.toContain(mine.id);
      expect((await patch(token, mine.id, { name: 'Seen' })).statusCode).toBe(404);
      expect((await remove(token, mine.id)).statusCode).toBe(404);
    }
    expect((await views(co.users.sales.token, 'clients')).find((v) => v.id === mine.id)?.name).toBe('My VIPs');
  });

  it('lets only managers and admins share; a rep may keep their own views private', async () => {
    expect((await save(co.users.sales.token, { list: 'clients', name: 'For all', shared: true })).statusCode).toBe(403);
    const v = await saved(co.users.sales.token, { list: 'clients', name: 'For me' });
    expect((await patch(co.users.sales.token, v.id, { shared: true })).statusCode).toBe(403);
    const m = await saved(co.users.manager.token, { list: 'clients', name: 'Later shared' });
    expect((await patch(co.users.manager.token, m.id, { shared: true })).json()).toMatchObject({ shared: true });
  });

  it('refuses a list the role cannot open (403) and hides its shared views', async () => {
    const users = await saved(co.users.admin.token, { list: 'users', name: 'Inactive', query: 'status=inactive', shared: true });
    expect((await t.call('GET', '/api/v1/saved-views/?list=users', { token: co.users.sales.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/saved-views/?list=clients', { token: co.users.maintenance.token })).statusCode).toBe(403);
    expect((await save(co.users.maintenance.token, { list: 'tasks', name: 'Nope' })).statusCode).toBe(403);
    expect((await patch(co.users.manager.token, users.id, { name: 'Managers cannot open users' })).statusCode).toBe(404);
  });

  it('keeps companies apart: another company’s views are nowhere (404)', async () => {
    const theirs = await saved(other.users.manager.token, { list: 'tasks', name: 'Theirs', shared: true });
    for (const token of [co.users.admin.token, co.users.manager.token, co.users.sales.token]) {
      expect((await views(token, 'tasks')).map((v) => v.id)).not.toContain(theirs.id);
      expect((await patch(token, theirs.id, { name: 'Ours' })).statusCode).toBe(404);
      expect((await remove(token, theirs.id)).statusCode).toBe(404);
    }
    expect((await views(other.users.manager.token, 'tasks')).find((v) => v.id === theirs.id)?.name).toBe('Theirs');
  });
});

describe('the visits list', () => {
  it('keeps the period’s kind and the filters, not the date: a "this week" view is the current week when opened', async () => {
    const query = `?date=2026-11-02&period=2&status=1&visit_type=0&assigned_to=${rep2.id}&page=2`;
    const v = await saved(co.users.manager.token, { list: 'visits', name: 'Week, checked in', query, shared: true });
    expect(v).toMatchObject({ list: 'visits', shared: true, query: `assigned_to=${rep2.id}&period=2&status=1&visit_type=0` });
    // The day is the list's own default period: the same rows as none, so the same view.
    const day = await saved(co.users.manager.token, { list: 'visits', name: 'Today, false', query: 'period=1&is_false=true' });
    expect(day.query).toBe('is_false=true');
    expect((await views(co.users.manager.token, 'visits')).map((x) => x.id)).toEqual(expect.arrayContaining([v.id, day.id]));

    // A rep sees the shared one (not the manager's private one) and may not change it.
    const seen = await views(co.users.sales.token, 'visits');
    expect(seen.find((x) => x.id === v.id)).toMatchObject({ mine: false, actions: [], owner: { id: co.users.manager.id } });
    expect(seen.map((x) => x.id)).not.toContain(day.id);
    expect((await patch(co.users.sales.token, v.id, { query: 'period=3' })).statusCode).toBe(403);
    // Their own, private: saved and deleted.
    const own = await saved(co.users.sales.token, { list: 'visits', name: 'My month', query: 'period=3' });
    expect((await remove(co.users.sales.token, own.id)).statusCode).toBe(204);
    // The maintenance role has no visits list, and no views of it.
    expect((await t.call('GET', '/api/v1/saved-views/?list=visits', { token: co.users.maintenance.token })).statusCode).toBe(403);
  });

  it.each([
    ['the endpoint’s name of the period', 'filter_type=2', 'This list has no filter "filter_type"'],
    ['the endpoint’s name of the date', 'selected_date=2026-11-02', 'This list has no filter "selected_date"'],
    ['a search (the visits list has none)', 'q=shifa', 'This list has no filter "q"'],
    ['a period that is none', 'period=5', '"5" is not a value of "period"'],
    ['a status that is none', 'status=9', '"9" is not a value of "status"'],
  ])('refuses a visits query with %s (400 on query)', async (_, query, message) => {
    const res = await save(co.users.manager.token, { list: 'visits', name: 'Odd visits', query });
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { details: { fields: { query: string } } }).details.fields.query).toBe(message);
  });

  it('keeps another company’s visits views out of sight (404)', async () => {
    const theirs = await saved(other.users.manager.token, { list: 'visits', name: 'Their week', query: 'period=2', shared: true });
    for (const token of [co.users.admin.token, co.users.manager.token, co.users.sales.token]) {
      expect((await views(token, 'visits')).map((v) => v.id)).not.toContain(theirs.id);
      expect((await patch(token, theirs.id, { query: 'period=3' })).statusCode).toBe(404);
      expect((await remove(token, theirs.id)).statusCode).toBe(404);
    }
    expect((await views(other.users.sales.token, 'visits')).find((v) => v.id === theirs.id)?.query).toBe('period=2');
  });
});

describe('hostile input', () => {
  it.each([
    ['a NUL in the name', { name: 'Riyadh\u0000' }],
    ['a control character in the name', { name: 'Riy\u0007adh' }],
    ['a text-direction override', { name: '\u202eweiv' }],
    ['a blank name', { name: '   ' }],
    ['a name of 81 characters', { name: 'x'.repeat(81) }],
    ['a huge query', { query: `q=${'a'.repeat(2000)}` }],
    ['an unknown list', { list: 'secrets' }],
    ['a list as an array', { list: ['clients'] }],
    ['nothing to change (PATCH)', {}],
  ])('refuses %s (400)', async (_, over: Record<string, unknown>) => {
    const res = await save(co.users.manager.token, { list: 'clients', name: 'Fine', ...over });
    expect(res.statusCode, res.body).toBe(Object.keys(over).length ? 400 : 201);
    if (Object.keys(over).length) expect(res.json()).toMatchObject({ code: 'validation_failed' });
    else expect((await patch(co.users.manager.token, (res.json() as SavedView).id, over)).statusCode).toBe(400);
  });

  it.each([
    ['a key the list does not have', 'due=overdue', 'This list has no filter "due"'],
    ['a value the list refuses', 'customer_target=Nope', '"Nope" is not a value of "customer_target"'],
    ['SQL in an id', "assigned_to=1';drop table clients;--", 'is not a value of "assigned_to"'],
    ['an unsortable column', 'sort=password', '"password" is not a value of "sort"'],
    ['an encoded NUL', 'city=Riy%00adh', 'is not a value of "city"'],
    ['an encoded direction override', 'q=%E2%80%AEx', 'is not a value of "q"'],
  ])('refuses a query with %s (400 on query), on save and on update', async (_, query, message) => {
    const res = await save(co.users.manager.token, { list: 'clients', name: 'Odd query', query });
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { details: { fields: { query: string } } }).details.fields.query).toContain(message);
    const v = await saved(co.users.manager.token, { list: 'clients', name: `Fine ${query}`.slice(0, 80) });
    expect((await patch(co.users.manager.token, v.id, { query })).statusCode).toBe(400);
  });
});
