import { IconChecklist } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const tasksRoutes: AppRoute[] = [
  {
    path: 'tasks',
    page: () => import('./pages/TasksPage').then((m) => m.TasksPage),
    nav: { label: 'nav.tasks', icon: IconChecklist },
    permission: 'tasks.work',
  },
];
