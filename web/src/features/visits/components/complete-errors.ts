import type { TFunction } from 'i18next';
import type { Sample } from '@contract/agencies';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/errors';

/**
 * A completion's failure in words: not enough sample stock names the samples and what is
 * left (from the reply's details), a file too large or of the wrong type says so; the rest
 * as everywhere else.
 */
export function completionError(err: unknown, t: TFunction<'visits'>, samples: Sample[], number: (n: number) => string): string {
  if (!isApiError(err)) return errorMessage(err);
  if (err.status === 413) return t('complete.tooLarge');
  if (err.status === 415) return t('complete.wrongType');
  if (err.code === 'conflict') {
    const short = (err.details as { samples?: { sample_id: string; stock: number }[] } | undefined)?.samples;
    if (Array.isArray(short) && short.length > 0) {
      const list = short.map((s) => {
        const sample = samples.find((x) => x.id === s.sample_id);
        return t('complete.stockLeft', { name: sample?.name ?? '', stock: number(s.stock), unit: sample?.unit ?? '' });
      });
      return t('complete.notEnoughStock', { list: list.join(t('listSeparator')) });
    }
    return err.message || errorMessage(err);
  }
  return errorMessage(err);
}
