import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { heldSmtpServer } from '../../../test/held-smtp';

// The real SMTP mailer against a mail server that does not answer until the test lets it: a
// reset request for a real account must not wait for its e-mail, so its answer cannot tell
// it from an unknown address's.
let t: TestApp;
let co: Company;
let smtp: Awaited<ReturnType<typeof heldSmtpServer>>;
beforeAll(async () => {
  smtp = await heldSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://app.example.test' });
  co = await createCompany(t);
});
afterAll(async () => {
  smtp.release();
  await t.close();
  smtp.close();
});

const request = (email: string) => t.call('POST', '/api/v1/auth/password-reset/', { body: { email }, ip: '203.0.113.9' });
/** What the answer shows a caller: everything but the headers that differ between any two requests. */
const visible = (res: Awaited<ReturnType<typeof request>>) => {
  const headers = Object.fromEntries(
    Object.entries(res.headers).filter(([name]) => !['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name)),
  );
  return { status: res.statusCode, body: res.body, headers };
};

describe('a password-reset request', () => {
  it('answers before its e-mail is sent, the same as for an unknown address, and the e-mail follows', async () => {
    const known = await request(co.users.sales.email);
    // Answered while the mail server has not even greeted the mailer.
    expect(known.statusCode).toBe(202);
    expect(smtp.received).toEqual([]);
    const unknown = await request(`nobody.${co.tenantId}@example.com`);
    expect(visible(known)).toEqual(visible(unknown));
    expect(Object.keys(known.headers)).toEqual(Object.keys(unknown.headers));

    await expect.poll(() => smtp.held(), { timeout: 3_000 }).toBe(1);
    smtp.release();
    await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([expect.stringContaining(co.users.sales.email)]);
    expect(mail?.data).toContain('https://app.example.test/reset-password#token=');
    // Nothing more: the unknown address got no mail.
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toHaveLength(1);
  });
});
