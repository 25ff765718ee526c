import { content } from '../../content';
import type { Lang, Page } from '../../content/types';
import { CtaBand, Hero, Sections } from '../blocks';
import { PlansGrid } from '../plans';
import { StoryCards } from '../stories';

/** Most pages: a hero, the content file's sections, and the closing call to action. */
export function StandardPage({ page, lang }: { page: Page; lang: Lang }) {
  return (
    <>
      <Hero page={page} lang={lang} />
      <Sections sections={page.sections} />
      <CtaBand lang={lang} />
    </>
  );
}

export function PricePage({ page, lang }: { page: Page; lang: Lang }) {
  const { ui } = content[lang];
  return (
    <>
      <Hero page={page} lang={lang} actions={false} />
      <section className="section section-plans" aria-label={ui.plansHeading}>
        <div className="container">
          <PlansGrid lang={lang} headingLevel="h2" />
        </div>
      </section>
      <Sections sections={page.sections} />
      <CtaBand lang={lang} />
    </>
  );
}

/** /success-story and /customer: the page's own sections, then every story. */
export function StoriesPage({ page, lang }: { page: Page; lang: Lang }) {
  const { ui } = content[lang];
  const standalone = page.sections.length === 0;
  return (
    <>
      <Hero page={page} lang={lang} actions={false} />
      <Sections sections={page.sections} />
      <section
        className="section"
        aria-labelledby={standalone ? undefined : 'stories-title'}
        aria-label={standalone ? ui.storiesHeading : undefined}
      >
        <div className="container">
          {standalone ? null : <h2 id="stories-title">{ui.storiesHeading}</h2>}
          <StoryCards lang={lang} headingLevel={standalone ? 'h2' : 'h3'} />
        </div>
      </section>
      <CtaBand lang={lang} />
    </>
  );
}
