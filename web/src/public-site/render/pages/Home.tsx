import type { ReactNode } from 'react';
import { IconCircleCheck, IconMapPin } from '@tabler/icons-react';
import { content } from '../../content';
import type { Lang } from '../../content/types';
import { CtaBand, Hero, Sections } from '../blocks';
import { PlansGrid } from '../plans';
import { StoryCards } from '../stories';

/** A static picture of the app's visit card: shows the idea before anyone signs up. */
function HeroPreview({ lang }: { lang: Lang }) {
  const p = content[lang].ui.heroPreview;
  return (
    <figure className="preview">
      <div className="preview-card">
        <p className="preview-title">{p.title}</p>
        <div className="preview-visit">
          <span className="preview-pin">
            <IconMapPin size={22} aria-hidden="true" />
          </span>
          <div>
            <p className="preview-client">{p.client}</p>
            <p className="preview-tags">
              <span className="tag tag-brand">{p.type}</span>
              <span className="tag tag-warn">{p.status}</span>
            </p>
            <p className="preview-distance">
              <IconCircleCheck size={18} aria-hidden="true" />
              {p.distance}
            </p>
          </div>
        </div>
        <div className="preview-skeleton" aria-hidden="true">
          <span />
          <span />
        </div>
        <div className="preview-skeleton" aria-hidden="true">
          <span />
          <span />
        </div>
      </div>
      <figcaption>{p.note}</figcaption>
    </figure>
  );
}

/** A home-page band: heading, one line of text, then its content. */
function TitledSection({ id, heading, text, children }: { id: string; heading: string; text: string; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{heading}</h2>
        <p className="section-text">{text}</p>
        {children}
      </div>
    </section>
  );
}

export function HomePage({ lang }: { lang: Lang }) {
  const { ui, pages } = content[lang];
  const page = pages['/'];
  return (
    <>
      <Hero page={page} lang={lang} aside={<HeroPreview lang={lang} />} />
      <Sections sections={page.sections} />
      <TitledSection id="plans-title" heading={ui.plansHeading} text={ui.plansText}>
        <PlansGrid lang={lang} />
      </TitledSection>
      <TitledSection id="stories-title" heading={ui.storiesHeading} text={ui.storiesText}>
        <StoryCards lang={lang} />
      </TitledSection>
      <CtaBand lang={lang} />
    </>
  );
}
