import { IconChevronDown, IconMenu2, IconMoon, IconSun } from '@tabler/icons-react';
import { content } from '../content';
import type { Lang } from '../content/types';
import { LogoMark } from './Logo';
import { href, langHref } from './links';

/**
 * The landing header. Groups are <details> disclosures, so they open with mouse, keyboard
 * and without JavaScript; the site script only adds closing on Escape / outside click.
 * On a phone the nav is folded: without JS "Menu" is a link to the footer site map, with JS
 * a button (revealed by the script) opens the same nav in place.
 */
export function Header({ lang, path }: { lang: Lang; path: string }) {
  const { ui } = content[lang];
  const other: Lang = lang === 'en' ? 'ar' : 'en';
  const current = (to: string) => (to === path ? ('page' as const) : undefined);
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a className="brand" href={href('/', lang)} aria-current={current('/')}>
          <LogoMark />
          <span className="brand-name">{ui.brand}</span>
        </a>
        <nav id="site-nav" className="site-nav" aria-label={ui.navLabel}>
          <ul className="nav-groups">
            {ui.nav.map((group) => (
              <li key={group.id}>
                <details className="nav-group" data-nav-group>
                  <summary>
                    {group.label}
                    <IconChevronDown size={16} aria-hidden="true" className="chevron" />
                  </summary>
                  <ul className="nav-panel">
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <a href={href(link.href, lang)} aria-current={current(link.href)}>
                          <span className="nav-link-label">{link.label}</span>
                          {link.desc ? <span className="nav-link-desc">{link.desc}</span> : null}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
            <li>
              <a className="nav-top-link" href={href(ui.navPricing.href, lang)} aria-current={current(ui.navPricing.href)}>
                {ui.navPricing.label}
              </a>
            </li>
          </ul>
          <div className="nav-actions">
            <a className="lang-switch" href={langHref(path, other)} hrefLang={other} lang={other} data-lang-switch={other}>
              {ui.otherLanguageName}
            </a>
            <button
              type="button"
              className="icon-btn theme-toggle"
              data-theme-toggle
              aria-label={ui.themeToggle}
              aria-pressed="false"
              hidden
            >
              <IconMoon size={20} aria-hidden="true" className="when-light" />
              <IconSun size={20} aria-hidden="true" className="when-dark" />
            </button>
            {/* The app opens in the page's language: the links carry it (?lang=ar). */}
            <a className="btn btn-quiet" href={href('/login', lang)} data-signed-out>
              {ui.login}
            </a>
            <a className="btn btn-primary" href={href('/signin', lang)} data-signed-out>
              {ui.startFree}
            </a>
            <a className="btn btn-primary" href={href('/app', lang)} data-signed-in hidden>
              {ui.openApp}
            </a>
          </div>
        </nav>
        <a className="menu-link" href="#site-map">
          {ui.menu}
        </a>
        <button
          type="button"
          className="icon-btn menu-btn"
          data-menu-toggle
          aria-expanded="false"
          aria-controls="site-nav"
          aria-label={ui.menu}
          data-label-open={ui.menu}
          data-label-close={ui.closeMenu}
          hidden
        >
          <IconMenu2 size={22} aria-hidden="true" />
        </button>
      </div>
    </header>
  );
}
