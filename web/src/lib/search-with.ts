/**
 * The address bar's query with `changes` applied (null or '' removes the key), for
 * react-router's `setSearchParams`. Built on `window.location`, not on the `prev` that
 * setSearchParams offers: that is the query of the last render, so a second change before the
 * page re-renders (Clear filters, then a quick sort) would bring back what the first took away.
 */
export function searchWith(changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(window.location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}
