import { errorStatus, type ErrorCode } from '@contract/errors';

/** The one error type of the server. Its code picks the HTTP status (contract/errors.ts). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);
export const forbidden = () => new AppError('forbidden', 'You are not allowed to do this');
export const unauthenticated = () => new AppError('unauthenticated', 'Please log in to continue');
export const tokenInvalid = () => new AppError('token_invalid', 'The access token is not valid');
export const userInactive = () => new AppError('user_inactive', 'This account has been deactivated. Contact your administrator.');

/** A validation error that names the field, in the same shape as schema validation errors. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('validation_failed', message, { fields: { [field]: message } });
}
