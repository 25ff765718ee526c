import { IconPolygon } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const routes: AppRoute[] = [
  {
    path: 'territories',
    page: () => import('./pages/TerritoriesPage').then((m) => m.TerritoriesPage),
    nav: { label: 'territories:menu', order: 25, icon: IconPolygon },
    permission: 'territories.manage',
  },
];
