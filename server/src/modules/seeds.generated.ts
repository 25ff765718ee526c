// Written by scripts/module-index.mjs (npm run modules). Do not edit: add the file and run it again.
import { demoRows as expensesExpenses } from './expenses/expenses.seed';
import { demoRows as reportSchedulesReportSchedules } from './report-schedules/report-schedules.seed';
import { demoRows as savedViewsSavedViews } from './saved-views/saved-views.seed';
import { demoRows as territoriesTerritories } from './territories/territories.seed';

/** Each module's demo rows, run by seed/demo.ts after the company, its people and its clients and visits exist. */
export const moduleDemoRows = [expensesExpenses, reportSchedulesReportSchedules, savedViewsSavedViews, territoriesTerritories];
