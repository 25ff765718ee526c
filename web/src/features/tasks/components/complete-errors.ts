import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/errors';

/**
 * A completion's failure in words: already done (409: someone completed it meanwhile), a file
 * too large (413) or of a type not accepted (415); the rest as everywhere else.
 */
export function completionError(err: unknown, t: TFunction<['tasks', 'common']>): string {
  if (!isApiError(err)) return errorMessage(err);
  if (err.status === 409) return t('complete.alreadyDone');
  if (err.status === 413) return t('complete.tooLarge');
  if (err.status === 415) return t('complete.wrongType');
  return errorMessage(err);
}
