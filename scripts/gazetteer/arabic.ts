import { readFileSync } from 'node:fs';

/**
 * Which of a GeoNames place's alternate names is its Arabic name. cities500 lists alternate
 * names without their language, so the Arabic one has to be chosen. GeoNames' own language-tagged
 * choice is known for the larger places through Debian's libgeonames-common (geonames.mo, keyed by
 * geonameid). That file is GPL-3, so it is only used to pick: the text shipped is always the
 * CC-BY alternate name from cities500 that equals it.
 */

/** A GNU .mo catalogue as msgid → msgstr (little-endian, as Debian builds them). */
export function readMo(path: string): Map<string, string> {
  const b = readFileSync(path);
  if (b.readUInt32LE(0) !== 0x950412de) throw new Error(`${path} is not a little-endian .mo file`);
  const n = b.readUInt32LE(8);
  const ids = b.readUInt32LE(12);
  const strs = b.readUInt32LE(16);
  const at = (table: number, i: number) => {
    const len = b.readUInt32LE(table + i * 8);
    const off = b.readUInt32LE(table + i * 8 + 4);
    return b.subarray(off, off + len).toString('utf8');
  };
  const out = new Map<string, string>();
  for (let i = 0; i < n; i++) out.set(at(ids, i), at(strs, i));
  return out;
}

// The class lists the vowel marks on their own (any order after a letter), not as combined letters.
// eslint-disable-next-line no-misleading-character-class
const ARABIC_ONLY = /^[\u0621-\u063A\u0641-\u064A\u064B-\u0652\u0670\u0671 '\-\u200c\u200e\u200f]+$/;
const ANY_ARABIC = /[\u0600-\u06FF]/;
/** Letters of Persian, Urdu, Kurdish and Uyghur spellings, never of Arabic names. */
const OTHER_SCRIPT_LETTERS = /[\u067E\u0686\u0698\u06AF\u06A9\u06CC\u0695\u06B5\u06C6\u06CE\u06D5\u06BE\u06C1\u06D2\u0679\u0688\u0691]/;
/** An alif maqsura inside a word is Uyghur or Kurdish; in Arabic it only ends a word. */
const INNER_MAQSURA = /\u0649(?=[\u0621-\u064A])/;

/** Without vowel marks, tatweel and direction marks, single-spaced: the form shown. */
export const tidyArabic = (s: string) =>
  s
    .replace(/[\u064B-\u0652\u0670\u0640\u200c\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export const hasArabic = (s: string) => ANY_ARABIC.test(s);

/** The alternate names that are written in Arabic (not Persian, Urdu, Kurdish or Uyghur). */
export function arabicCandidates(alternates: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const a of alternates) {
    if (!ARABIC_ONLY.test(a) || OTHER_SCRIPT_LETTERS.test(a) || INNER_MAQSURA.test(a)) continue;
    const t = tidyArabic(a);
    if (!t || seen.has(t)) continue;
    seen.add(t);
    out.push(t);
  }
  return out;
}

/** Administrative words that GeoNames' tagged names sometimes carry ("إمارة الشارقة", "ولاية غليزان"). */
const ADMIN_PREFIX = /^(إمارة|ولاية|قضاء|بلدية|ناحية|محافظة|منطقة|مركز) /;

/**
 * The CC-BY candidate equal to GeoNames' tagged name, without an administrative word when the
 * bare name is also a candidate. Null when no candidate equals it (the tag is then not used).
 */
export function taggedChoice(tagged: string | undefined, candidates: string[]): string | null {
  if (!tagged || !hasArabic(tagged)) return null;
  const t = tidyArabic(tagged);
  if (!candidates.includes(t)) return null;
  const bare = t.replace(ADMIN_PREFIX, '');
  return bare !== t && candidates.includes(bare) ? bare : t;
}

/**
 * The rule used where GeoNames has no tag: a place whose alternate names hold exactly one Arabic
 * spelling (administrative forms aside) has that one as its name. Where there are several, which
 * one is the Arabic name is a guess, so none is shown (the place is still found by all of them).
 * generate.ts measures how often this rule agrees with the tagged names and prints the figure.
 */
export function ruleChoice(candidates: string[]): string | null {
  const plain = candidates.filter((c) => !ADMIN_PREFIX.test(c) && !c.startsWith('مدينة '));
  return plain.length === 1 ? plain[0]! : null;
}

const LATIN_OF: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'a',
  ب: 'b',
  ت: 't',
  ث: 't',
  ج: 'j',
  ح: 'h',
  خ: 'k',
  د: 'd',
  ذ: 'd',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 's',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  غ: 'g',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ي: 'y',
  ئ: 'y',
  و: 'w',
};

/**
 * A name's consonants, loosely (Arabic transliterated; vowels, doubled letters, h and article
 * dropped): "Jiddah", "Jeddah" and جدة give "jd", "Makkah" and مكة "mk", "Chidda" "cd". Used to
 * keep, of a place's many alternate names, the spellings of its own name before foreign exonyms.
 */
export function skeleton(name: string): string {
  const latin = hasArabic(name)
    ? [...tidyArabic(name).replace(/^ال/, '')].map((c) => LATIN_OF[c] ?? '').join('')
    : name
        .normalize('NFD')
        .toLowerCase()
        .replace(/^(al|el|a[dnrstz]|ash)[\s-]+/, '');
  return latin
    .replace(/[^a-z]/g, '')
    .replace(/sh|ch/g, 's')
    .replace(/kh|gh|dh|th/g, (m) => m[0]!)
    .replace(/[aeiouwyh]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** How alike two skeletons are, 0 to 1: shared leading letters, then length. */
export function likeness(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return (2 * i) / (a.length + b.length || 1);
}
