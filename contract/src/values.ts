import { z } from 'zod';

/**
 * Field values the forms of several modules share: a choice among numbered values, a real
 * calendar day, an amount of money. One definition each, so every form says the same thing.
 */

/** One of a fixed set of numbers (an enumeration sent as its numbers). */
export const numberIn = <const T extends readonly number[]>(values: T, message = 'Choose one of the listed values') =>
  z.coerce
    .number()
    .int()
    .refine((n): n is T[number] => values.includes(n), message) as unknown as z.ZodType<T[number], unknown>;

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
 * digits with an optional point (the pattern is also the hostile-input rule for the string).
 */
export const money = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(?:\.\d+)?$/, 'Enter an amount'),
  ])
  .pipe(z.coerce.number({ message: 'Enter an amount' }))
  .refine((n) => Number.isFinite(n) && Math.abs(n) < 1e12, 'Enter an amount')
  .refine((n) => Math.round(n * 100) === n * 100, 'At most two decimals');
