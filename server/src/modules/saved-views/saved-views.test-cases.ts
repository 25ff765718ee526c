import type { ModuleCases } from '../../../test/module-cases';

/**
 * What the sweeps over every route need of saved views (server/test/module-cases.ts): company
 * B's manager's shared view (of the visits list, naming B's rep) and its rep's private one,
 * which A's people must find nowhere.
 */
export const testCases: ModuleCases = {
  samples: {
    'POST /api/v1/saved-views/': () => ({
      list: 'clients',
      name: 'Riyadh clinics',
      query: 'city=Riyadh&customer_type=Clinic',
      shared: false,
    }),
    'PATCH /api/v1/saved-views/{id}': () => ({ name: 'Riyadh clinics, VIP' }),
  },
  async world(t, b) {
    const save = async (token: string, body: Record<string, unknown>) => {
      const res = await t.call('POST', '/api/v1/saved-views/', { token, body });
      if (res.statusCode !== 201) throw new Error(`saved view: ${res.body}`);
      return (res.json() as { id: string }).id;
    };
    return {
      sharedView: await save(b.users.manager.token, {
        list: 'visits',
        name: 'Week, pending',
        query: `period=2&status=0&assigned_to=${b.users.sales.id}`,
        shared: true,
      }),
      privateView: await save(b.users.sales.token, { list: 'clients', name: 'Mine', query: 'customer_target=VIP' }),
    };
  },
  tenancy: {
    'PATCH /api/v1/saved-views/{id}': (mine) => ({ params: { id: mine.sharedView! }, body: { name: 'Taken over' } }),
    'POST /api/v1/saved-views/{id}/delete': (mine) => ({ params: { id: mine.privateView! } }),
  },
  undocumentedBodies: { 'POST /api/v1/saved-views/{id}/delete': [] },
};
