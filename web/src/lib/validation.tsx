import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DECIMAL_PATTERN, WHOLE_NUMBER_PATTERN } from '@contract/values';
import type enCommon from '../locales/en/common.json';

export type ValidationKey = keyof typeof enCommon.validation;

/**
 * A validation message as an element, not a string: it re-renders in the new language
 * when the user switches language while an error is showing.
 */
export function ValidationMessage({ k, values }: { k: ValidationKey; values?: Record<string, string | number> }) {
  const { t } = useTranslation('common');
  return <>{t(`validation.${k}`, values ?? {})}</>;
}

export const vmsg = (k: ValidationKey, values?: Record<string, string | number>): ReactNode => <ValidationMessage k={k} values={values} />;

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = values;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[seg];
  }
  return cur;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function issueMessage(issue: z.core.$ZodIssue, value: unknown, formats: Partial<Record<string, ValidationKey>>, path: string): ReactNode {
  if (isBlank(value)) return vmsg('required');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return vmsg('tooShort', { min: Number(issue.minimum) });
      return vmsg('min', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return vmsg('tooLong', { max: Number(issue.maximum) });
      return vmsg('max', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return vmsg('email');
      // A number field holding text that is no number: say so, not "required" or "not valid".
      if (issue.pattern === String(WHOLE_NUMBER_PATTERN)) return vmsg('wholeNumber');
      if (issue.pattern === String(DECIMAL_PATTERN)) return vmsg('number');
      return vmsg(formats[path] ?? 'invalid');
    case 'invalid_value':
      return vmsg('choose');
    case 'invalid_type':
      return issue.expected === 'int' ? vmsg('wholeNumber') : vmsg('invalid');
    default:
      return vmsg(formats[path] ?? 'invalid');
  }
}

/**
 * Mantine form `validate` from a contract zod schema, with translated messages. `formats`
 * names the message for regex fields (phone, VAT…) whose schema message is English-only.
 */
export function zodValidate<S extends z.ZodType>(schema: S, formats: Partial<Record<string, ValidationKey>> = {}) {
  return (values: unknown): Record<string, ReactNode> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, ReactNode> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path in errors) continue;
      errors[path] = issueMessage(issue, valueAt(values, issue.path), formats, path);
    }
    return errors;
  };
}

/** The usual formats of the contract's regex fields, by their API and draft names. */
export const contractFormats: Partial<Record<string, ValidationKey>> = {
  phone: 'phone',
  vat_number: 'vat',
  Vat: 'vat',
  code: 'code',
};
