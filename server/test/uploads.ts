import type { TestApp } from './build-test-app';

// The smallest real PNG: an 8-byte signature, IHDR, IDAT and IEND.
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

export function multipart(name: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = `----ziyara${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST uploads/ as a signed-in user, as the browser sends it. */
export async function uploadAs(t: TestApp, token: string, name: string, bytes: Buffer, type?: string) {
  return postFileAs(t, token, '/api/v1/uploads/', name, bytes, type);
}

/** Any multipart call with one file field, as the browser sends it. */
export async function postFileAs(t: TestApp, token: string, url: string, name: string, bytes: Buffer, type?: string) {
  const body = multipart(name, bytes, type);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { 'content-type': body.contentType, cookie: 'csrftoken=c', 'x-csrftoken': 'c', authorization: `Bearer ${token}` },
  });
}

type FilePart = { name: string; bytes: Buffer; type?: string; field?: string };

/** A multipart form with text fields and any `file` parts, as the browser's FormData sends it. */
export function multipartForm(fields: Record<string, string | number>, file?: FilePart | FilePart[]) {
  const boundary = `----ziyara${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const f of file === undefined ? [] : [file].flat()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Any multipart call with fields and files; a null token sends none. */
export async function postFormAs(
  t: TestApp,
  token: string | null,
  url: string,
  fields: Record<string, string | number>,
  file?: FilePart | FilePart[],
) {
  const body = multipartForm(fields, file);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      cookie: 'csrftoken=c',
      'x-csrftoken': 'c',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
  });
}
