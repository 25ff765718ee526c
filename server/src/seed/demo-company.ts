import type { Storage } from '../lib/storage';
import type { UserRow } from '../modules/users/users.repository';

/**
 * What a module's demo rows are given (`demoRows(tx, demo)` in `<m>.seed.ts`, found by
 * `npm run modules`): the demo company, once its people, clients, visits and the core
 * modules' rows exist. A module reads what it builds on from the database.
 */
export interface DemoCompany {
  tenantId: string;
  /** The people who sign in, as DEMO_USERS lists them (find one by e-mail). */
  people: UserRow[];
  now: Date;
  timeZone: string;
  /** Where uploads live: a module whose rows carry files writes their bytes here. */
  storage: Storage;
}
