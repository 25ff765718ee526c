import { IconLayoutDashboard } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const routes: AppRoute[] = [
  {
    path: '',
    page: () => import('./pages/DashboardPage').then((m) => m.DashboardPage),
    nav: { label: 'dashboard:menu', order: 10, icon: IconLayoutDashboard },
    permission: 'dashboard.view',
  },
];
