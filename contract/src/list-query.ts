import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import { text } from './text';

export const SEARCH_MAX = 100;

/** `name` sorts ascending, `-name` descending (one query parameter, as in the spec's backend). */
export type Ordering<S extends string> = S | `-${S}`;

export function orderingsOf<const S extends readonly [string, ...string[]]>(sortable: S): [Ordering<S[number]>, ...Ordering<S[number]>[]] {
  return sortable.flatMap((s) => [s, `-${s}`]) as [Ordering<S[number]>, ...Ordering<S[number]>[]];
}

/**
 * The query of every list: paging, a free-text `search`, one `ordering` among the sortable
 * fields, and the list's own filters. Unknown orderings are a 400, so a sort never reaches
 * SQL unless the list declared it (and has an index for it).
 */
export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(sortable: S, filters: F) {
  return pageQuerySchema.extend({
    search: text({ max: SEARCH_MAX }).optional(),
    ordering: z.enum(orderingsOf(sortable)).optional(),
    ...filters,
  });
}

/** Splits `-name` into the field and its direction. */
export function parseOrdering<S extends string>(ordering: Ordering<S>): { field: S; desc: boolean } {
  return ordering.startsWith('-') ? { field: ordering.slice(1) as S, desc: true } : { field: ordering as S, desc: false };
}
