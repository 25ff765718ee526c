import { useState } from 'react';

/**
 * The token of an e-mailed link sits in the URL fragment (`#token=…`), which browsers never
 * send to the server. It is read once and the fragment is dropped from the address bar, so it
 * does not stay in the history or get shared with a copied URL.
 */
export function useLinkToken(): string {
  const [token] = useState(() => {
    const value = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token') ?? '';
    if (value) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    return value;
  });
  return token;
}
