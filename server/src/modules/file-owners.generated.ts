// Written by scripts/module-index.mjs (npm run modules). Do not edit: add the file and run it again.
import { fileOwners as clientsClients } from './clients/clients.file-owners';
import { fileOwners as expensesExpenses } from './expenses/expenses.file-owners';
import { fileOwners as maintenanceMaintenance } from './maintenance/maintenance.file-owners';
import { fileOwners as tasksTasks } from './tasks/tasks.file-owners';
import { fileOwners as visitTalkVisitTalk } from './visit-talk/visit-talk.file-owners';
import { fileOwners as visitsVisits } from './visits/visits.file-owners';

/** Who sees the files of each kind of record (files.owner_type), by the module that attaches them. */
export const moduleFileOwners = [clientsClients, expensesExpenses, maintenanceMaintenance, tasksTasks, visitTalkVisitTalk, visitsVisits];
