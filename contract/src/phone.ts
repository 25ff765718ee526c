import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { digitsToLatin } from './digits';

/**
 * Phone numbers, read one way by the server (what it stores, what search matches) and the web
 * (what it shows): libphonenumber reads a number written without its country code as a number
 * of `country` (the client's, else the company's), in any digits and any written form:
 * "٠٥٥١٢٣٤٥٦٧", "0551234567", "+966 55 123 4567", "966551234567", "00966551234567".
 */
export interface ParsedPhone {
  /** `+966551234567` */
  e164: string;
  /** The number's own country, which may not be the one it was read for (`+971…` read for SA). */
  country: string | undefined;
  /** The national significant number: `551234567` (no country code, no trunk 0). */
  national: string;
}

/** A valid number (libphonenumber's patterns for its country), or null. */
export function parsePhone(raw: string, country: string): ParsedPhone | null {
  const text = digitsToLatin(raw).trim();
  if (!/\d/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, country as CountryCode);
  if (!parsed?.isValid()) return null;
  return { e164: parsed.number, country: parsed.country, national: parsed.nationalNumber };
}

/** What is stored: E.164 when the number parses, else what was typed (in Latin digits). */
export const storedPhone = (raw: string, country: string): string => parsePhone(raw, country)?.e164 ?? digitsToLatin(raw).trim();

/**
 * The key duplicate checks and search compare (`clients.phone_digits`): the national significant
 * number when the number parses, else its last nine digits (a Saudi mobile's national number,
 * which is what older rows were keyed by).
 */
export function phoneKey(raw: string, country: string): string {
  return parsePhone(raw, country)?.national ?? digitsToLatin(raw).replace(/\D/g, '').slice(-9);
}

/**
 * A search word that is a whole phone number, in any of its forms, as its national significant
 * number, which every stored row's search text holds (inside its E.164 and its "0…" form); any
 * other word as it is. A leading "00" of a partial number is dropped, so that part of an
 * international number ("00966 55") still finds the E.164 it is inside, and a name or code
 * with the same digits ("Import Co 00535") is still found too ("+535" would miss it).
 */
export function phoneSearchWord(word: string, country: string): string {
  const latin = digitsToLatin(word);
  if (!/^(?:\+|00)?\d+$/.test(latin)) return word;
  const whole = latin.replace(/^(?:\+|00)/, '').length >= 7 ? parsePhone(latin, country) : null;
  if (whole) return whole.national;
  return latin.startsWith('00') ? latin.slice(2) : latin;
}

/**
 * How a stored phone is shown: in national format ("055 123 4567") when it is a number of the
 * company's country, in international format ("+971 50 123 4567") when it is another country's,
 * as stored when it does not parse.
 */
export function displayPhone(stored: string, companyCountry: string): string {
  if (!stored) return stored;
  const parsed = parsePhoneNumberFromString(digitsToLatin(stored), companyCountry as CountryCode);
  if (!parsed?.isValid()) return stored;
  return parsed.country === companyCountry ? parsed.formatNational() : parsed.formatInternational();
}
