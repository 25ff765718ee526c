/**
 * Arabic-aware search normalization, written twice on purpose: here (to highlight matches and
 * to normalize a query) and as the SQL function `search_normalize` (migration 0006) that
 * indexes use. server/src/lib/list.test.ts checks that both give the same result.
 * Hamza forms of alef → ا, ة → ه, ى → ي, no diacritics or tatweel, Arabic-Indic and Persian
 * digits → Latin, lower case: "أحمد" finds "احمد", "مكة" finds "مكه", "٠٥٥" finds "055".
 */
const MAP: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ة: 'ه', ى: 'ي' };
const DIACRITICS_AND_TATWEEL = /[\u064B-\u065F\u0670\u0640]/g;

export function normalizeForSearch(value: string): string {
  return value
    .replace(DIACRITICS_AND_TATWEEL, '')
    .replace(/[أإآٱةى]/g, (c) => MAP[c] ?? c)
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase();
}
