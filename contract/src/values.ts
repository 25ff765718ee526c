import { z } from 'zod';
import { numberText } from './digits';

/**
 * Field values the forms of several modules share: a choice among numbered values, a real
 * calendar day, an amount of money. One definition each, so every form says the same thing.
 */

/**
 * A number a form may send as text (a multipart form, a query string): written in Latin,
 * Arabic-Indic or Persian digits, with "." or "٫" for decimals and "," or "٬" between
 * thousands. What is not a number says so ("Enter a number"), never that the field is empty.
 */
/** The patterns of numbers sent as text: forms name the issue by them ("Enter a number"). */
export const WHOLE_NUMBER_PATTERN = /^-?\d+$/;
export const DECIMAL_PATTERN = /^-?\d+(?:\.\d+)?$/;

const numeral = (pattern: RegExp, message: string) =>
  z.union([z.number(), z.string().overwrite(numberText).regex(pattern, message)]).pipe(z.coerce.number({ message }));

/** A whole number between `min` and `max`, in any digits (see `numeral`). */
export const wholeNumber = ({ min, max, message = 'Enter a whole number' }: { min: number; max: number; message?: string }) =>
  numeral(WHOLE_NUMBER_PATTERN, message).pipe(
    z
      .number()
      .int(message)
      .min(min, `Enter ${min} or more`)
      .max(max, `At most ${max.toLocaleString('en')}`),
  );

/** One of a fixed set of numbers (an enumeration sent as its numbers, in any digits). */
export const numberIn = <const T extends readonly number[]>(values: T, message = 'Choose one of the listed values') =>
  numeral(WHOLE_NUMBER_PATTERN, message).refine((n): n is T[number] => values.includes(n), message) as unknown as z.ZodType<
    T[number],
    unknown
  >;

/** A day that exists (`2031-02-30` matches the pattern but is no day). */
export const isRealDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day);
};

export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine(isRealDay, 'Enter a real date');

/**
 * A form's amount: an empty field is no amount (coercion alone would read it as 0); written as
 * digits (any of `numeral`'s) with an optional point (the pattern is also the hostile-input
 * rule for the string).
 */
export const money = numeral(DECIMAL_PATTERN, 'Enter an amount')
  .refine((n) => Number.isFinite(n) && Math.abs(n) < 1e12, 'Enter an amount')
  .refine((n) => Math.round(n * 100) === n * 100, 'At most two decimals');
