import type { AppRoute } from '../components/app-route';
import { clientsRoutes } from '../features/clients/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { meetingsRoutes } from '../features/meetings/routes';
import { settingsRoutes } from '../features/settings/routes';
import { tasksRoutes } from '../features/tasks/routes';
import { maintenanceRoutes } from '../features/maintenance/routes';
import { kpiRoutes } from '../features/kpi/routes';
import { visitsRoutes } from '../features/visits/routes';
import { reportsRoutes } from '../features/reports/routes';

/** Every page of the signed-in app, in menu order: one line per feature. */
export const appRoutes: AppRoute[] = [
  ...dashboardRoutes,
  ...clientsRoutes,
  ...visitsRoutes,
  ...tasksRoutes,
  ...meetingsRoutes,
  ...maintenanceRoutes,
  ...kpiRoutes,
  ...reportsRoutes,
  ...settingsRoutes,
];
