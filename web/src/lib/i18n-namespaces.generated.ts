// Written by scripts/module-index.mjs (npm run modules). Do not edit: add the file and run it again.
// Every catalog of locales/en/ typed as a namespace, so `t('ns:key')` is checked (the bundler
// finds the catalogs themselves, lib/i18n.ts).
import type EnAccount from '../locales/en/account.json';
import type EnAuth from '../locales/en/auth.json';
import type EnClients from '../locales/en/clients.json';
import type EnCommon from '../locales/en/common.json';
import type EnDashboard from '../locales/en/dashboard.json';
import type EnDates from '../locales/en/dates.json';
import type EnExpenses from '../locales/en/expenses.json';
import type EnKpi from '../locales/en/kpi.json';
import type EnMaintenance from '../locales/en/maintenance.json';
import type EnMeetings from '../locales/en/meetings.json';
import type EnNotifications from '../locales/en/notifications.json';
import type EnOffline from '../locales/en/offline.json';
import type EnRating from '../locales/en/rating.json';
import type EnReceipts from '../locales/en/receipts.json';
import type EnReports from '../locales/en/reports.json';
import type EnSchedules from '../locales/en/schedules.json';
import type EnSettings from '../locales/en/settings.json';
import type EnShell from '../locales/en/shell.json';
import type EnSignup from '../locales/en/signup.json';
import type EnTasks from '../locales/en/tasks.json';
import type EnTeamDay from '../locales/en/teamDay.json';
import type EnTerritories from '../locales/en/territories.json';
import type EnViews from '../locales/en/views.json';
import type EnVisitCalendar from '../locales/en/visitCalendar.json';
import type EnVisitMap from '../locales/en/visitMap.json';
import type EnVisits from '../locales/en/visits.json';

declare module 'i18next' {
  // ResourceNamespaceMap (not CustomTypeOptions.resources) merges with other declarations.
  interface ResourceNamespaceMap {
    account: typeof EnAccount;
    auth: typeof EnAuth;
    clients: typeof EnClients;
    common: typeof EnCommon;
    dashboard: typeof EnDashboard;
    dates: typeof EnDates;
    expenses: typeof EnExpenses;
    kpi: typeof EnKpi;
    maintenance: typeof EnMaintenance;
    meetings: typeof EnMeetings;
    notifications: typeof EnNotifications;
    offline: typeof EnOffline;
    rating: typeof EnRating;
    receipts: typeof EnReceipts;
    reports: typeof EnReports;
    schedules: typeof EnSchedules;
    settings: typeof EnSettings;
    shell: typeof EnShell;
    signup: typeof EnSignup;
    tasks: typeof EnTasks;
    teamDay: typeof EnTeamDay;
    territories: typeof EnTerritories;
    views: typeof EnViews;
    visitCalendar: typeof EnVisitCalendar;
    visitMap: typeof EnVisitMap;
    visits: typeof EnVisits;
  }
}
