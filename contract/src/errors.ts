import { z } from 'zod';

/**
 * Every error the API can answer, and its HTTP status. The server throws AppError(code);
 * the web maps the same codes to catalog messages. One table, both sides.
 */
export const errorStatus = {
  validation_failed: 400,
  invalid_code: 400,
  invalid_token: 400,
  weak_password: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  token_invalid: 401,
  token_expired: 401,
  user_inactive: 403,
  forbidden: 403,
  csrf_failed: 403,
  not_found: 404,
  /** A customer's rating link that is not one of ours (altered, cut short, made up). */
  rating_link_invalid: 404,
  /** A rating link past its 14 days. */
  rating_link_expired: 410,
  /** A scheduled report's download link past its days (ADR 0051). */
  link_expired: 410,
  /** The visit was rated already: a link is used once. */
  rating_already_given: 409,
  conflict: 409,
  /** A state change the record's current state does not allow (a visit approved before it was finished). */
  invalid_transition: 409,
  /** Likely the same record as one that exists (same phone, e-mail or CR number). */
  duplicate: 409,
  email_taken: 409,
  email_unavailable: 409,
  plan_user_limit: 409,
  payload_too_large: 413,
  /** An Idempotency-Key sent again with another request than the first (DESIGN §6). */
  idempotency_key_reused: 422,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
