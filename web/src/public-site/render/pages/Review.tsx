import { content } from '../../content';
import type { Lang, Story } from '../../content/types';
import { CtaBand, Hero } from '../blocks';
import { href } from '../links';

/** /review/{id}: one customer story, clearly marked as an illustrative scenario. */
export function ReviewPage({ story, lang }: { story: Story; lang: Lang }) {
  const { ui } = content[lang];
  const l = ui.storyLabels;
  return (
    <>
      <Hero page={{ eyebrow: ui.storiesHeading, h1: story.title, lead: story.summary }} lang={lang} actions={false} />
      <div className="container">
        <div className="story">
          <p className="note" role="note">
            {ui.storyNote}
          </p>
          <dl className="facts">
            <div>
              <dt>{l.industry}</dt>
              <dd>{story.industry}</dd>
            </div>
            <div>
              <dt>{l.region}</dt>
              <dd>{story.region}</dd>
            </div>
            <div>
              <dt>{l.team}</dt>
              <dd>{story.team}</dd>
            </div>
          </dl>
          <section aria-labelledby="challenge">
            <h2 id="challenge">{l.challenge}</h2>
            {story.challenge.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </section>
          <section aria-labelledby="approach">
            <h2 id="approach">{l.approach}</h2>
            <ul className="story-list">
              {story.approach.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="outcome">
            <h2 id="outcome">{l.outcome}</h2>
            <ul className="story-list">
              {story.outcome.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          </section>
          <figure className="quote">
            <blockquote>
              <p>{story.quote.text}</p>
            </blockquote>
            <figcaption>{story.quote.by}</figcaption>
          </figure>
          <p>
            <a className="btn btn-ghost" href={href('/success-story', lang)}>
              {ui.allStories}
            </a>
          </p>
        </div>
      </div>
      <CtaBand lang={lang} />
    </>
  );
}
