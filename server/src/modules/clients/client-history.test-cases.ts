import type { ModuleCases } from '../../../test/module-cases';
import { createVisitClient } from '../../../test/visits-fixtures';

/** What the sweeps over every route need to know of the client page's history calls (issue 41). */
const byClient = (mine: Record<string, string>) => ({ params: { id: mine.historyClient! } });

export const testCases: ModuleCases = {
  async world(t, b) {
    return { historyClient: await createVisitClient(t, b.users.manager.token, b.users.sales.id) };
  },
  tenancy: {
    'GET /api/v1/client/{id}/page': byClient,
    'GET /api/v1/client/{id}/history': byClient,
    'GET /api/v1/client/{id}/history/visits': byClient,
    'GET /api/v1/client/{id}/history/meetings': byClient,
    'GET /api/v1/client/{id}/history/ratings': byClient,
  },
};
