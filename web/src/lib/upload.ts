import { API_PREFIX } from '@contract/api-paths';
import { CSRF_COOKIE } from '@contract/auth';
import { pathOf } from '@contract/endpoint';
import { FILE_MAX_BYTES, fileSchema, filesApi, type StoredFile } from '@contract/files';
import { refreshTokens } from './api-client';
import { ApiError, errorFromResponse } from './api-error';
import { readCookie } from './cookies';
import { tokenStore } from './storage';

/**
 * `POST uploads/` with progress. fetch() cannot report upload progress, so this one call uses
 * XMLHttpRequest; it sends the same bearer and CSRF headers as apiCall and refreshes an
 * expired token once, like every other call.
 */
export async function uploadFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<StoredFile> {
  // Refused before a byte is sent: the server would answer 413 after the whole upload.
  if (file.size > FILE_MAX_BYTES) throw new ApiError(413, 'payload_too_large', 'The file is larger than 10 MB');
  try {
    return await send(file, onProgress, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && (await refreshTokens())) return send(file, onProgress, signal);
    throw err;
  }
}

function send(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', API_PREFIX + filesApi.upload.path);
    const token = tokenStore.getAccess();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) xhr.setRequestHeader('X-CSRFToken', csrf);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: handled below by the status.
      }
      if (xhr.status === 201) {
        const parsed = fileSchema.safeParse(body);
        if (parsed.success) return resolve(parsed.data);
        return reject(new ApiError(xhr.status, 'bad_response', 'Unexpected reply to the upload'));
      }
      const err = body as { code?: string; message?: string } | null;
      reject(
        new ApiError(
          xhr.status,
          err?.code ?? (xhr.status === 413 ? 'payload_too_large' : 'internal'),
          err?.message ?? `HTTP ${xhr.status}`,
        ),
      );
    };
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * Downloads a stored file. The API needs the bearer token, which a plain link cannot send,
 * so the bytes are fetched and handed to the browser as a download under their own name.
 */
export async function downloadFile(file: { id: string; name: string }): Promise<void> {
  const url = API_PREFIX + pathOf(filesApi.download, { id: file.id });
  const get = () => fetch(url, { headers: { Authorization: `Bearer ${tokenStore.getAccess() ?? ''}` }, credentials: 'same-origin' });
  let res = await get();
  if (res.status === 401 && (await refreshTokens())) res = await get();
  if (!res.ok) throw await errorFromResponse(res);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
