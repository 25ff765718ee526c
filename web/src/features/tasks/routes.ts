import { IconChecklist } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const routes: AppRoute[] = [
  {
    path: 'tasks',
    page: () => import('./pages/TasksPage').then((m) => m.TasksPage),
    nav: { label: 'tasks:menu', order: 40, icon: IconChecklist },
    permission: 'tasks.work',
  },
];
