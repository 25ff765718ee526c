import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '@contract/files';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { PNG, postFormAs } from '../../../test/uploads';
import { checkIn, CLINIC, createVisitClient, planVisit } from '../../../test/visits-fixtures';

let t: TestApp;
let co: Company;
let clientId: string;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
});
afterAll(async () => t.close());

const rep = () => co.users.sales.token;
const manager = () => co.users.manager.token;
const plan = (overrides: Record<string, unknown> = {}) => planVisit(t, rep(), clientId, overrides);
const get = async (id: string, token = manager()) => (await t.call('GET', `/api/v1/get/visit/${id}`, { token })).json();
const post = (path: string, body: unknown, token = rep()) => t.call('POST', `/api/v1/${path}`, { token, body });

/** A point `metres` north of the clinic (one degree of latitude is about 111,195 m). */
const north = (metres: number) => ({ latitude: CLINIC.latitude + metres / 111_195, longitude: CLINIC.longitude, accuracy_m: 12 });

describe('check-in', () => {
  it('inside the geofence: Started, verified, with the distance and the position stored', async () => {
    const id = await plan();
    const v = await checkIn(t, rep(), id, north(120));
    expect(v).toMatchObject({
      status: 1,
      is_false: false,
      check_in: { verdict: 'verified', latitude: north(120).latitude, accuracy_m: 12 },
    });
    expect(v.check_in.distance_m).toBeGreaterThanOrEqual(110);
    expect(v.check_in.distance_m).toBeLessThanOrEqual(130);
    const again = await post(`visit/status/${id}`, north(0));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invalid_transition', message: expect.stringMatching(/complete it/) });
  });

  it('farther than the company’s radius flags the visit false with the reason, on the timeline too', async () => {
    const id = await plan();
    const v = await checkIn(t, rep(), id, north(2_000));
    expect(v).toMatchObject({ status: 1, is_false: true, check_in: { verdict: 'far' } });
    const details = await get(id);
    expect(details.false_reason).toMatch(/^Checked in 20\d\d m from the client \(geofence 500 m\)$/);
    expect(details.timeline.map((a: { action: string }) => a.action)).toEqual(['created', 'checked_in', 'marked_false']);
    expect(details.timeline[2].details).toMatchObject({ automatic: true });

    // A wider geofence lets the same distance pass.
    await t.call('PUT', '/api/v1/tenant/visit-settings/', {
      token: co.users.admin.token,
      body: { time_zone: 'Asia/Riyadh', week_start: 0, weekend_days: [5, 6], geofence_radius_m: 3_000 },
    });
    const wider = await checkIn(t, rep(), await plan(), north(2_000));
    expect(wider).toMatchObject({ is_false: false, check_in: { verdict: 'verified' } });
    await t.call('PUT', '/api/v1/tenant/visit-settings/', {
      token: co.users.admin.token,
      body: { time_zone: 'Asia/Riyadh', week_start: 0, weekend_days: [5, 6], geofence_radius_m: 500 },
    });
  });

  it("keeps the rep's reason for a far check-in beside the flag, and ignores one given near the client", async () => {
    const id = await plan();
    const v = await checkIn(t, rep(), id, { ...north(1_500), far_reason: 'The client asked to meet at their warehouse' });
    expect(v).toMatchObject({ is_false: true, check_in: { verdict: 'far', reason: 'The client asked to meet at their warehouse' } });
    expect((await get(id)).check_in.reason).toBe('The client asked to meet at their warehouse');
    const near = await checkIn(t, rep(), await plan(), { ...north(50), far_reason: 'Not needed' });
    expect(near.check_in).toMatchObject({ verdict: 'verified', reason: '' });
    const bad = await post(`visit/status/${await plan()}`, { ...north(1_500), far_reason: 'x\u0000y' });
    expect(bad.statusCode).toBe(400);
  });

  it('judges only the visit types the company chose: a call is checked in from anywhere by default', async () => {
    const call = await checkIn(t, rep(), await plan({ visit_type: 4 }), north(5_000));
    expect(call).toMatchObject({ is_false: false, check_in: { verdict: 'not_geofenced', reason: '' } });
    expect(call.check_in.distance_m).toBeGreaterThan(4_900);
    const settings = { time_zone: 'Asia/Riyadh', week_start: 0, weekend_days: [5, 6], geofence_radius_m: 500 };
    const put = (types: number[]) =>
      t.call('PUT', '/api/v1/tenant/visit-settings/', { token: co.users.admin.token, body: { ...settings, geofence_visit_types: types } });
    expect((await put([4, 0])).json()).toMatchObject({ geofence_visit_types: [0, 4] });
    expect(await checkIn(t, rep(), await plan({ visit_type: 4 }), north(5_000))).toMatchObject({
      is_false: true,
      check_in: { verdict: 'far' },
    });
    expect(await checkIn(t, rep(), await plan({ visit_type: 1 }), north(5_000))).toMatchObject({
      is_false: false,
      check_in: { verdict: 'not_geofenced' },
    });
    expect((await put([0, 0])).statusCode).toBe(400);
    expect((await put([9])).statusCode).toBe(400);
    // Left out, the types stay as they are.
    expect((await t.call('PUT', '/api/v1/tenant/visit-settings/', { token: co.users.admin.token, body: settings })).json()).toMatchObject({
      geofence_visit_types: [0, 4],
    });
    await put([0, 1, 2, 3, 5]);
  });

  it('no GPS, or a client without a location, is recorded as not verified, never passed', async () => {
    const noGps = await checkIn(t, rep(), await plan(), {});
    expect(noGps).toMatchObject({ status: 1, is_false: false, check_in: { verdict: 'no_gps', distance_m: null } });
    const halfGps = await checkIn(t, rep(), await plan(), { latitude: 24.7 });
    expect(halfGps.check_in.verdict).toBe('no_gps');
    const unlocated = await createVisitClient(t, manager(), co.users.sales.id, { latitude: null, longitude: null });
    const v = await checkIn(t, rep(), await planVisit(t, rep(), unlocated), north(0));
    expect(v.check_in).toMatchObject({ verdict: 'no_client_location', distance_m: null });
    const bad = await post(`visit/status/${await plan()}`, { latitude: 91, longitude: 0 });
    expect(bad.statusCode).toBe(400);
  });

  it('only the assignee checks in; two check-ins at once start the visit once', async () => {
    const id = await plan();
    const byManager = await post(`visit/status/${id}`, north(0), manager());
    expect(byManager.statusCode).toBe(403);
    const both = await Promise.all([post(`visit/status/${id}`, north(0)), post(`visit/status/${id}`, north(0))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await get(id)).timeline.filter((a: { action: string }) => a.action === 'checked_in')).toHaveLength(1);
  });
});

