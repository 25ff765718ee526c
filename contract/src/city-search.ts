import type { Gazetteer } from './gazetteer';
import { foldPlace } from './place-fold';

/**
 * A city named inside a search box's text (issue 41). A client's search text holds its city as
 * the stored key ("Al Jubayl"), so "الجبيل", "Jubail" or "صيدلية الجبيل" would miss the city;
 * the server's list and the phone's offline copy both ask this, and then match a row whose
 * text has every word OR whose city is the place and whose text has the other words.
 */
export interface CityInSearch {
  /** The place's key in each country where the words name one (usually one key). */
  keys: string[];
  /** The search's other words, still to be found in the row's text. */
  rest: string;
}

/** The words considered: as many as a list's search reads (lib/list.ts). */
const MAX_WORDS = 8;
/** Shorter folded names ("Al", a letter) would turn ordinary words into cities. */
const MIN_NAME = 3;

/** The longest run of the search's words that names a place, or null. */
export function cityInSearch(g: Gazetteer, search: string | undefined): CityInSearch | null {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  for (let length = words.length; length >= 1; length--) {
    for (let at = 0; at + length <= words.length; at++) {
      const phrase = words.slice(at, at + length).join(' ');
      // Numbers are phones and codes; they never name a city.
      if (/[\d\u0660-\u0669\u06f0-\u06f9]/.test(phrase) || foldPlace(phrase).length < MIN_NAME) continue;
      const keys = g.findPlaceAnywhere(phrase);
      if (keys.length) return { keys, rest: [...words.slice(0, at), ...words.slice(at + length)].join(' ') };
    }
  }
  return null;
}
