import { sql, type SQL } from 'drizzle-orm';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { digitsToLatin } from '@contract/digits';
import { phoneSearchWord, storedPhone } from '@contract/phone';
import { users } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { searchWhere } from '../../lib/list';
import { companyCountry } from '../clients/phone-search';

/**
 * A user's own phone as stored, by the clients' rule (@contract/phone `storedPhone`): E.164 when
 * it parses as a number of the company's country (a user has no country of their own), else as
 * typed in Latin digits; the contract's phoneSchema has already refused what is no phone at all.
 */
export const storedUserPhone = async (tx: Tx, raw: string): Promise<string> => storedPhone(raw, await companyCountry(tx));

/**
 * The users list's search over name, e-mail and phone, finding a phone in any written form as
 * the clients list does (clients/phone-search.ts): a whole number typed as "+966502114410",
 * "966502114410", "00966502114410", "0502114410" or in Arabic digits is searched as its national
 * significant number ("502114410"), which the stored E.164 holds. Users have no stored key
 * column (the clients' `phone_digits`), so the local form ("0502114410") of a number of the
 * company's country is made in the query for parts of a number typed locally ("0502"): a
 * company's users are tens or hundreds of rows, read without an index anyway. Only a search
 * with a digit costs the look-up of the company's country.
 */
export async function userSearchWhere(tx: Tx, search: string | undefined): Promise<SQL | undefined> {
  const text = sql`${users.fullName} || ' ' || ${users.email} || ' ' || ${users.phone}`;
  if (!search || !/\d/.test(digitsToLatin(search))) return searchWhere(search, sql`search_normalize(${text})`);
  const country = await companyCountry(tx);
  const prefix = `+${getCountryCallingCode(country as CountryCode)}`;
  const local = sql`case when ${users.phone} like ${`${prefix}%`} then '0' || substr(${users.phone}, ${prefix.length + 1}) else '' end`;
  const words = search
    .split(/\s+/)
    .map((word) => phoneSearchWord(word, country))
    .join(' ');
  return searchWhere(words, sql`search_normalize(${text} || ' ' || ${local})`);
}
