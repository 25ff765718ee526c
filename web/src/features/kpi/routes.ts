import { IconTargetArrow } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const kpiRoutes: AppRoute[] = [
  {
    path: 'employee-kpi',
    page: () => import('./pages/KpiPage').then((m) => m.KpiPage),
    nav: { label: 'nav.kpi', icon: IconTargetArrow },
    permission: 'kpi.view',
  },
];
