import { digitsToLatin } from '@contract/digits';
import { phoneSearchWord } from '@contract/phone';
import { tenants } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';

/** The caller's company's country (row-level security shows only its own tenant row). */
export async function companyCountry(tx: Tx): Promise<string> {
  const [row] = await tx.select({ country: tenants.country }).from(tenants).limit(1);
  return row?.country ?? 'SA';
}

/**
 * A list's search with its phone numbers made findable in any form. A row's search text holds
 * its phone as stored (E.164 when it parsed: "+966502114410") and "0" + its key (the national
 * significant number: "0502114410"), so a whole number typed as "+966502114410",
 * "966502114410", "00966502114410", "0502114410" or in Arabic digits is searched as its
 * national significant number ("502114410"), read for the company's country: every form of one
 * number shares it, and it is a substring of both forms a row holds. Matching on that (rather
 * than storing more forms) keeps the stored search text and its trigram index as they are.
 * Partial numbers stay as typed ("0502" still finds "0502114410"). Only a search with a run of
 * digits costs the look-up of the company's country.
 */
export async function phoneAwareSearch(tx: Tx, search: string | undefined): Promise<string | undefined> {
  if (!search || !/\d{5}/.test(digitsToLatin(search))) return search;
  const country = await companyCountry(tx);
  return search
    .split(/\s+/)
    .map((word) => phoneSearchWord(word, country))
    .join(' ');
}
