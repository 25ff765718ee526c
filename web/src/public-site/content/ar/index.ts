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

export const ar: SiteContent = {
  lang: 'ar',
  ui,
  form,
  plans,
  stories,
  pages: pagesByRoute({ home, blog, ...company, ...news, ...platform, ...product, ...product2, ...programs, ...resources, ...solutions }),
  notFound: {
    title: 'الصفحة غير موجودة',
    description: 'الصفحة التي طلبتها غير موجودة على موقع زيارة.',
    eyebrow: 'خطأ 404',
    h1: 'لم نعثر على هذه الصفحة',
    lead: 'ربما كُتب العنوان بشكل خاطئ، أو نُقلت الصفحة إلى مكان آخر. ستأخذك هذه الروابط إلى وجهة مفيدة.',
    sections: [],
  },
};
