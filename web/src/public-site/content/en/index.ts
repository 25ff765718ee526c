import type { SiteContent } from '../types';
import { blog } from './blog';
import { about, model, team, whyus } from './company';
import { form, plans } from './forms';
import { home } from './home';
import { press, whatisnew } from './news';
import { hr, maintenanceTeam, marketing } from './solutions';
import { appDevelopment, integration, kpi, price } from './platform';
import { what, why } from './product';
import { empoweringSales, reportingAnalytics } from './product2';
import { gladiator, getInTouch, ourPartner, partner, support } from './programs';
import { community, customer, successStory, training } from './resources';
import { stories } from './stories';
import { ui } from './ui';

export const en: SiteContent = {
  lang: 'en',
  ui,
  form,
  plans,
  stories,
  pages: {
    '/': home,
    '/why': why,
    '/whyus': whyus,
    '/what': what,
    '/empowering-sales': empoweringSales,
    '/reporting-analytics': reportingAnalytics,
    '/marketing': marketing,
    '/kpi': kpi,
    '/hr': hr,
    '/maintenance-team': maintenanceTeam,
    '/about': about,
    '/model': model,
    '/price': price,
    '/get-in-touch': getInTouch,
    '/gladiator': gladiator,
    '/partner': partner,
    '/press': press,
    '/team': team,
    '/success-story': successStory,
    '/customer': customer,
    '/whatisnew': whatisnew,
    '/blog': blog,
    '/training': training,
    '/community': community,
    '/our-partner': ourPartner,
    '/support': support,
    '/integration': integration,
    '/app-development': appDevelopment,
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist on the Ziyara website.',
    eyebrow: 'Error 404',
    h1: 'We could not find that page',
    lead: 'The address may be mistyped, or the page may have moved. These links will take you somewhere useful.',
    sections: [],
  },
};
