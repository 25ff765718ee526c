import type { Lang } from '../content/types';

/** Public URLs of the built client files (hashed names come from the site build's manifest). */
export interface SiteAssets {
  js: string;
  css: string;
  /** The regular-weight font each language shows first; preloaded to avoid a late swap. */
  font: Record<Lang, string>;
  ogImage: string;
}

/** Stable names for tests and previews that do not read a real build. */
export const placeholderAssets: SiteAssets = {
  js: '/site-assets/site.js',
  css: '/site-assets/site.css',
  font: { en: '/site-assets/inter-latin-400.woff2', ar: '/site-assets/noto-sans-arabic-400.woff2' },
  ogImage: '/site-assets/og.jpg',
};
