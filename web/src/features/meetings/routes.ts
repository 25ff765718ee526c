import { IconCalendarEvent } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const routes: AppRoute[] = [
  {
    path: 'meeting',
    page: () => import('./pages/MeetingsPage').then((m) => m.MeetingsPage),
    nav: { label: 'meetings:menu', order: 50, icon: IconCalendarEvent },
    permission: 'meetings.work',
  },
];
