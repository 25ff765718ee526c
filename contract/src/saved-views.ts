import { z } from 'zod';
import { clientListQuerySchema } from './clients';
import { endpoint, idParamsSchema } from './endpoint';
import { expenseListQuerySchema } from './expenses';
import { maintenanceListQuerySchema } from './maintenance';
import type { Permission } from './permissions';
import { taskListQuerySchema } from './tasks';
import { text } from './text';
import { userListQuerySchema } from './users';
import { visitListQuerySchema } from './visit-forms';

/**
 * Saved views (issue 43, ADR 0050): a list's search, filters and sort kept under a name. The
 * URL stays the truth: a view IS the list's query string (without its page), so opening one is
 * navigating to it, and the list knows which view it shows by comparing its own query string
 * with the views' (both normalized by `normalizeViewQuery`, here, so server and web agree).
 */

/**
 * What a list needs to have views: its endpoint's query schema and who may open it; and, when
 * its URL does not use the endpoint's names, `names` (URL key → query field, beside `q` and
 * `sort`) and `place` (URL keys that say where one stands in the list, like its page: never in
 * a view, and reset when one is opened).
 */
interface ViewListSpec {
  schema: z.ZodObject;
  access: Permission;
  names?: Readonly<Record<string, string>>;
  place?: readonly string[];
}

/** The lists that have views: each with the query schema of its endpoint and who may open it. */
export const savedViewLists = {
  clients: { schema: clientListQuerySchema, access: 'clients.work' },
  leads: { schema: clientListQuerySchema, access: 'clients.work' },
  tasks: { schema: taskListQuerySchema, access: 'tasks.work' },
  maintenance: { schema: maintenanceListQuerySchema, access: 'maintenance.work' },
  expenses: { schema: expenseListQuerySchema, access: 'expenses.work' },
  users: { schema: userListQuerySchema, access: 'company.manage' },
  // The visits list's period is `period` (the endpoint's `filter_type`) and `date` (its
  // `selected_date`), web/src/features/visits/components/use-period.ts. A view keeps the kind
  // of period, not the date: "this week" opened next month is that month's current week.
  visits: {
    schema: visitListQuerySchema,
    access: 'visits.work',
    names: { period: 'filter_type', date: 'selected_date' },
    place: ['date'],
  },
} as const satisfies Record<string, ViewListSpec>;

export const savedViewListKeys = Object.keys(savedViewLists) as [SavedViewList, ...SavedViewList[]];
export type SavedViewList = keyof typeof savedViewLists;

export const VIEW_NAME_MAX = 80;
/** A view's query string, normalized; a real one is a few dozen characters. */
export const VIEW_QUERY_MAX = 1000;
/** Views one person may keep per list: a menu, not a store. */
export const VIEWS_PER_LIST_MAX = 50;

/** The URL's names of search and sort (lib/use-list-params.ts); the other keys are the endpoint's filters. */
const URL_NAMES: Record<string, string> = { q: 'search', sort: 'ordering' };
/** Paging is where one stands in a list, not what it shows: dropped from a view, never an error. */
const PAGING = ['page', 'page_size'];

const spec = (list: SavedViewList): ViewListSpec => savedViewLists[list];
/** The list's URL key → its endpoint's query field. */
const urlNames = (list: SavedViewList): Record<string, string> => ({ ...URL_NAMES, ...spec(list).names });

/** The URL keys that say where one stands in the list (its page; the visits list's date): not in a view. */
export function viewPlaceKeys(list: SavedViewList): string[] {
  return [...PAGING, ...(spec(list).place ?? [])];
}

/** The query-string keys a list's views may hold: `q` and `sort` when it has them, and its filters, in the URL's names. */
export function viewKeys(list: SavedViewList): string[] {
  const toUrl = new Map(Object.entries(urlNames(list)).map(([url, field]) => [field, url]));
  const place = new Set(viewPlaceKeys(list));
  const keys = Object.keys(spec(list).schema.shape)
    .map((field) => toUrl.get(field) ?? field)
    .filter((key) => !place.has(key));
  return [...keys.filter((k) => k in URL_NAMES), ...keys.filter((k) => !(k in URL_NAMES))];
}

/** The endpoint's field for a URL key of the list. */
const fieldOf = (list: SavedViewList, key: string) =>
  (spec(list).schema.shape as Record<string, z.ZodType>)[urlNames(list)[key] ?? key] as z.ZodType | undefined;

/**
 * What is wrong with a query for a list's view, or null: a key the list does not have, or a
 * value its endpoint would refuse. (The list itself drops those from a hand-edited URL; a
 * view is saved on purpose, so the API says what it will not keep.)
 */
