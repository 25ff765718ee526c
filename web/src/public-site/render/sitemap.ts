import { languages } from '../content';
import { allPaths, canonicalUrl, NOT_FOUND, SITE_ORIGIN } from './links';

/** sitemap.xml: every page in both languages, each listing its language alternates. */
export function sitemapXml(): string {
  const urls = allPaths()
    .filter((p) => p !== NOT_FOUND)
    .flatMap((path) =>
      languages.map((lang) => {
        const alternates = languages
          .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${canonicalUrl(path, l).replace(/&/g, '&amp;')}"/>`)
          .join('');
        return `<url><loc>${canonicalUrl(path, lang)}</loc>${alternates}</url>`;
      }),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: the marketing site is public; the app and the API are not for crawlers.
 * `/app$` and `/app/`, not `/app`: a prefix rule would also hide /app-development.
 */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /app$\nDisallow: /app/\nDisallow: /api/\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`;
}
