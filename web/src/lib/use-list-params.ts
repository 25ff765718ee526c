import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { searchWith } from './search-with';

export interface ListParams<F extends string, Q = Record<string, unknown>> {
  page: number;
  search: string;
  ordering: string | undefined;
  filters: Partial<Record<F, string>>;
  /** True when a search or a filter narrows the list (the empty state then says "no match"). */
  narrowed: boolean;
  /** The list's query as the API takes it; values the endpoint would refuse are left out. */
  query: { page: number } & Partial<Q>;
  /** What this list's keys in the URL begin with (`l_` for leads): saved views strip and add it. */
  prefix: string;
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
  setOrdering: (ordering: string | undefined) => void;
  setFilter: (name: F, value: string | null) => void;
  clear: () => void;
}

/** Keeps a URL value only if the endpoint's query schema accepts it (a hand-edited URL is not a 400). */
function accepted(schema: z.ZodObject, name: string, value: string): boolean {
  const field = schema.shape[name] as z.ZodType | undefined;
  return value !== '' && !!field && field.safeParse(value).success;
}

/**
 * A list's state lives in the URL: page, search (`q`), sort (`sort`) and each filter, so a
 * reload, the back button and a shared link show the same rows. Changing anything but the
 * page goes back to page 1. `prefix` keeps two lists on one screen apart (clients and leads).
 * `schema` is the endpoint's query schema (contract), which types and checks the values.
 */
export function useListParams<S extends z.ZodObject, F extends keyof z.output<S> & string>(
  schema: S,
  filterNames: readonly F[],
  prefix = '',
): ListParams<F, z.output<S>> {
  const [params, setParams] = useSearchParams();
  const key = useCallback((name: string) => `${prefix}${name}`, [prefix]);

  const page = Math.max(1, Math.floor(Number(params.get(key('page'))) || 1));
  const search = params.get(key('q')) ?? '';
  const sort = params.get(key('sort')) ?? '';
  const ordering = accepted(schema, 'ordering', sort) ? sort : undefined;
  const filterValues = filterNames.map((f) => {
    const value = params.get(key(f)) ?? '';
    return accepted(schema, f, value) ? value : '';
  });
  const filtersKey = filterValues.join('\u0000');

  const filters = useMemo(() => {
    const out: Partial<Record<F, string>> = {};
    filterNames.forEach((f, i) => {
      if (filterValues[i]) out[f] = filterValues[i];
    });
    return out;
    // filtersKey stands for filterValues' contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filtersKey]);

  const update = useCallback(
    (changes: Record<string, string | null>, resetPage: boolean, replace = false) =>
      setParams(
        () => {
          const next = searchWith(Object.fromEntries(Object.entries(changes).map(([name, value]) => [key(name), value])));
          if (resetPage) next.delete(key('page'));
          return next;
        },
        { replace },
      ),
    [key, setParams],
  );

  return {
    page,
    search,
    ordering,
    filters,
    narrowed: search !== '' || Object.keys(filters).length > 0,
    query: { page, ...(search && { search }), ...(ordering && { ordering }), ...filters } as { page: number } & Partial<z.output<S>>,
    prefix,
    setPage: (p) => update({ page: p > 1 ? String(p) : null }, false),
    // Typing replaces the history entry: Back leaves the list, not one letter.
    setSearch: (s) => update({ q: s.trim() || null }, true, true),
    setOrdering: (o) => update({ sort: o ?? null }, true),
    setFilter: (name, value) => update({ [name]: value }, true),
    clear: () => update(Object.fromEntries([['q', null], ...filterNames.map((f) => [f, null])]), true),
  };
}
