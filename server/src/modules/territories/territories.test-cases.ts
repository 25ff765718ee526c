import type { ModuleCases } from '../../../test/module-cases';

/** An outline around central Riyadh (Olaya), corners as drawn. */
export const OLAYA = [
  { latitude: 24.74, longitude: 46.62 },
  { latitude: 24.74, longitude: 46.74 },
  { latitude: 24.64, longitude: 46.74 },
  { latitude: 24.64, longitude: 46.62 },
];

/** What the sweeps over every route need of the territories routes (server/test/module-cases.ts). */
export const testCases: ModuleCases = {
  samples: {
    'POST /api/v1/territories/': () => ({ name: 'Riyadh north', kind: 'polygon', polygon: OLAYA, rep_ids: [], assign_new: true }),
    'PUT /api/v1/territories/{id}': () => ({ name: 'جدة', kind: 'cities', cities: [{ country: 'SA', city: 'Jeddah' }], rep_ids: [] }),
  },
  async world(t, b) {
    const res = await t.call('POST', '/api/v1/territories/', {
      token: b.users.manager.token,
      body: { name: 'B territory', kind: 'cities', cities: [{ country: 'SA', city: 'Riyadh' }], rep_ids: [b.users.sales.id] },
    });
    if (res.statusCode !== 201) throw new Error(`territory: ${res.body}`);
    return { territory: (res.json() as { id: string }).id };
  },
  tenancy: {
    'GET /api/v1/territories/{id}': (mine) => ({ params: { id: mine.territory! } }),
    'DELETE /api/v1/territories/{id}': (mine) => ({ params: { id: mine.territory! } }),
    'PUT /api/v1/territories/{id}': (mine) => ({
      params: { id: mine.territory! },
      body: { name: 'Taken over', kind: 'polygon', polygon: OLAYA, rep_ids: [] },
    }),
    'POST /api/v1/territories/': (_, b) => ({
      body: { name: 'With their rep', kind: 'polygon', polygon: OLAYA, rep_ids: [b.users.sales.id] },
    }),
  },
  references: { 'POST /api/v1/territories/': ['rep_ids'] },
  undocumentedBodies: { 'DELETE /api/v1/territories/{id}': [] },
};
