import { countries } from '@contract/countries';
import type { Language } from '@contract/users';

/** Select options for countries and cities, labelled in the current language. */
export function countryOptions(lang: Language) {
  return countries.map((c) => ({ value: c.code, label: c[lang] })).sort((a, b) => a.label.localeCompare(b.label, lang));
}

/** The city's English name is its stored key (contract/countries.ts). */
export function cityOptions(countryCode: string | null | undefined, lang: Language) {
  const country = countries.find((c) => c.code === countryCode);
  return (country?.cities ?? []).map((c) => ({ value: c.en, label: c[lang] }));
}

export function countryName(code: string, lang: Language): string {
  return countries.find((c) => c.code === code)?.[lang] ?? code;
}

export function cityName(countryCode: string, city: string, lang: Language): string {
  const found = countries.find((c) => c.code === countryCode)?.cities.find((c) => c.en === city);
  return found?.[lang] ?? city;
}
