import { IconReportAnalytics } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const routes: AppRoute[] = [
  {
    path: 'reports',
    page: () => import('./pages/ReportsPage').then((m) => m.ReportsPage),
    nav: { label: 'reports:menu', order: 80, icon: IconReportAnalytics },
    permission: 'reports.view',
  },
];
