import { content } from '../content';
import type { Lang } from '../content/types';
import { LogoMark } from './Logo';
import { href, langHref } from './links';

/** The footer carries the complete site map: the no-JS phone menu links here. */
export function Footer({ lang, path }: { lang: Lang; path: string }) {
  const { ui } = content[lang];
  const other: Lang = lang === 'en' ? 'ar' : 'en';
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div className="footer-brand">
          <a className="brand" href={href('/', lang)}>
            <LogoMark size={28} />
            <span className="brand-name">{ui.brand}</span>
          </a>
          <p>{ui.footerAbout}</p>
          <p className="footer-actions">
            <a className="btn btn-primary" href={href('/signin', lang)}>
              {ui.startFree}
            </a>
            <a className="btn btn-quiet" href={href('/login', lang)}>
              {ui.login}
            </a>
          </p>
        </div>
        <nav id="site-map" className="site-map" aria-labelledby="site-map-title" tabIndex={-1}>
          <h2 id="site-map-title" className="site-map-title">
            {ui.siteMap}
          </h2>
          <div className="site-map-cols">
            {ui.nav.map((group) => (
              <div key={group.id}>
                <h3>{group.label}</h3>
                <ul>
                  {group.id === 'product' ? (
                    <li>
                      <a href={href(ui.navPricing.href, lang)}>{ui.navPricing.label}</a>
                    </li>
                  ) : null}
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <a href={href(link.href, lang)}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>
          © {new Date().getFullYear()} {ui.brand}. {ui.rights}
        </p>
        <a href={langHref(path, other)} hrefLang={other} lang={other} data-lang-switch={other}>
          {ui.otherLanguageName}
        </a>
      </div>
    </footer>
  );
}
