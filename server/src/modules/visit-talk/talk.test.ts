import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '@contract/files';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { PNG, postFormAs } from '../../../test/uploads';
import { createVisitClient, planVisit } from '../../../test/visits-fixtures';

let t: TestApp;
let co: Company;
let other: Company;
let visitId: string;
beforeAll(async () => {
  t = await buildTestApp();
  [co, other] = [await createCompany(t), await createCompany(t, { name: 'Other Co' })];
  const clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
  visitId = await planVisit(t, co.users.sales.token, clientId);
});
afterAll(async () => t.close());

const send = (token: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) =>
  postFormAs(t, token, '/api/v1/send/visit/message', fields, file && { ...file, field: 'attachment' });
const details = async (token: string, id = visitId) => (await t.call('GET', `/api/v1/get/visit/${id}`, { token })).json();
const unread = async (token: string) => (await t.call('GET', '/api/v1/visit/messages/unread', { token })).json();
const markRead = (token: string, id = visitId) => t.call('POST', `/api/v1/visit/messages/read/${id}`, { token, body: {} });

describe('send/visit/message', () => {
  it('keeps a message with the sender’s own name (not the form’s) and shows it on the visit', async () => {
    const res = await send(co.users.sales.token, {
      visit: visitId,
      message: '  The buyer asks for a demo on Sunday  ',
      user_name: 'Somebody else',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      message: 'The buyer asks for a demo on Sunday',
      sender: co.users.sales.id,
      sender_name: co.users.sales.fullName,
      is_read: true,
      attachment: null,
    });
    const shown = await details(co.users.manager.token);
    expect(shown.messages).toEqual([expect.objectContaining({ id: data.id, sender_name: co.users.sales.fullName, is_read: false })]);
  });

  it('takes an attachment alone, and stores it as a file of the company', async () => {
    const res = await send(co.users.manager.token, { visit: visitId, message: '' }, { name: 'shelf.png', bytes: PNG });
    expect(res.statusCode, res.body).toBe(201);
    const { attachment } = res.json().data;
    expect(attachment).toMatchObject({ name: 'shelf.png', type: 'image/png', size: PNG.length });
    const download = await t.call('GET', `/api/v1/files/${attachment.id}`, { token: co.users.sales.token });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses an empty message (400), a bad type (415), a too-large file (413) and stores nothing', async () => {
    const before = (await details(co.users.manager.token)).messages.length;
    const empty = await send(co.users.sales.token, { visit: visitId, message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/message or attach/i) });
    const exe = await send(
      co.users.sales.token,
      { visit: visitId, message: 'x' },
      { name: 'a.exe', bytes: Buffer.from('MZ\x90\x00not a photo') },
    );
    expect(exe.statusCode).toBe(415);
    const huge = await send(
      co.users.sales.token,
      { visit: visitId, message: 'x' },
      { name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(FILE_MAX_BYTES)]) },
    );
    expect(huge.statusCode).toBe(413);
    const nul = await send(co.users.sales.token, { visit: visitId, message: 'bad\u0000text' });
    expect(nul.statusCode).toBe(400);
    const long = await send(co.users.sales.token, { visit: visitId, message: 'x'.repeat(2_001) });
    expect(long.statusCode).toBe(400);
    const json = await t.call('POST', '/api/v1/send/visit/message', {
      token: co.users.sales.token,
      body: { visit: visitId, message: 'hi' },
    });
    expect(json.statusCode).toBe(415);
    expect((await details(co.users.manager.token)).messages).toHaveLength(before);
  });

  it('answers 404 on another rep’s visit to a sales user, and on another company’s visit to anyone', async () => {
    const managersClient = await createVisitClient(t, co.users.manager.token, co.users.manager.id);
    const managersVisit = await planVisit(t, co.users.manager.token, managersClient);
    expect((await send(co.users.sales.token, { visit: managersVisit, message: 'hello' })).statusCode).toBe(404);
    expect((await markRead(co.users.sales.token, managersVisit)).statusCode).toBe(404);

    const theirClient = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
    const theirs = await planVisit(t, other.users.manager.token, theirClient, { assigned_to: other.users.sales.id });
    expect((await send(co.users.admin.token, { visit: theirs, message: 'hello' })).statusCode).toBe(404);
    expect((await markRead(co.users.admin.token, theirs)).statusCode).toBe(404);
    expect((await details(other.users.manager.token, theirs)).messages).toEqual([]);
    expect((await unread(other.users.manager.token)).total).toBe(0);
  });
});

describe('read state, per reader', () => {
  it('counts others’ messages as unread until the reader opens the conversation; each reader on their own', async () => {
    const clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
    const id = await planVisit(t, co.users.sales.token, clientId);
    await send(co.users.sales.token, { visit: id, message: 'First' });
    await send(co.users.sales.token, { visit: id, message: 'Second' });

    const managerView = await unread(co.users.manager.token);
    expect(managerView.visits[id]).toBe(2);
    const adminView = await unread(co.users.admin.token);
    expect(adminView.visits[id]).toBe(2);
    expect((await unread(co.users.sales.token)).visits[id]).toBeUndefined(); // their own messages

    const after = await markRead(co.users.manager.token, id);
    expect(after.statusCode).toBe(200);
    expect(after.json().visits[id]).toBeUndefined();
    expect(after.json().total).toBe(managerView.total - 2);
    expect((await details(co.users.manager.token, id)).messages.map((m: { is_read: boolean }) => m.is_read)).toEqual([true, true]);
    // The admin has not read them.
    expect((await unread(co.users.admin.token)).visits[id]).toBe(2);
    expect((await details(co.users.admin.token, id)).messages.map((m: { is_read: boolean }) => m.is_read)).toEqual([false, false]);

    // The manager's answer is unread for the rep until the rep opens it.
    await send(co.users.manager.token, { visit: id, message: 'Call me' });
    expect((await unread(co.users.sales.token)).visits[id]).toBe(1);
    await markRead(co.users.sales.token, id);
    expect((await unread(co.users.sales.token)).visits[id]).toBeUndefined();
  });

  it('a sales user’s unread counts only cover their own visits', async () => {
    const managersClient = await createVisitClient(t, co.users.manager.token, co.users.manager.id);
    const managersVisit = await planVisit(t, co.users.manager.token, managersClient);
    await send(co.users.admin.token, { visit: managersVisit, message: 'For the manager' });
    expect((await unread(co.users.sales.token)).visits[managersVisit]).toBeUndefined();
    expect((await unread(co.users.manager.token)).visits[managersVisit]).toBe(1);
  });
});
