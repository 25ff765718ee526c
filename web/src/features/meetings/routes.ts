import { IconCalendarEvent } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const meetingsRoutes: AppRoute[] = [
  {
    path: 'meeting',
    page: () => import('./pages/MeetingsPage').then((m) => m.MeetingsPage),
    nav: { label: 'nav.meetings', icon: IconCalendarEvent },
    permission: 'meetings.work',
  },
];
