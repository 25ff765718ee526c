import { IconRoute } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const routes: AppRoute[] = [
  {
    path: 'team/day',
    page: () => import('./pages/TeamDayPage').then((m) => m.TeamDayPage),
    nav: { label: 'teamDay:menu', order: 35, icon: IconRoute },
    permission: 'visits.manage',
  },
];
