import { catalogApi } from './agencies';
import { authApi } from './auth';
import { clientTransferApi } from './client-transfer';
import { clientsApi } from './clients';
import { dashboardApi } from './dashboard';
import type { Endpoint } from './endpoint';
import { filesApi } from './files';
import { inquiriesApi } from './inquiries';
import { invitationsApi } from './invitations';
import { notificationsApi } from './notifications';
import { maintenanceApi } from './maintenance';
import { meetingsApi } from './meetings';
import { kpiApi } from './kpi';
import { tasksApi } from './tasks';
import { reportsApi } from './reports';
import { tenantApi } from './tenant';
import { usersApi } from './users';
import { visitCalendarApi } from './visit-calendar';
import { visitMapApi } from './visit-map';
import { visitTalkApi } from './visit-talk';
import { visitsApi } from './visits';

export const API_PREFIX = '/api/v1/';

/**
 * Every endpoint of the contract, one line per module. A test checks that the server serves
 * and documents each of them, so an endpoint declared but never registered fails the build.
 */
export const apiModules: Record<string, Record<string, Endpoint>> = {
  auth: authApi,
  tenant: tenantApi,
  users: usersApi,
  invitations: invitationsApi,
  files: filesApi,
  inquiries: inquiriesApi,
  catalog: catalogApi,
  clients: clientsApi,
  clientTransfer: clientTransferApi,
  visits: visitsApi,
  visitTalk: visitTalkApi,
  visitCalendar: visitCalendarApi,
  visitMap: visitMapApi,
  tasks: tasksApi,
  notifications: notificationsApi,
  maintenance: maintenanceApi,
  meetings: meetingsApi,
  kpi: kpiApi,
  dashboard: dashboardApi,
  reports: reportsApi,
};

export const allEndpoints = (): Endpoint[] => Object.values(apiModules).flatMap((m) => Object.values(m));
