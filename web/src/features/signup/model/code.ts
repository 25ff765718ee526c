/**
 * What the verification-code field keeps of what was typed or pasted: the digits only, up to
 * six. Mail clients and phones paste codes with spaces around or inside them ("123 456"), and
 * an Arabic keyboard types ٠-٩ (or Persian ۰-۹); a `maxLength` on the raw text cut a pasted
 * " 123456" to " 12345".
 *
 * The digit mapping is kept here, not taken from a shared helper: the shared one for every
 * numeric input is being written separately (issue 41), and this field must not wait for it.
 */
export const CODE_LENGTH = 6;

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

function asciiDigit(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  if (cp >= ARABIC_INDIC_ZERO && cp <= ARABIC_INDIC_ZERO + 9) return String(cp - ARABIC_INDIC_ZERO);
  if (cp >= EASTERN_ARABIC_INDIC_ZERO && cp <= EASTERN_ARABIC_INDIC_ZERO + 9) return String(cp - EASTERN_ARABIC_INDIC_ZERO);
  return ch;
}

export function normalizeCode(raw: string): string {
  return Array.from(raw, asciiDigit)
    .join('')
    .replace(/[^0-9]/g, '')
    .slice(0, CODE_LENGTH);
}
