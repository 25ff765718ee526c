import { IconReportAnalytics } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const reportsRoutes: AppRoute[] = [
  {
    path: 'reports',
    page: () => import('./pages/ReportsPage').then((m) => m.ReportsPage),
    nav: { label: 'nav.reports', icon: IconReportAnalytics },
    permission: 'reports.view',
  },
];
