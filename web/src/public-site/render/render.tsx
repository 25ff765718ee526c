import { renderToStaticMarkup } from 'react-dom/server';
import type { InquiryKind } from '@contract/inquiries';
import { content } from '../content';
import type { Lang, PublicRoute } from '../content/types';
import type { SiteAssets } from './assets';
import { Document } from './Document';
import { NOT_FOUND } from './links';
import { EntriesPage } from './pages/Entries';
import { FormPage } from './pages/FormPage';
import { HomePage } from './pages/Home';
import { NotFoundPage } from './pages/NotFound';
import { ReviewPage } from './pages/Review';
import { PricePage, StandardPage, StoriesPage } from './pages/Standard';

/** The four public forms and the inquiry kind each one posts. */
export const formKinds: Partial<Record<PublicRoute, InquiryKind>> = {
  '/get-in-touch': 'contact',
  '/partner': 'partner',
  '/gladiator': 'gladiator',
  '/support': 'support',
};

const entryRoutes = new Set<PublicRoute>(['/blog', '/whatisnew', '/press']);
const storyRoutes = new Set<PublicRoute>(['/success-story', '/customer']);

function body(path: string, lang: Lang) {
  const c = content[lang];
  if (path === NOT_FOUND) return { meta: c.notFound, node: <NotFoundPage lang={lang} /> };
  if (path.startsWith('/review/')) {
    const story = c.stories.find((s) => `/review/${s.id}` === path);
    if (!story) throw new Error(`No story for ${path}`);
    return { meta: { title: story.title, description: story.summary }, node: <ReviewPage story={story} lang={lang} /> };
  }
  const route = path as PublicRoute;
  const page = c.pages[route];
  if (!page) throw new Error(`No page content for ${path}`);
  const kind = formKinds[route];
  const node =
    route === '/' ? (
      <HomePage lang={lang} />
    ) : route === '/price' ? (
      <PricePage page={page} lang={lang} />
    ) : kind ? (
      <FormPage page={page} lang={lang} kind={kind} />
    ) : entryRoutes.has(route) ? (
      <EntriesPage page={page} lang={lang} />
    ) : storyRoutes.has(route) ? (
      <StoriesPage page={page} lang={lang} />
    ) : (
      <StandardPage page={page} lang={lang} />
    );
  return { meta: page, node };
}

/** One complete HTML file for a path (a public route, /review/{id} or /404) in one language. */
export function renderPage(path: string, lang: Lang, assets: SiteAssets): string {
  const { meta, node } = body(path, lang);
  const html = renderToStaticMarkup(
    <Document lang={lang} path={path} title={meta.title} description={meta.description} assets={assets} notFound={path === NOT_FOUND}>
      {node}
    </Document>,
  );
  return html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}`;
}
