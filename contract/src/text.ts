import { z } from 'zod';

/**
 * The one string schema for every free-text field of the API. It refuses what has no place
 * in a name, a note or an address and that attackers use:
 * - control characters (C0, DEL, C1): NUL makes PostgreSQL fail, the rest hide content;
 * - bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder
 *   what a reader sees ("Trojan Source"); Arabic needs none of them (LRM/RLM stay allowed);
 * - lone UTF-16 surrogates: not text, they cannot be stored as UTF-8.
 * Multi-line fields keep tab, line feed and carriage return. The check is a `pattern`, so the
 * OpenAPI document shows it and a test can see that every text field carries one.
 */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const FORBIDDEN_CHARACTERS_MESSAGE = 'Remove control or text-direction characters';
const NOT_TEXT_MESSAGE = 'Contains characters that are not text';

export interface TextOptions {
  min?: number;
  max: number;
  /** Notes and messages: keeps line breaks and tabs. */
  multiline?: boolean;
}

/** A trimmed free-text field (see above). `min` counts characters after trimming. */
export function text({ min = 0, max, multiline = false }: TextOptions) {
  let schema = z
    .string()
    .trim()
    .regex(multiline ? MULTI_LINE : SINGLE_LINE, FORBIDDEN_CHARACTERS_MESSAGE);
  if (min > 0) schema = schema.min(min, min === 1 ? 'Required' : `Enter at least ${min} characters`);
  return schema.max(max, `Enter at most ${max} characters`).refine((s) => !LONE_SURROGATE.test(s), NOT_TEXT_MESSAGE);
}

/**
 * Secrets (passwords) are never trimmed or shown, so any printable character is fine;
 * control characters still are not (nobody can type them, and they end up in logs and hashes).
 */
export function secret({ min = 1, max }: { min?: number; max: number }) {
  return z
    .string()
    .regex(SINGLE_LINE, FORBIDDEN_CHARACTERS_MESSAGE)
    .min(min)
    .max(max)
    .refine((s) => !LONE_SURROGATE.test(s), NOT_TEXT_MESSAGE);
}

/** True when a string would pass `text({ multiline })`'s character rule: for forms that check before sending. */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE : SINGLE_LINE).test(value) || LONE_SURROGATE.test(value);
}
