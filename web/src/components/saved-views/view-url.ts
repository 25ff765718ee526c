import { normalizeViewQuery, viewKeys, viewPlaceKeys, type SavedView, type SavedViewList } from '@contract/saved-views';

/**
 * A list's place in the address bar, for saved views. The list's own keys carry its prefix
 * (`l_` for leads, lib/use-list-params.ts); a view is stored without it. `view` names the view
 * last opened, so a list changed after opening one can say it is that view, modified.
 */
export const OPENED = 'view';

/** The list's query as a view stores it: its own keys, prefix taken off, normalized. */
export function currentQuery(list: SavedViewList, prefix: string, search: URLSearchParams): string {
  const own = new URLSearchParams();
  for (const key of viewKeys(list)) {
    const value = search.get(`${prefix}${key}`);
    if (value !== null) own.set(key, value);
  }
  return normalizeViewQuery(list, own);
}

/** The address bar's query with the view opened: the list's own keys and place (page; visits: date) replaced, the rest (a tab) kept. */
export function withView(
  list: SavedViewList,
  prefix: string,
  search: URLSearchParams,
  view: Pick<SavedView, 'id' | 'query'>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [...viewKeys(list), ...viewPlaceKeys(list), OPENED]) next.delete(`${prefix}${key}`);
  for (const [key, value] of new URLSearchParams(view.query)) next.set(`${prefix}${key}`, value);
  next.set(`${prefix}${OPENED}`, view.id);
  return next;
}

/**
 * The view the list shows: one whose query is the list's (the one opened last if it still
 * matches, else the caller's own before shared ones), else none.
 */
export function matchingView(views: SavedView[], query: string, openedId: string | null): SavedView | undefined {
  const same = views.filter((v) => v.query === query);
  return same.find((v) => v.id === openedId) ?? same[0];
}
