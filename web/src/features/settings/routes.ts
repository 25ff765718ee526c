import { IconSettings } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const settingsRoutes: AppRoute[] = [
  {
    path: 'settings',
    page: () => import('./pages/SettingsPage').then((m) => m.SettingsPage),
    nav: { label: 'nav.settings', icon: IconSettings },
    permission: 'company.manage',
  },
];
