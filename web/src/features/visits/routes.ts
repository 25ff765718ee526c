import { IconMapPinCheck } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const routes: AppRoute[] = [
  {
    path: 'visits',
    page: () => import('./pages/VisitsPage').then((m) => m.VisitsPage),
    nav: { label: 'visits:menu', order: 30, icon: IconMapPinCheck },
    permission: 'visits.work',
  },
  {
    path: 'visits/near',
    page: () => import('./pages/NearClientsPage').then((m) => m.NearClientsPage),
    permission: 'visits.work',
  },
  {
    path: 'visits/visitdetails/:id',
    page: () => import('./pages/VisitDetailsPage').then((m) => m.VisitDetailsPage),
    permission: 'visits.work',
  },
];
