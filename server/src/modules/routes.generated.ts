// Written by scripts/module-index.mjs (npm run modules). Do not edit: add the file and run it again.
import { routes as authAuth } from './auth/auth.routes';
import { routes as calendarFeedCalendarFeed } from './calendar-feed/calendar-feed.routes';
import { routes as catalogCatalog } from './catalog/catalog.routes';
import { routes as clientsClientField } from './clients/client-field.routes';
import { routes as clientsClientHistory } from './clients/client-history.routes';
import { routes as clientsClientMerge } from './clients/client-merge.routes';
import { routes as clientsClientReassign } from './clients/client-reassign.routes';
import { routes as clientsClients } from './clients/clients.routes';
import { routes as clientsTransfer } from './clients/transfer.routes';
import { routes as dashboardDashboard } from './dashboard/dashboard.routes';
import { routes as eventsEvents } from './events/events.routes';
import { routes as expensesExpenses } from './expenses/expenses.routes';
import { routes as filesFiles } from './files/files.routes';
import { routes as inquiriesInquiries } from './inquiries/inquiries.routes';
import { routes as invitationsInvitations } from './invitations/invitations.routes';
import { routes as kpiKpi } from './kpi/kpi.routes';
import { routes as maintenanceMaintenance } from './maintenance/maintenance.routes';
import { routes as meetingsMeetings } from './meetings/meetings.routes';
import { routes as notificationsNotifications } from './notifications/notifications.routes';
import { routes as recoveryRecovery } from './recovery/recovery.routes';
import { routes as reportSchedulesReportSchedules } from './report-schedules/report-schedules.routes';
import { routes as reportsReports } from './reports/reports.routes';
import { routes as savedViewsSavedViews } from './saved-views/saved-views.routes';
import { routes as signupSignup } from './signup/signup.routes';
import { routes as tasksTasks } from './tasks/tasks.routes';
import { routes as teamDayTeamDay } from './team-day/team-day.routes';
import { routes as tenantsTenants } from './tenants/tenants.routes';
import { routes as territoriesTerritories } from './territories/territories.routes';
import { routes as usersUsers } from './users/users.routes';
import { routes as visitCalendarCalendar } from './visit-calendar/calendar.routes';
import { routes as visitMapVisitMap } from './visit-map/visit-map.routes';
import { routes as visitTalkTalk } from './visit-talk/talk.routes';
import { routes as visitsReceipt } from './visits/receipt.routes';
import { routes as visitsVisits } from './visits/visits.routes';

/** Each module's API routes, registered under /api/v1 by app.ts. */
export const moduleRoutes = [
  authAuth,
  calendarFeedCalendarFeed,
  catalogCatalog,
  clientsClientField,
  clientsClientHistory,
  clientsClientMerge,
  clientsClientReassign,
  clientsClients,
  clientsTransfer,
  dashboardDashboard,
  eventsEvents,
  expensesExpenses,
  filesFiles,
  inquiriesInquiries,
  invitationsInvitations,
  kpiKpi,
  maintenanceMaintenance,
  meetingsMeetings,
  notificationsNotifications,
  recoveryRecovery,
  reportSchedulesReportSchedules,
  reportsReports,
  savedViewsSavedViews,
  signupSignup,
  tasksTasks,
  teamDayTeamDay,
  tenantsTenants,
  territoriesTerritories,
  usersUsers,
  visitCalendarCalendar,
  visitMapVisitMap,
  visitTalkTalk,
  visitsReceipt,
  visitsVisits,
];
