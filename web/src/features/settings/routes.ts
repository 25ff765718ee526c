import { IconSettings } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const routes: AppRoute[] = [
  {
    path: 'settings',
    page: () => import('./pages/SettingsPage').then((m) => m.SettingsPage),
    nav: { label: 'settings:menu', order: 90, icon: IconSettings },
    permission: 'company.manage',
  },
];
