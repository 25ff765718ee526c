import { IconLayoutDashboard } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const dashboardRoutes: AppRoute[] = [
  {
    path: '',
    page: () => import('./pages/DashboardPage').then((m) => m.DashboardPage),
    nav: { label: 'nav.dashboard', icon: IconLayoutDashboard },
    permission: 'dashboard.view',
  },
];
