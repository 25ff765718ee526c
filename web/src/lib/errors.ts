import { errorStatus } from '@contract/errors';
import { ApiError, isApiError } from './api-error';
import i18n from './i18n';

const clientCodes = ['network', 'bad_response'] as const;
type KnownCode = keyof typeof errorStatus | (typeof clientCodes)[number];

function isKnownCode(code: string): code is KnownCode {
  return code in errorStatus || (clientCodes as readonly string[]).includes(code);
}

/**
 * A readable, translated message for any error. Known codes come from the catalog; an
 * unknown code falls back to the server's own message, and a non-API error to a generic one.
 */
export function errorMessage(err: unknown): string {
  if (isApiError(err)) {
    if (isKnownCode(err.code)) return i18n.t(`common:errors.${err.code}`);
    if (err.message) return err.message;
  }
  return i18n.t('common:errors.unknown');
}

/**
 * A server field message is English (zod's). In English we show it; in Arabic a generic
 * translated message is better than a foreign-language one.
 */
export function serverFieldMessage(message: string): string {
  return i18n.resolvedLanguage === 'en' ? message : i18n.t('common:validation.invalid');
}

/** Field errors of a 400 response, renamed to form field names (API name → form name). */
export function formFieldErrors(err: unknown, rename: Record<string, string> = {}): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  // A specific code (weak_password, email_taken…) has its own translated message; a plain
  // validation failure carries the server's English words.
  const specific = err.code !== 'validation_failed' && isKnownCode(err.code);
  for (const [field, msg] of Object.entries(err.fieldErrors))
    out[rename[field] ?? field] = specific ? errorMessage(err) : serverFieldMessage(msg);
  return out;
}
