/**
 * Digits as people type them. An Arabic keyboard writes Arabic-Indic digits (٠-٩, U+0660) and a
 * Persian or Urdu one Eastern Arabic-Indic digits (۰-۹, U+06F0); the Arabic decimal separator
 * (٫) and thousands separator (٬) come with them. Every number and phone field reads them as
 * the Latin ones, here for the contract's schemas and on the web while the user types.
 */
const ARABIC_INDIC = /[\u0660-\u0669]/g;
const EASTERN_ARABIC_INDIC = /[\u06F0-\u06F9]/g;

/**
 * One character for one (so the web can keep the caret where it was): ٣ → 3, ۳ → 3, ٫ → ".",
 * ٬ → ",". Anything else is left as it is.
 */
export function digitsToLatin(text: string): string {
  return text
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EASTERN_ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',');
}

/** Whether a string holds any digit or separator `digitsToLatin` would change. */
export const hasNonLatinDigits = (text: string): boolean => /[\u0660-\u066C\u06F0-\u06F9]/.test(text);

/**
 * A number as a form writes it, ready for a pattern: Latin digits, no thousands separators
 * ("١٬٢٣٤٫٥" → "1234.5"), no surrounding spaces.
 */
export const numberText = (text: string): string => digitsToLatin(text).replace(/,/g, '').trim();
