import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseOrdering, type Ordering } from '@contract/list-query';
import { normalizeForSearch } from '@contract/search';

/**
 * ORDER BY for a list's `ordering`: only the columns the list maps (the contract already
 * refused any other name), then the fallback, then a unique tie-breaker so pages never
 * overlap or skip rows when values repeat.
 */
export function orderByOf<S extends string>(
  ordering: Ordering<S> | undefined,
  columns: Record<S, AnyColumn | SQL>,
  fallback: SQL[],
  tieBreaker: AnyColumn,
): SQL[] {
  if (!ordering) return [...fallback, desc(tieBreaker)];
  const { field, desc: descending } = parseOrdering(ordering);
  const column = columns[field];
  // Plain asc/desc (no NULLS clause) so a forward or backward index scan serves the order.
  return [descending ? desc(column) : asc(column), descending ? desc(tieBreaker) : asc(tieBreaker)];
}

/** LIKE's own wildcards in what a person typed are literal characters, not patterns. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A search condition over `haystack` (already normalized in SQL, e.g. a generated column or
 * `search_normalize(a || ' ' || b)`): every word typed must appear, in any order.
 */
export function searchWhere(search: string | undefined, haystack: SQL | AnyColumn): SQL | undefined {
  const words = normalizeForSearch(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((w) => sql`${haystack} like ${`%${escapeLike(w)}%`}`),
    sql` and `,
  );
}