describe('completion per type', () => {
  const started = async (visit_type: number) => {
    const id = await plan({ visit_type });
    await checkIn(t, rep(), id);
    return id;
  };

  it('New and Expanding: outcome, order and samples handed out come off stock; not enough stock is a 409 that changes nothing', async () => {
    const sample = (
      await post('setting/samples/', { name: 'Syringes 5 ml', code: 'SY-5', unit: 'box', stock: 5 }, co.users.admin.token)
    ).json();
    const id = await started(5);
    const res = await post('new/visit', {
      visit_id: id,
      outcome: 'Agreed to a trial order',
      order: 'Yes',
      order_value: 4200,
      next_step: 'Send the quotation',
      samples_given: [
        { sample_id: sample.id, quantity: 2 },
        { sample_id: sample.id, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 2,
      outcome: { kind: 'new', order: 'Yes', order_value: 4200, samples_given: [{ name: 'Syringes 5 ml', quantity: 3 }] },
    });
    const stockOf = async () =>
      ((await t.call('GET', '/api/v1/setting/samples/', { token: rep() })).json().results as { id: string; stock: number }[]).find(
        (s) => s.id === sample.id,
      )!.stock;
    expect(await stockOf()).toBe(2);

    const short = await started(0);
    const refused = await post('new/visit', {
      visit_id: short,
      outcome: 'Wanted more',
      samples_given: [{ sample_id: sample.id, quantity: 3 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Not enough stock: Syringes 5 ml (2 left)');
    expect(await stockOf()).toBe(2);
    expect((await get(short)).status).toBe(1);
    const noValue = await post('new/visit', { visit_id: short, outcome: 'Ordered', order: 'Yes' });
    expect(noValue.statusCode).toBe(400);
  });

  it('the wrong completion call for the type, a visit not started, a finished one and a non-assignee are refused', async () => {
    const pending = await plan({ visit_type: 1 });
    const notStarted = await post('followup/visit', { visit_id: pending, outcome: 'Met them' });
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().message).toMatch(/pending: check in/);
    await checkIn(t, rep(), pending);
    const wrongCall = await post('new/visit', { visit_id: pending, outcome: 'Met them' });
    expect(wrongCall.statusCode).toBe(409);
    expect(wrongCall.json().message).toBe('This visit is completed with followup/visit, not new/visit');
    expect((await post('followup/visit', { visit_id: pending, outcome: 'Met them' }, manager())).statusCode).toBe(403);
    expect((await post('followup/visit', { visit_id: pending, outcome: 'Met them' })).statusCode).toBe(200);
    const twice = await post('followup/visit', { visit_id: pending, outcome: 'Met them again' });
    expect(twice.statusCode).toBe(409);
  });

  it('Follow Up: a next follow-up date plans the next visit', async () => {
    const id = await started(1);
    const past = await post('followup/visit', {
      visit_id: id,
      outcome: 'Met them',
      next_follow_up: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const next = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await post('followup/visit', { visit_id: id, outcome: 'Asked to come back next week', next_follow_up: next });
    expect(res.statusCode, res.body).toBe(200);
    const nextId = res.json().outcome.next_visit_id;
    expect(await get(nextId)).toMatchObject({ status: 0, visit_type: 1, planned_at: next, assigned_to: { id: co.users.sales.id } });
  });

  it('Collection: numbers receipts per company in order, keeps the receipt photo', async () => {
    const first = await started(2);
    const second = await started(2);
    const [a, b] = await Promise.all([
      postFormAs(
        t,
        rep(),
        '/api/v1/collection/visit',
        { visit_id: first, amount: '1250.50', payment: 0 },
        { name: 'receipt.png', bytes: PNG },
      ),
      postFormAs(
        t,
        rep(),
        '/api/v1/collection/visit',
        { visit_id: second, amount: '300', payment: 1 },
        { name: 'receipt.png', bytes: PNG },
      ),
    ]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    const numbers = [a.json().outcome.receipt_number, b.json().outcome.receipt_number].sort();
    expect(numbers).toEqual([1, 2]);
    expect(a.json()).toMatchObject({
      status: 2,
      outcome: { kind: 'collection', amount: 1250.5, payment: 0 },
      files: [{ type: 'image/png' }],
    });
    expect(a.json().actions).toContain('receipt');
  });

  it('Collection and Delivery need a photo (415 for anything else, 413 past the limit); nothing is finished or numbered', async () => {
    const id = await started(2);
    const noPhoto = await postFormAs(t, rep(), '/api/v1/collection/visit', { visit_id: id, amount: '10', payment: 0 });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().details.fields).toHaveProperty('file');
    const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const notPhoto = await postFormAs(
      t,
      rep(),
      '/api/v1/collection/visit',
      { visit_id: id, amount: '10', payment: 0 },
      { name: 'r.pdf', bytes: pdf },
    );
    expect(notPhoto.statusCode).toBe(415);
    const huge = Buffer.concat([PNG, Buffer.alloc(FILE_MAX_BYTES)]);
    const tooBig = await postFormAs(
      t,
      rep(),
      '/api/v1/collection/visit',
      { visit_id: id, amount: '10', payment: 0 },
      { name: 'r.png', bytes: huge },
    );
    expect(tooBig.statusCode).toBe(413);
    const badAmount = await postFormAs(
      t,
      rep(),
      '/api/v1/collection/visit',
      { visit_id: id, amount: '-5', payment: 3 },
      { name: 'r.png', bytes: PNG },
    );
    expect(badAmount.statusCode).toBe(400);
    expect(Object.keys(badAmount.json().details.fields).sort()).toEqual(['amount', 'payment']);
    const notMultipart = await post('collection/visit', { visit_id: id, amount: 10, payment: 0 });
    expect(notMultipart.statusCode).toBe(415);
    expect(await get(id)).toMatchObject({ status: 1, files: [] });

    const delivery = await started(3);
    const noProof = await postFormAs(t, rep(), '/api/v1/delivery/visit', { visit_id: delivery, receiver_name: 'Sami' });
    expect(noProof.statusCode).toBe(400);
    const done = await postFormAs(
      t,
      rep(),
      '/api/v1/delivery/visit',
      { visit_id: delivery, receiver_name: 'سامي العتيبي', notes: 'Left at the pharmacy counter' },
      { name: 'proof.png', bytes: PNG },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ outcome: { kind: 'delivery', receiver_name: 'سامي العتيبي' }, files: [{ name: 'proof.png' }] });
  });

  it('Call: summary and duration, the file optional', async () => {
    const id = await started(4);
    const res = await postFormAs(t, rep(), '/api/v1/call/visit', {
      visit_id: id,
      summary: 'Confirmed the delivery window',
      duration_minutes: 12,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: { kind: 'call', duration_minutes: 12 }, files: [] });
    const other = await started(4);
    const withNul = await postFormAs(t, rep(), '/api/v1/call/visit', { visit_id: other, summary: 'a\u0000b', duration_minutes: 5 });
    expect(withNul.statusCode).toBe(400);
  });
});

describe('review', () => {
  const finished = async () => {
    const id = await plan({ visit_type: 4 });
    await checkIn(t, rep(), id);
    await postFormAs(t, rep(), '/api/v1/call/visit', { visit_id: id, summary: 'Talked prices', duration_minutes: 5 });
    return id;
  };

  it('a manager approves a finished visit; a sales user cannot; approving twice is a 409', async () => {
    const id = await finished();
    expect((await post(`visit/status/${id}`, {})).statusCode).toBe(403);
    const ok = await post(`visit/status/${id}`, {}, manager());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 3, actions: ['mark_false', 'share_rating'] });
    const again = await post(`visit/status/${id}`, {}, manager());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/approved/);
    const rejectApproved = await post(`visit/status/Rejected/${id}`, { reason: 'Changed my mind' }, manager());
    expect(rejectApproved.statusCode).toBe(409);
  });

  it('a manager rejects a finished visit with a reason; rejecting a pending one is a 409; sales users get 403', async () => {
    const id = await finished();
    expect((await post(`visit/status/Rejected/${id}`, { reason: 'No proof' })).statusCode).toBe(403);
    expect((await post(`visit/status/Rejected/${id}`, { reason: '' }, manager())).statusCode).toBe(400);
    const ok = await post(`visit/status/Rejected/${id}`, { reason: 'The call was not with the buyer' }, manager());
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 4, reject_reason: 'The call was not with the buyer' });
    const pending = await plan();
    const early = await post(`visit/status/Rejected/${pending}`, { reason: 'Too early' }, manager());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/pending/);
  });

  it('a manager marks any visit false with a reason, once', async () => {
    const id = await plan();
    expect((await post(`false/visit/${id}`, { reason: 'Duplicate of yesterday' })).statusCode).toBe(403);
    const ok = await post(`false/visit/${id}`, { reason: 'Duplicate of yesterday' }, manager());
    expect(ok.json()).toMatchObject({ is_false: true, false_reason: 'Duplicate of yesterday', status: 0 });
    expect((await post(`false/visit/${id}`, { reason: 'Again' }, manager())).statusCode).toBe(409);
    const listed = await t.call('GET', '/api/v1/visit/list?filter_type=0&is_false=true', { token: manager() });
    expect(listed.json().results.map((r: { id: string }) => r.id)).toContain(id);
  });
});
