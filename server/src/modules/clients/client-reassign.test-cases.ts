import type { Company } from '../../../test/factories';
import type { ModuleCases } from '../../../test/module-cases';
import { createVisitClient } from '../../../test/visits-fixtures';

/**
 * What the sweeps over every route need of bulk reassign (issue 43): company B's client, named
 * by company A's callers (a 404, or a 403 for the roles it is not for), and sample bodies.
 */
const reassignOf = (ids: string[], b: Company) => ({
  body: { ids, assigned_to: b.users.sales.id, move_future_visits: true, move_open_tasks: true },
});

export const testCases: ModuleCases = {
  async world(t, b) {
    return { reassignClient: await createVisitClient(t, b.users.manager.token, b.users.sales.id) };
  },
  tenancy: {
    'POST /api/v1/client/reassign/preview': (mine) => ({ body: { ids: [mine.reassignClient!] } }),
    'POST /api/v1/client/reassign': (mine, b) => reassignOf([mine.reassignClient!], b),
  },
  samples: {
    'POST /api/v1/client/reassign/preview': (co) => ({ ids: [co.users.maintenance.id], assigned_to: co.users.sales.id }),
    'POST /api/v1/client/reassign': (co) => ({
      ids: [co.users.maintenance.id],
      assigned_to: co.users.sales.id,
      move_future_visits: true,
      move_open_tasks: false,
    }),
  },
};
