import { content } from '../content';
import type { Lang } from '../content/types';
import { href, reviewPath } from './links';

/** Story cards linking to /review/{id}; the note says plainly that the stories are illustrative. */
export function StoryCards({ lang, headingLevel = 'h3' }: { lang: Lang; headingLevel?: 'h2' | 'h3' }) {
  const { ui, stories } = content[lang];
  const Heading = headingLevel;
  return (
    <>
      <ul className="stories">
        {stories.map((story) => (
          <li key={story.id} className="story-card">
            <p className="story-meta">
              {story.industry} · {story.region}
            </p>
            <Heading className="story-title">
              <a href={href(reviewPath(story.id), lang)}>{story.title}</a>
            </Heading>
            <p>{story.summary}</p>
            <p className="story-more" aria-hidden="true">
              {ui.readStory} <span className="arrow">→</span>
            </p>
          </li>
        ))}
      </ul>
      <p className="fine-print">{ui.storyNote}</p>
    </>
  );
}
