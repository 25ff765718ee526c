import { IconReceipt2 } from '@tabler/icons-react';
import type { AppRoute } from '../../components/app-route';

export const routes: AppRoute[] = [
  {
    path: 'expenses',
    page: () => import('./pages/ExpensesPage').then((m) => m.ExpensesPage),
    nav: { label: 'expenses:menu', order: 65, icon: IconReceipt2 },
    permission: 'expenses.work',
  },
];
