import { content } from '../../content';
import type { Lang, Page } from '../../content/types';
import { CtaBand, Hero } from '../blocks';
import { numberLocale } from '../plans';

export function formatDate(iso: string, lang: Lang): string {
  // Gregorian calendar and Western digits in Arabic too, as in the app.
  const locale = lang === 'ar' ? `${numberLocale.ar}-ca-gregory` : 'en-GB';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

/**
 * /blog, /whatisnew, /press: a dated index, then every entry in full with its own anchor,
 * so each one can be linked to and read without another route.
 */
export function EntriesPage({ page, lang }: { page: Page; lang: Lang }) {
  const { ui } = content[lang];
  const entries = page.entries ?? [];
  return (
    <>
      <Hero page={page} lang={lang} actions={false} />
      <div className="container entries-layout">
        <nav className="entries-index" aria-labelledby="entries-index-title" id="entries-index">
          <h2 id="entries-index-title" className="entries-index-title">
            {ui.onThisPage}
          </h2>
          <ol>
            {entries.map((e) => (
              <li key={e.id}>
                <a href={`#${e.id}`}>{e.title}</a>
                <time dateTime={e.date}>{formatDate(e.date, lang)}</time>
              </li>
            ))}
          </ol>
        </nav>
        <div className="entries">
          {entries.map((e) => (
            <article key={e.id} id={e.id} className="entry" aria-labelledby={`${e.id}-title`}>
              <p className="entry-meta">
                <time dateTime={e.date}>{formatDate(e.date, lang)}</time>
                <span className="tag tag-brand">{e.tag}</span>
              </p>
              <h2 id={`${e.id}-title`}>{e.title}</h2>
              <p className="entry-summary">{e.summary}</p>
              {e.body.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
              <p className="entry-back">
                <a href="#entries-index">{ui.backToTop}</a>
              </p>
            </article>
          ))}
        </div>
      </div>
      <CtaBand lang={lang} />
    </>
  );
}
