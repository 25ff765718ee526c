import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { checkIn, createVisitClient, planVisit } from '../../../test/visits-fixtures';
import { signRatingLink } from './rating.service';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

let t: TestApp;
let co: Company;
let other: Company;
let clientId: string;
const CO_NAME = 'Najd Medical Supplies';
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://ziyara.example' });
  [co, other] = [await createCompany(t, { name: CO_NAME }), await createCompany(t, { name: 'Other Co' })];
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
});
afterAll(async () => t.close());

/** A visit of the rep, checked in and completed (Finished). */
async function finishedVisit(company = co, client = clientId): Promise<string> {
  const id = await planVisit(t, company.users.sales.token, client);
  await checkIn(t, company.users.sales.token, id);
  const done = await t.call('POST', '/api/v1/new/visit', {
    token: company.users.sales.token,
    body: { visit_id: id, outcome: 'Met the buyer' },
  });
  expect(done.statusCode, done.body).toBe(200);
  return id;
}
const linkFor = (id: string, token = co.users.sales.token) => t.call('POST', `/api/v1/visit/rating-link/${id}`, { token, body: {} });
const form = (token: string) => t.call('GET', `/api/v1/visit/rate/${token}`, { csrf: false });
const rate = (body: Record<string, unknown>) => t.call('POST', '/api/v1/visit/rate', { body });

describe('the customer’s rating link', () => {
  it('shows the company, the rep and the day; takes one rating, which the visit then shows', async () => {
    const id = await finishedVisit();
    const link = await linkFor(id);
    expect(link.statusCode, link.body).toBe(200);
    const { url, token, expires_at } = link.json();
    expect(url).toBe(`https://ziyara.example/visit/rate?token=${token}`);
    const days = (new Date(expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const shown = await form(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({
      company_name: CO_NAME,
      rep_name: co.users.sales.fullName,
      visited_at: expect.any(String),
      time_zone: 'Asia/Riyadh',
      rated: null,
    });

    const given = await rate({ token, rating: 4, comment: '  Helpful and on time  ' });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ rating: 4, comment: 'Helpful and on time' });
    const visit = (await t.call('GET', `/api/v1/get/visit/${id}`, { token: co.users.manager.token })).json();
    expect(visit.rating).toMatchObject({ rating: 4, comment: 'Helpful and on time' });
    expect(visit.actions).not.toContain('share_rating');
    // The rep's figures: the users list carries their customers' average.
    const team = (await t.call('GET', '/api/v1/list/tenant/user/?page_size=100', { token: co.users.admin.token })).json();
    const repRow = team.results.find((u: { id: string }) => u.id === co.users.sales.id);
    expect(repRow.customer_rating).toEqual({ average: 4, count: 1 });
    expect(team.results.find((u: { id: string }) => u.id === co.users.manager.id).customer_rating).toBeNull();

    // Used: the page says so, a second rating is refused, a new link is not made.
    expect((await form(token)).json().rated).toMatchObject({ rating: 4 });
    const again = await rate({ token, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('rating_already_given');
    expect((await linkFor(id)).statusCode).toBe(409);
  });

  it('two submits at once store one rating', async () => {
    const { token } = (await linkFor(await finishedVisit())).json();
    const results = await Promise.all([rate({ token, rating: 5 }), rate({ token, rating: 2 })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a forged, altered or expired link with its own code, and shows nothing of the company', async () => {
    const id = await finishedVisit();
    const { token } = (await linkFor(id)).json();
    const altered = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    for (const bad of [altered, 'A'.repeat(token.length), `${token.slice(0, -2)}`]) {
      const res = await form(bad);
      expect([400, 404], bad).toContain(res.statusCode);
      expect(res.body).not.toContain(CO_NAME);
      expect((await rate({ token: bad, rating: 5 })).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await form(altered)).json().code).toBe('rating_link_invalid');

    // Signed right, 14 days from a day 15 days ago: expired.
    const expired = signRatingLink(SECRET, co.tenantId, id, Math.floor(Date.now() / 1000) - 86_400);
    const res = await form(expired);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('rating_link_expired');
    expect((await rate({ token: expired, rating: 5 })).statusCode).toBe(410);
  });

  it('only for a finished visit the caller may see; 404 for another rep’s or another company’s', async () => {
    const pending = await planVisit(t, co.users.sales.token, clientId);
    expect((await linkFor(pending)).statusCode).toBe(409);
    const managersClient = await createVisitClient(t, co.users.manager.token, co.users.manager.id);
    const managersVisit = await planVisit(t, co.users.manager.token, managersClient);
    expect((await linkFor(managersVisit)).statusCode).toBe(404);
    const theirClient = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
    const theirs = await finishedVisit(other, theirClient);
    expect((await linkFor(theirs, co.users.admin.token)).statusCode).toBe(404);
    // Their own link rates their visit only, inside their company.
    const { token } = (await linkFor(theirs, other.users.sales.token)).json();
    expect((await form(token)).json().company_name).toBe('Other Co');
  });
});
