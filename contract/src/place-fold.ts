import { normalizeForSearch } from './search';

/**
 * The form in which two spellings of one place compare equal, in either script: "Ar-Riyāḍ",
 * "ar riyad" and "Riyad"; "الرياض", "رياض" and "الرّياض"; "Ha'il" and "Hail"; "Ras Al Khaimah" and
 * "Ras al-Khaimah". normalizeForSearch folds Arabic letter forms and digits; this also drops Latin
 * accents, a leading article (al-, el-, and its assimilated forms ar-, as-, ad-…; ال), and every
 * space, hyphen, apostrophe and ayn/hamza sign. The generator (scripts/gazetteer) folds the data's
 * names with this same function, so a change here needs the data file generated again.
 */
const LATIN_ARTICLE = /^(?:al|el|ad|adh|ar|as|ash|at|ath|az|an|ed|er|es|et|ez|en)[\s\-‐‑'’]+(?=\S)/;
const ARABIC_ARTICLE = /^ال(?=\S{2})/;

const base = (value: string) =>
  normalizeForSearch(value.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/[ʿʾʻʼ‘’`´]/g, "'")
    .trim();
const lettersOnly = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, '');

export function foldPlace(value: string): string {
  return lettersOnly(base(value).replace(LATIN_ARTICLE, '').replace(ARABIC_ARTICLE, ''));
}

/** The same with the article kept: what someone typing "الج" or "Al J" has so far. */
export function foldLoose(value: string): string {
  return lettersOnly(base(value));
}
