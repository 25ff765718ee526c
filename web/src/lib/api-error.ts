import { errorBodySchema } from '@contract/errors';

/** Codes the client produces itself, next to the server's ErrorCode table. */
export type ClientErrorCode = 'network' | 'bad_response';

/**
 * A failed API call. `code` is the server's error code (contract/errors.ts) or a client
 * code; `fieldErrors` flattens validation details `{ fields: { name: message } }`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  get fieldErrors(): Record<string, string> {
    const d = this.details;
    if (!d || typeof d !== 'object' || !('fields' in d)) return {};
    const fields = (d as { fields: unknown }).fields;
    if (!fields || typeof fields !== 'object') return {};
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(fields)) if (typeof v === 'string') out[k] = v;
    return out;
  }

  /** A numeric hint from details (e.g. `limit` of plan_user_limit), when the server sends one. */
  detailNumber(key: string): number | undefined {
    const d = this.details;
    if (!d || typeof d !== 'object' || !(key in d)) return undefined;
    const v = (d as Record<string, unknown>)[key];
    return typeof v === 'number' ? v : undefined;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Turns any non-2xx response into an ApiError, tolerating non-JSON bodies (proxies, 502s). */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // Not JSON: fall through to a status-based code.
  }
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(res.status, parsed.data.code, parsed.data.message, parsed.data.details);
  const code = res.status === 429 ? 'rate_limited' : res.status >= 500 ? 'internal' : 'bad_response';
  return new ApiError(res.status, code, res.statusText || `HTTP ${res.status}`);
}