export function viewQueryProblem(list: SavedViewList, query: string): string | null {
  const keys = new Set(viewKeys(list));
  const place = new Set(viewPlaceKeys(list));
  for (const [key, raw] of new URLSearchParams(query.replace(/^\?/, ''))) {
    const value = raw.trim();
    if (place.has(key)) continue;
    if (!keys.has(key)) return `This list has no filter "${key.slice(0, 40)}"`;
    if (value === '') continue;
    if (!fieldOf(list, key)?.safeParse(value).success) return `"${value.slice(0, 40)}" is not a value of "${key}"`;
  }
  return null;
}

/** A value the endpoint takes as its default (the visits list's day, `period=1`) shows what no value shows. */
function isDefault(field: z.ZodType, value: string): boolean {
  const fallback = field.safeParse(undefined);
  return fallback.success && fallback.data !== undefined && fallback.data === field.safeParse(value).data;
}

/**
 * The one spelling of a list's query: only its known keys (no page), each once, values its
 * endpoint accepts (what the list itself would drop is dropped here too, and so is the
 * endpoint's default), keys in order. Two URLs that show the same rows give the same string.
 */
export function normalizeViewQuery(list: SavedViewList, query: string | URLSearchParams): string {
  const params = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
  const out = new URLSearchParams();
  for (const key of viewKeys(list).sort()) {
    const value = (params.get(key) ?? '').trim();
    const field = fieldOf(list, key);
    if (value !== '' && field?.safeParse(value).success && !isDefault(field, value)) out.set(key, value);
  }
  return out.toString();
}

/** Percent-encoded, so a raw control character has no place in it either. */
const querySchema = text({ max: VIEW_QUERY_MAX });

export const savedViewListQuerySchema = z.object({ list: z.enum(savedViewListKeys, { message: 'Choose a list' }) });

export const savedViewInputSchema = z.object({
  list: z.enum(savedViewListKeys, { message: 'Choose a list' }),
  name: text({ min: 1, max: VIEW_NAME_MAX }),
  /** The list's query string (`a=1&b=2`, with or without `?`); a key the list lacks or a value it refuses: 400. */
  query: querySchema.default(''),
  /** Shared with the whole company (managers and admins only); else only its owner sees it. */
  shared: z.boolean().default(false),
});
export type SavedViewInput = z.input<typeof savedViewInputSchema>;

export const savedViewUpdateSchema = z
  .object({
    name: text({ min: 1, max: VIEW_NAME_MAX }).optional(),
    query: querySchema.optional(),
    shared: z.boolean().optional(),
  })
  .refine((b) => b.name !== undefined || b.query !== undefined || b.shared !== undefined, 'Nothing to change');
export type SavedViewUpdate = z.input<typeof savedViewUpdateSchema>;

/** What the caller may do with a view, from the rule the server checks. */
export const savedViewActions = ['edit', 'delete'] as const;

export const savedViewSchema = z.object({
  id: z.uuid(),
  list: z.enum(savedViewListKeys),
  name: z.string(),
  /** Normalized (`normalizeViewQuery`): compare it with the list's own to know the view is open. */
  query: z.string(),
  shared: z.boolean(),
  owner: z.object({ id: z.uuid(), full_name: z.string() }),
  mine: z.boolean(),
  actions: z.array(z.enum(savedViewActions)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

const tags = ['saved views'];

export const savedViewsApi = {
  list: endpoint({
    method: 'GET',
    path: 'saved-views/',
    access: 'signedIn',
    tags,
    summary: "A list's saved views the caller sees: their own, then those shared with the company",
    query: savedViewListQuerySchema,
    reply: z.object({ results: z.array(savedViewSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: 'saved-views/',
    access: 'signedIn',
    tags,
    summary: "Save a list's query under a name (shared: managers and admins; a name the caller has on that list: 409)",
    body: savedViewInputSchema,
    reply: savedViewSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: 'saved-views/:id',
    access: 'signedIn',
    tags,
    summary: 'Rename a view, replace its query or share it (its owner; managers and admins: shared views too)',
    params: idParamsSchema,
    body: savedViewUpdateSchema,
    reply: savedViewSchema,
  }),
  remove: endpoint({
    method: 'POST',
    path: 'saved-views/:id/delete',
    access: 'signedIn',
    tags,
    summary: 'Delete a view (its owner; managers and admins: shared views too)',
    params: idParamsSchema,
    reply: z.null(),
    status: 204,
  }),
};
