import { IconUsersGroup } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const routes: AppRoute[] = [
  {
    path: 'clients',
    page: () => import('./pages/ClientsPage').then((m) => m.ClientsPage),
    nav: { label: 'clients:menu', order: 20, icon: IconUsersGroup },
    permission: 'clients.work',
  },
  {
    path: 'clients/clientdetails/:id',
    page: () => import('./pages/ClientDetailsPage').then((m) => m.ClientDetailsPage),
    permission: 'clients.work',
  },
];
