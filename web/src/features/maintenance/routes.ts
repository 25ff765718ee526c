import { IconTool } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const maintenanceRoutes: AppRoute[] = [
  {
    path: 'maintenance',
    page: () => import('./pages/MaintenancePage').then((m) => m.MaintenancePage),
    nav: { label: 'nav.maintenance', icon: IconTool },
    permission: 'maintenance.work',
  },
];
