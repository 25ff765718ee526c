import type { SiteContent } from '../types';
import { pagesByRoute } from '../pages-by-route';
import { blog } from './blog';
import * as company from './company';
import { form, plans } from './forms';
import { home } from './home';
import * as news from './news';
import * as platform from './platform';
import * as product from './product';
import * as product2 from './product2';
import * as programs from './programs';
import * as resources from './resources';
import * as solutions from './solutions';
import { stories } from './stories';
import { ui } from './ui';

export const en: SiteContent = {
  lang: 'en',
  ui,
  form,
  plans,
  stories,
  pages: pagesByRoute({ home, blog, ...company, ...news, ...platform, ...product, ...product2, ...programs, ...resources, ...solutions }),
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist on the Ziyara website.',
    eyebrow: 'Error 404',
    h1: 'We could not find that page',
    lead: 'The address may be mistyped, or the page may have moved. These links will take you somewhere useful.',
    sections: [],
  },
};
