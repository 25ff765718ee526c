import { countries } from '@contract/countries';
import { placeName } from '@contract/gazetteer';
import type { Language } from '@contract/users';
import { useGazetteer } from './gazetteer';
import { useTenantQuery } from './tenant';

/** Select options for countries, labelled in the current language (cities: components/CitySelect). */
export function countryOptions(lang: Language) {
  return countries.map((c) => ({ value: c.code, label: c[lang] })).sort((a, b) => a.label.localeCompare(b.label, lang));
}

export function countryName(code: string, lang: Language): string {
  return countries.find((c) => c.code === code)?.[lang] ?? code;
}

/**
 * A stored city (the gazetteer's English key) in the language; as stored while the gazetteer
 * loads, or when it is no known place (a city imported before issue 41 that could not be mapped).
 * A component showing it calls useCityNames() so that it renders again once the data has come.
 */
export function cityName(countryCode: string, city: string, lang: Language): string {
  return placeName(countryCode, city, lang);
}

/** cityName for the language, re-rendering its caller when the gazetteer arrives. */
export function useCityNames(lang: Language) {
  useGazetteer();
  return (countryCode: string, city: string) => placeName(countryCode, city, lang);
}

/**
 * For records that carry a city but not its country (a visit's client, a nearby client): the
 * city is read as one of the company's own country, where a rep's clients almost always are; a
 * city of another country shows as stored.
 */
export function useCompanyCityName(lang: Language) {
  const country = useTenantQuery({ inlineError: true }).data?.country ?? 'SA';
  const city = useCityNames(lang);
  return (name: string) => city(country, name);
}
