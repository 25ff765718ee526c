import { IconTargetArrow } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const routes: AppRoute[] = [
  {
    path: 'employee-kpi',
    page: () => import('./pages/KpiPage').then((m) => m.KpiPage),
    nav: { label: 'kpi:menu', order: 70, icon: IconTargetArrow },
    permission: 'kpi.view',
  },
];
