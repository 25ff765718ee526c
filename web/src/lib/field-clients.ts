import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientFieldApi, type FieldClient } from '@contract/client-field';
import { cityInSearch } from '@contract/city-search';
import { loadedGazetteer } from '@contract/gazetteer';
import { greatCircleMetres } from '@contract/geo';
import { normalizeForSearch } from '@contract/search';
import { apiCall } from './api-call';

/**
 * The phone's copy of the clients its user works (issue 40): kept with the day's set, so a
 * visit can be planned for a client with no signal, and "Clients near me" sorts them by
 * distance wherever the rep is.
 */
export const fieldClientsKey = ['field-clients'] as const;
export const fieldClientsOptions = () =>
  queryOptions({
    queryKey: fieldClientsKey,
    queryFn: ({ signal }) => apiCall(clientFieldApi.list, {}, { signal }),
    staleTime: 5 * 60_000,
  });
export const useFieldClients = (enabled = true) => useQuery({ ...fieldClientsOptions(), enabled, meta: { inlineError: true } });

const searchable = (c: FieldClient) => normalizeForSearch(`${c.company_name} ${c.contact_name} ${c.city} ${c.phone}`);

/**
 * The copy's rows matching what was typed, as the server's search matches: every word, with
 * Arabic spelling variants and either script's digits folded (contract/search.ts).
 */
export function searchFieldClients(rows: readonly FieldClient[], typed: string, limit: number): FieldClient[] {
  const wordsOf = (text: string) => normalizeForSearch(text).split(/\s+/).filter(Boolean);
  const words = wordsOf(typed);
  if (words.length === 0) return rows.slice(0, limit);
  const hasAll = (c: FieldClient, ws: string[]) => ws.every((w) => searchable(c).includes(w));
  // A city typed in any of its names (contract/city-search.ts), once the gazetteer has loaded.
  const g = loadedGazetteer();
  const city = g ? cityInSearch(g, typed) : null;
  const rest = city ? wordsOf(city.rest) : [];
  const hits = rows.filter((c) => hasAll(c, words) || (city !== null && city.keys.includes(c.city) && hasAll(c, rest)));
  return hits.slice(0, limit);
}

export interface NearClient extends FieldClient {
  metres: number;
}

/** The located clients by distance from `here`, nearest first. */
export function byDistance(rows: readonly FieldClient[], here: { latitude: number; longitude: number }): NearClient[] {
  return rows
    .filter((c): c is FieldClient & { latitude: number; longitude: number } => c.latitude !== null && c.longitude !== null)
    .map((c) => ({ ...c, metres: greatCircleMetres(here.latitude, here.longitude, c.latitude, c.longitude) }))
    .sort((a, b) => a.metres - b.metres);
}
