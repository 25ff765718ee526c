import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { PNG, uploadAs } from '../../../test/uploads';

let t: TestApp;
let co: Company;
let other: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
});
afterAll(async () => t.close());

const upload = (token: string, name: string, bytes: Buffer, type?: string) => uploadAs(t, token, name, bytes, type);

describe('uploads and downloads', () => {
  it('keeps a file whose bytes are an allowed type, and gives it back as an attachment inside the company only', async () => {
    const res = await upload(co.users.sales.token, '../../إيصال مارس.png', PNG);
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({ name: 'إيصال مارس.png', type: 'image/png', size: PNG.length });
    const down = await t.call('GET', `/api/v1/files/${file.id}`, { token: co.users.manager.token });
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(PNG)).toBe(true);
    expect(down.headers['content-type']).toBe('image/png');
    expect(down.headers['content-disposition']).toMatch(/^attachment; filename=".*"; filename\*=UTF-8''/);
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.call('GET', `/api/v1/files/${file.id}`, { token: other.users.admin.token })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v1/files/${file.id}`)).statusCode).toBe(401);
  });

  it('judges the type by the bytes, not the name or the claimed type: 415', async () => {
    const res = await upload(co.users.sales.token, 'photo.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it('refuses a file over the size limit: 413, and nothing kept', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await upload(co.users.sales.token, 'big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('asks for a file when none is sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/',
      payload: '--x--\r\n',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        cookie: 'csrftoken=c',
        'x-csrftoken': 'c',
        authorization: `Bearer ${co.users.sales.token}`,
      },
    });
    expect(res.statusCode).toBe(400);
  });
});
