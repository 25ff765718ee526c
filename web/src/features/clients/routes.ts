import { IconUsersGroup } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const clientsRoutes: AppRoute[] = [
  {
    path: 'clients',
    page: () => import('./pages/ClientsPage').then((m) => m.ClientsPage),
    nav: { label: 'nav.clients', icon: IconUsersGroup },
    permission: 'clients.work',
  },
  {
    path: 'clients/clientdetails/:id',
    page: () => import('./pages/ClientDetailsPage').then((m) => m.ClientDetailsPage),
    permission: 'clients.work',
  },
];
