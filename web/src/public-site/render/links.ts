import { publicRoutes } from '@contract/public-routes';
import { content } from '../content';
import type { Lang } from '../content/types';

/** Canonical host of the marketing site; SITE_ORIGIN overrides it for staging builds. */
export const SITE_ORIGIN = (process.env.SITE_ORIGIN ?? 'https://ziyara.app').replace(/\/$/, '');
export const NOT_FOUND = '/404';

/**
 * Links inside an Arabic page carry `?lang=ar`, so the site stays Arabic for a visitor with
 * JavaScript off (no cookie was set) and crawlers can discover every Arabic page.
 */
export function href(path: string, lang: Lang): string {
  if (lang !== 'ar') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=ar`;
}

/** The same page in the given language, with an explicit `?lang=` (what the switch links to). */
export function langHref(path: string, lang: Lang): string {
  return `${path}?lang=${lang}`;
}

/**
 * Each language's own address: /why (English, what a visitor without a cookie gets) and
 * /why?lang=ar. The canonical link and the hreflang alternates both use it, so search engines
 * see one consistent URL per language (a `?lang=en` alternate would point at a non-canonical).
 */
export function canonicalUrl(path: string, lang: Lang): string {
  return SITE_ORIGIN + href(path, lang);
}

/** `/` → index.html, `/review/x` → review/x.html: the names the server looks up. */
export function outputFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

export function reviewPath(id: string): string {
  return `/review/${id}`;
}

/** Every page the build writes per language, the 404 page included. */
export function allPaths(): string[] {
  return [...publicRoutes, ...content.en.stories.map((s) => reviewPath(s.id)), NOT_FOUND];
}
