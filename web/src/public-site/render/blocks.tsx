import type { ReactNode } from 'react';
import { IconCheck } from '@tabler/icons-react';
import { content } from '../content';
import type { Lang, Page, Section } from '../content/types';
import { Icon } from './icons';
import { href } from './links';

export function Hero({
  page,
  lang,
  aside,
  actions = true,
}: {
  page: Pick<Page, 'eyebrow' | 'h1' | 'lead'>;
  lang: Lang;
  aside?: ReactNode;
  actions?: boolean;
}) {
  const { ui } = content[lang];
  return (
    <section className={aside ? 'hero hero-split' : 'hero'}>
      <div className="container hero-inner">
        <div className="hero-text">
          <p className="eyebrow">{page.eyebrow}</p>
          <h1>{page.h1}</h1>
          <p className="lead">{page.lead}</p>
          {actions ? (
            <p className="hero-actions">
              <a className="btn btn-primary btn-lg" href={href('/signin', lang)}>
                {ui.cta.primary}
              </a>
              <a className="btn btn-ghost btn-lg" href={href('/get-in-touch', lang)}>
                {ui.cta.secondary}
              </a>
            </p>
          ) : null}
        </div>
        {aside}
      </div>
    </section>
  );
}

/** One content section; which parts show depends on what the content file gives it. */
export function SectionBlock({ section, id }: { section: Section; id: string }) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{section.heading}</h2>
        {section.text?.map((p, i) => (
          <p key={i} className="section-text">
            {p}
          </p>
        ))}
        {section.cards ? (
          <ul className="cards" data-count={section.cards.length}>
            {section.cards.map((card) => (
              <li key={card.title} className="card">
                {card.icon ? (
                  <span className="card-icon">
                    <Icon name={card.icon} />
                  </span>
                ) : null}
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </li>
            ))}
          </ul>
        ) : null}
        {section.steps ? (
          <ol className="steps" data-count={section.steps.length}>
            {section.steps.map((step) => (
              <li key={step.title} className="step">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        ) : null}
        {section.bullets ? (
          <ul className="checks">
            {section.bullets.map((b) => (
              <li key={b}>
                <IconCheck size={18} aria-hidden="true" className="check-icon" />
                {b}
              </li>
            ))}
          </ul>
        ) : null}
        {section.faq ? (
          <dl className="faq">
            {section.faq.map((qa) => (
              <div key={qa.title}>
                <dt>{qa.title}</dt>
                <dd>{qa.text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}

export function Sections({ sections, prefix = 's' }: { sections: Section[]; prefix?: string }) {
  return (
    <>
      {sections.map((s, i) => (
        <SectionBlock key={s.heading} section={s} id={`${prefix}-${i + 1}`} />
      ))}
    </>
  );
}

export function CtaBand({ lang }: { lang: Lang }) {
  const { ui } = content[lang];
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">{ui.cta.heading}</h2>
          <p>{ui.cta.text}</p>
        </div>
        <p className="hero-actions">
          <a className="btn btn-on-brand btn-lg" href={href('/signin', lang)}>
            {ui.cta.primary}
          </a>
          <a className="btn btn-outline-on-brand btn-lg" href={href('/get-in-touch', lang)}>
            {ui.cta.secondary}
          </a>
        </p>
      </div>
    </section>
  );
}
