import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, PASSWORD, type Company } from '../../../test/factories';
import { createVisitClient, planVisit } from '../../../test/visits-fixtures';

// Streams open on instance B; sessions end through instance A: the end crosses instances
// through LISTEN/NOTIFY, as with two processes.
let t: TestApp;
let second: Awaited<ReturnType<TestApp['secondInstance']>>;
let urlB: string;
const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://app.example.test' });
  second = await t.secondInstance();
  urlB = await listen(second.app);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** A live stream read to its end: its raw text so far, and when it ended. */
type Stream = Awaited<ReturnType<typeof watch>>;

async function watch(token: string) {
  const controller = new AbortController();
  const res = await fetch(`${urlB}/api/v1/events/stream`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  let text = '';
  const textSoFar = () => text;
  let endedAt: number | null = null;
  const done = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
      endedAt = Date.now();
    } catch {
      // aborted by the test
    }
  })();
  const until = async (what: () => boolean, ms: number) => {
    for (const deadline = Date.now() + ms; !what() && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 20));
    return what();
  };
  if (res.status === 200) await until(() => text.includes('event: ready'), 3_000);
  return {
    status: res.status,
    text: () => text,
    /** Whether the server ended the stream within `ms`. */
    endsWithin: (ms: number) => until(() => endedAt !== null, ms),
    /** Whether `text` (an id in an event) arrived within `ms`. */
    receives: (text: string, ms: number) => until(() => textSoFar().includes(text), ms),
    async close() {
      controller.abort();
      await done;
    },
  };
}

/**
 * Plans a visit (through instance A) that `open` must see arrive, and waits for it: proof that
 * visit events were flowing when `closed` got nothing. Returns the visit's id.
 */
async function visitSeenOnlyBy(open: Stream, closed: Stream, token: string, clientId: string, overrides: Record<string, unknown> = {}) {
  const visitId = await planVisit(t, token, clientId, overrides);
  expect(await open.receives(visitId, 3_000)).toBe(true);
  expect(closed.text()).not.toContain(visitId);
  expect(closed.text()).not.toContain('session_ended');
  return visitId;
}

async function login(email: string, password = PASSWORD) {
  const res = await t.call('POST', '/api/v1/auth/login/', { body: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json() as { access: string; refresh: string };
}

describe('a live stream after its session ends', () => {
  let co: Company;
  let clientId: string;
  beforeAll(async () => {
    co = await createCompany(t);
    clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
  });

  it('ends within seconds of a logout on another instance, and receives nothing after', async () => {
    const session = await login(co.users.sales.email);
    const other = await login(co.users.sales.email);
    const stream = await watch(session.access);
    const otherStream = await watch(other.access);
    expect(stream.status).toBe(200);
    // Both sessions' streams receive the rep's visit events while both sessions are alive.
    const before = await planVisit(t, co.users.manager.token, clientId, { assigned_to: co.users.sales.id });
    expect(await stream.receives(before, 3_000)).toBe(true);
    expect(await otherStream.receives(before, 3_000)).toBe(true);

    expect((await t.call('POST', '/api/v1/auth/logout/', { body: { refresh: session.refresh } })).statusCode).toBeLessThan(300);
    // An event right after the logout, before waiting for the end: the other session's stream
    // gets it, the logged-out one does not (its end was published first, and ended it).
    await visitSeenOnlyBy(otherStream, stream, co.users.manager.token, clientId, { assigned_to: co.users.sales.id });
    expect(await stream.endsWithin(3_000)).toBe(true);
    // The same user's other session goes on, and is not told about the first one's end.
    expect(await otherStream.endsWithin(0)).toBe(false);
    expect(otherStream.text()).not.toContain('session_ended');
    await Promise.all([stream.close(), otherStream.close()]);
    // Opened again with the dead session's token: refused.
    expect((await watch(session.access)).status).toBe(401);
  });

  it('ends when the user changes their password (every other session ends)', async () => {
    const fresh = await createCompany(t);
    const u = fresh.users.sales;
    const stream = await watch(u.token);
    const changed = await t.call('POST', '/api/v1/auth/change-password/', {
      token: (await login(u.email)).access,
      body: { current_password: PASSWORD, new_password: 'Saffron-Lantern-Dunes-41' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await stream.endsWithin(3_000)).toBe(true);
    await stream.close();
  });

  it('ends when the password is reset through an e-mailed link', async () => {
    const fresh = await createCompany(t);
    const u = fresh.users.manager;
    const stream = await watch(u.token);
    await t.call('POST', '/api/v1/auth/password-reset/', { body: { email: u.email } });
    await expect.poll(() => t.mails.some((m) => m.to === u.email), { timeout: 3_000 }).toBe(true);
    const token = decodeURIComponent(/#token=(\S+)/.exec(t.mails.filter((m) => m.to === u.email).at(-1)?.text ?? '')?.[1] ?? '');
    const confirmed = await t.call('POST', '/api/v1/auth/password-reset/confirm/', {
      body: { token, password: 'Saffron-Lantern-Dunes-41' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await stream.endsWithin(3_000)).toBe(true);
    await stream.close();
  });

  it('ends when an admin deactivates the user, and when an admin sets their password', async () => {
    const fresh = await createCompany(t);
    const freshClient = await createVisitClient(t, fresh.users.manager.token, fresh.users.sales.id);
    const rep = await watch(fresh.users.sales.token);
    const manager = await watch(fresh.users.manager.token);
    const admin = await watch(fresh.users.admin.token);
    // The rep's visit reaches all three while their sessions are alive.
    const before = await planVisit(t, fresh.users.admin.token, freshClient, { assigned_to: fresh.users.sales.id });
    for (const stream of [rep, manager, admin]) expect(await stream.receives(before, 3_000)).toBe(true);

    const off = await t.call('POST', `/api/v1/deactivate/user/${fresh.users.sales.id}`, {
      token: fresh.users.admin.token,
      body: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await rep.endsWithin(3_000)).toBe(true);
    const set = await t.call('POST', `/api/v1/reset/password/${fresh.users.manager.id}`, {
      token: fresh.users.admin.token,
      body: { password: 'Saffron-Lantern-Dunes-41' },
    });
    expect(set.statusCode).toBe(200);
    // A visit every manager sees, right after: the admin's stream gets it, the manager's does not.
    await visitSeenOnlyBy(admin, manager, fresh.users.admin.token, freshClient, { assigned_to: fresh.users.admin.id });
    expect(await manager.endsWithin(3_000)).toBe(true);
    // The admin's own stream is untouched.
    expect(await admin.endsWithin(0)).toBe(false);
    expect(admin.text()).not.toContain('session_ended');
    await Promise.all([rep.close(), manager.close(), admin.close()]);
  });
});
