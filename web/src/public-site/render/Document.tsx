import type { ReactNode } from 'react';
import { content } from '../content';
import type { Lang } from '../content/types';
import type { SiteAssets } from './assets';
import { Footer } from './Footer';
import { Header } from './Header';
import { brandScale, siteColorsCss } from '../../components/brand/palette';
import { FAVICON } from './Logo';
import { canonicalUrl, SITE_ORIGIN } from './links';

interface Props {
  lang: Lang;
  path: string;
  title: string;
  description: string;
  assets: SiteAssets;
  /** The 404 page: no canonical, not indexed. */
  notFound?: boolean;
  children: ReactNode;
}

const ogLocale: Record<Lang, string> = { en: 'en_US', ar: 'ar_SA' };

/** The whole HTML document of one prerendered page: head metadata, header, main, footer. */
export function Document({ lang, path, title, description, assets, notFound, children }: Props) {
  const { ui } = content[lang];
  const fullTitle = path === '/' ? `${ui.brand} · ${title}` : `${title} · ${ui.brand}`;
  const url = canonicalUrl(path, lang);
  const other: Lang = lang === 'en' ? 'ar' : 'en';
  return (
    <html lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} data-theme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {notFound ? <meta name="robots" content="noindex" /> : null}
        {notFound ? null : <link rel="canonical" href={url} />}
        {notFound ? null : <link rel="alternate" hrefLang="en" href={canonicalUrl(path, 'en')} />}
        {notFound ? null : <link rel="alternate" hrefLang="ar" href={canonicalUrl(path, 'ar')} />}
        {notFound ? null : <link rel="alternate" hrefLang="x-default" href={SITE_ORIGIN + path} />}
        <meta name="theme-color" content={brandScale[7]} />
        <meta name="color-scheme" content="light dark" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={ui.brand} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={url} />
        <meta property="og:image" content={SITE_ORIGIN + assets.ogImage} />
        <meta property="og:locale" content={ogLocale[lang]} />
        <meta property="og:locale:alternate" content={ogLocale[other]} />
        <meta name="twitter:card" content="summary_large_image" />
        <link rel="icon" type="image/svg+xml" href={FAVICON} />
        <link rel="preload" as="font" type="font/woff2" href={assets.font[lang]} crossOrigin="anonymous" />
        <link rel="stylesheet" href={assets.css} />
        {/* The brand palette, from the same values as the app's theme (components/brand/palette.ts). */}
        <style dangerouslySetInnerHTML={{ __html: siteColorsCss() }} />
        {/* Classic (not module) script so it runs before first paint: it applies the saved theme. */}
        <script src={assets.js} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {ui.skipToContent}
        </a>
        <Header lang={lang} path={path} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer lang={lang} path={path} />
      </body>
    </html>
  );
}
