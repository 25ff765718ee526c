/** Reads one cookie by name; the CSRF token cookie is deliberately not httpOnly. */
export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The server reads `lang` to serve the prerendered public pages in the same language. */
export function writeLangCookie(lang: string): void {
  document.cookie = `lang=${encodeURIComponent(lang)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
