import { normalizeForSearch } from './search';

/**
 * The key two records of one person share however the name was spelled: contact and company
 * names folded as search folds them (hamza forms of alef, ta marbuta, alef maqsura, diacritics,
 * tatweel, digits, case), runs of spaces as one. Written twice on purpose, like search
 * normalization: here for a name not yet stored (a form being typed, an import row), and as
 * the generated column `clients.name_key` the duplicate checks read. A test compares the two.
 */
export function nameKey(contactName: string, companyName: string): string {
  return `${fold(contactName)}|${fold(companyName)}`;
}

const fold = (name: string) => normalizeForSearch(name).replace(/\s+/g, ' ').trim();

/** The column's expression (unqualified names: a generated column may not name its table). */
const foldSql = (column: string) => `btrim(regexp_replace(search_normalize(${column}), '\\s+', ' ', 'g'))`;
export const NAME_KEY_SQL = `${foldSql('contact_name')} || '|' || ${foldSql('company_name')}`;

/**
 * A name key worth comparing: both names given. A company alone ("Al Shifa Hospital") is
 * shared by many contacts, and a first name alone by many companies.
 */
export const isUsableNameKey = (key: string) => !key.startsWith('|') && !key.endsWith('|');
