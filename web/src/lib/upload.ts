import { CSRF_COOKIE } from '@contract/auth';
import { pathOf, type Endpoint, type ReplyOf } from '@contract/endpoint';
import { FILE_MAX_BYTES, filesApi, type StoredFile } from '@contract/files';
import { buildUrl, expireSession, IDEMPOTENCY_KEY, refreshTokens, type Query } from './api-client';
import { ApiError, errorFromResponse } from './api-error';
import { readCookie } from './cookies';
import { answered, NO_ANSWER_MS, noAnswer } from './reachability';
import { tokenStore } from './storage';

export interface UploadOptions {
  query?: Query;
  /** Refused before a byte is sent: the server would answer 413 only after the whole upload. */
  maxBytes: number;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** Text fields sent beside the file (a completion form's values), before it. */
  fields?: Record<string, string>;
  /** The file's multipart field name, when the endpoint names it otherwise than `file`. */
  fileField?: string;
  /** Further files under the same field name, for endpoints that take several (maintenance photos). */
  moreFiles?: File[];
  /** Extra headers: the outbox's `Idempotency-Key` (DESIGN §6). */
  headers?: Record<string, string>;
}

/**
 * Sends one file (multipart field `file`) to a contract endpoint with upload progress, and
 * checks the reply against the endpoint's schema. fetch() cannot report upload progress, so
 * this uses XMLHttpRequest; it sends the same bearer and CSRF headers as apiCall and
 * refreshes an expired token once, like every other call. `opts.fields` go as text fields
 * beside the file; with no file (`null`, where the endpoint's file is optional) only they go.
 */
export async function uploadTo<E extends Endpoint>(ep: E, file: File | null, opts: UploadOptions): Promise<ReplyOf<E>> {
  if ([file, ...(opts.moreFiles ?? [])].some((f) => f && f.size > opts.maxBytes))
    throw new ApiError(413, 'payload_too_large', `The file is larger than ${Math.round(opts.maxBytes / 1024 / 1024)} MB`);
  const url = buildUrl(ep.path, opts.query);
  try {
    return await send(ep, url, file, opts);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    if (await refreshTokens()) return send(ep, url, file, opts);
    expireSession(); // as every other call does when the session cannot be renewed
    throw err;
  }
}

/** `POST uploads/`: a file to attach to a record afterwards. */
export const uploadFile = (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<StoredFile> =>
  uploadTo(filesApi.upload, file, { maxBytes: FILE_MAX_BYTES, onProgress, signal });

function send<E extends Endpoint>(ep: E, url: string, file: File | null, opts: UploadOptions): Promise<ReplyOf<E>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = tokenStore.getAccess();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) xhr.setRequestHeader('X-CSRFToken', csrf);
    for (const [name, value] of Object.entries(opts.headers ?? {})) xhr.setRequestHeader(name, value);
    // A keyed change (the outbox's) that stalls is given up and sent again later: no bytes
    // moving, or no answer after the last one, for NO_ANSWER_MS is a lost connection (lie-fi).
    const keyed = IDEMPOTENCY_KEY in (opts.headers ?? {});
    let stalled = false;
    let stall: ReturnType<typeof setTimeout> | undefined;
    const moving = () => {
      clearTimeout(stall);
      if (keyed) stall = setTimeout(() => ((stalled = true), xhr.abort()), NO_ANSWER_MS);
    };
    xhr.upload.onprogress = (e) => {
      moving();
      if (e.lengthComputable) opts.onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = moving;
    xhr.onloadend = () => clearTimeout(stall);
    xhr.onerror = () => {
      noAnswer();
      reject(new ApiError(0, 'network', 'Network error'));
    };
    xhr.onabort = () => {
      if (stalled) noAnswer();
      reject(stalled ? new ApiError(0, 'network', 'No answer from the server') : new DOMException('Aborted', 'AbortError'));
    };
    xhr.onload = () => {
      answered();
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: handled below by the status.
      }
      if (xhr.status === (ep.status ?? 200)) {
        const parsed = ep.reply?.safeParse(body);
        if (parsed?.success) return resolve(parsed.data as ReplyOf<E>);
        return reject(new ApiError(xhr.status, 'bad_response', `Unexpected reply from POST ${ep.path}`));
      }
      const err = body as { code?: string; message?: string; details?: unknown } | null;
      reject(
        new ApiError(
          xhr.status,
          err?.code ?? (xhr.status === 413 ? 'payload_too_large' : 'internal'),
          err?.message ?? `HTTP ${xhr.status}`,
          err?.details,
        ),
      );
    };
    opts.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    for (const [name, value] of Object.entries(opts.fields ?? {})) form.append(name, value);
    for (const f of [file, ...(opts.moreFiles ?? [])]) if (f) form.append(opts.fileField ?? 'file', f);
    xhr.send(form);
    moving();
  });
}

/**
 * Downloads from the API. It needs the bearer token, which a plain link cannot send, so the
 * bytes are fetched and handed to the browser as a download, under the name the server gives
 * (Content-Disposition) or else `fallbackName`.
 */
export async function downloadFrom(url: string, fallbackName: string): Promise<void> {
  const get = () => fetch(url, { headers: { Authorization: `Bearer ${tokenStore.getAccess() ?? ''}` }, credentials: 'same-origin' });
  let res = await get();
  if (res.status === 401 && (await refreshTokens())) res = await get();
  if (!res.ok) throw await errorFromResponse(res);
  saveBlob(await res.blob(), fileNameOf(res.headers.get('content-disposition')) ?? fallbackName);
}

/**
 * Sends one file (multipart field `file`) and saves what comes back as a download: a file the
 * server makes from the upload itself (an import's problem file), under the name it gives.
 */
export async function downloadFromUpload(url: string, file: File, fallbackName: string): Promise<void> {
  const post = () => {
    const form = new FormData();
    form.append('file', file);
    const headers: Record<string, string> = { Authorization: `Bearer ${tokenStore.getAccess() ?? ''}` };
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers['X-CSRFToken'] = csrf;
    return fetch(url, { method: 'POST', body: form, headers, credentials: 'same-origin' });
  };
  let res = await post();
  if (res.status === 401 && (await refreshTokens())) res = await post();
  if (!res.ok) throw await errorFromResponse(res);
  saveBlob(await res.blob(), fileNameOf(res.headers.get('content-disposition')) ?? fallbackName);
}

/** Hands bytes made or fetched here to the browser as a download. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The RFC 5987 name (`filename*=UTF-8''…`), which carries Arabic; else the plain one. */
function fileNameOf(disposition: string | null): string | null {
  const extended = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // Malformed: fall back to the plain name.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? null;
}

/** A stored file of a record, under its own name. */
export const downloadFile = (file: { id: string; name: string }) =>
  downloadFrom(buildUrl(pathOf(filesApi.download, { id: file.id })), file.name);
