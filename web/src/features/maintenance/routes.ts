import { IconTool } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const routes: AppRoute[] = [
  {
    path: 'maintenance',
    page: () => import('./pages/MaintenancePage').then((m) => m.MaintenancePage),
    nav: { label: 'maintenance:menu', order: 60, icon: IconTool },
    permission: 'maintenance.work',
  },
];
