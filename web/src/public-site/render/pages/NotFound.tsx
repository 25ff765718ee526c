import { content } from '../../content';
import type { Lang } from '../../content/types';
import { Hero } from '../blocks';
import { href } from '../links';

/** The 404 page: says what happened and offers the most useful ways on. */
export function NotFoundPage({ lang }: { lang: Lang }) {
  const { ui, notFound, pages } = content[lang];
  const links = ['/', '/what', '/price', '/get-in-touch', '/support'] as const;
  return (
    <>
      <Hero page={notFound} lang={lang} actions={false} />
      <section className="section" aria-label={ui.siteMap}>
        <div className="container">
          <ul className="link-list">
            {links.map((to) => (
              <li key={to}>
                <a href={href(to, lang)}>{to === '/' ? ui.brand : pages[to].title}</a>
              </li>
            ))}
            <li>
              <a href="#site-map">{ui.siteMap}</a>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
