/**
 * The currency (ISO 4217) a company collects in, by its country (the 22 Arab League members
 * of countries.ts). Amounts are always kept and shown with two decimals, also for the
 * three-decimal dinars (KWD, BHD, OMR, JOD, IQD, LYD, TND).
 */
export const currencyByCountry: Readonly<Record<string, string>> = {
  SA: 'SAR',
  AE: 'AED',
  KW: 'KWD',
  QA: 'QAR',
  BH: 'BHD',
  OM: 'OMR',
  YE: 'YER',
  IQ: 'IQD',
  JO: 'JOD',
  LB: 'LBP',
  SY: 'SYP',
  // The Palestinian territories have no currency of their own; the shekel is the one in daily use.
  PS: 'ILS',
  EG: 'EGP',
  SD: 'SDG',
  LY: 'LYD',
  TN: 'TND',
  DZ: 'DZD',
  MA: 'MAD',
  MR: 'MRU',
  SO: 'SOS',
  DJ: 'DJF',
  KM: 'KMF',
};

export const DEFAULT_CURRENCY = 'SAR';

/** `currencyOf('AE')` → 'AED'; an unknown or empty code → 'SAR'. */
export function currencyOf(countryCode: string): string {
  return currencyByCountry[countryCode.trim().toUpperCase()] ?? DEFAULT_CURRENCY;
}
