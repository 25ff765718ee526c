import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const valid = {
  kind: 'partner',
  name: 'Mona Khalil',
  email: 'mona@partner.example',
  company: 'Khalil IT',
  message: 'We resell CRM software in Jordan and want to partner.',
};
const stored = async (email: string) =>
  (
    (await t.database.owner.execute(sql`select kind, name, message from inquiries where email = ${email}`)) as unknown as {
      rows: unknown[];
    }
  ).rows;

describe('POST public/inquiries/', () => {
  it('stores a valid inquiry', async () => {
    const res = await t.call('POST', '/api/v1/public/inquiries/', { body: valid });
    expect(res.statusCode).toBe(201);
    expect(await stored('mona@partner.example')).toEqual([{ kind: 'partner', name: 'Mona Khalil', message: valid.message }]);
  });

  it('answers a bot that fills the honeypot as usual but stores nothing', async () => {
    const res = await t.call('POST', '/api/v1/public/inquiries/', {
      body: { ...valid, email: 'bot@spam.example', website: 'http://spam' },
    });
    expect(res.statusCode).toBe(201);
    expect(await stored('bot@spam.example')).toEqual([]);
  });

  it('names the invalid fields', async () => {
    const res = await t.call('POST', '/api/v1/public/inquiries/', { body: { kind: 'support', name: '', email: 'x', message: 'short' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details.fields).sort()).toEqual(['email', 'message', 'name']);
  });

  it('is rate-limited per IP', async () => {
    const limited = await buildTestApp({ INQUIRY_RATE_LIMIT_PER_HOUR: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.call('POST', '/api/v1/public/inquiries/', { body: valid })).statusCode);
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the form without JavaScript', () => {
  const form = (headers: Record<string, string>, url = '/api/v1/public/inquiries/') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'ziyara.test', ...headers },
      payload: new URLSearchParams({
        kind: 'support',
        name: 'Nour Saleh',
        email: 'nour@form.example',
        phone: '',
        company: '',
        message: 'Our reps cannot see the visits map.',
        website: '',
      }).toString(),
    });

  it('accepts a same-origin post and sends the visitor back to the confirmation, in their language', async () => {
    const res = await form({ 'sec-fetch-site': 'same-origin' }, '/api/v1/public/inquiries/?lang=ar');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/support?lang=ar#form-success');
    expect(await stored('nour@form.example')).toHaveLength(1);
  });

  it('refuses a cross-site post', async () => {
    const res = await form({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_failed');
  });

  it('never accepts JSON without the CSRF header, whatever the origin says', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/inquiries/',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: valid,
    });
    expect(res.statusCode).toBe(403);
  });
});
