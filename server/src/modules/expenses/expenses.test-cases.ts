import type { ModuleCases } from '../../../test/module-cases';
import { PNG, uploadAs } from '../../../test/uploads';
import { checkIn, createVisitClient, planVisit } from '../../../test/visits-fixtures';

async function idOf(res: { statusCode: number; body: string }, what: string): Promise<string> {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.body}`);
  return (JSON.parse(res.body) as { id: string }).id;
}

/** What the sweeps over every route need to know of the expenses routes (server/test/module-cases.ts). */
export const testCases: ModuleCases = {
  samples: {
    'POST /api/v1/expenses/': (co) => ({
      category: 'fuel',
      amount: 120.5,
      spent_on: '2026-01-04',
      note: 'Fuel for the Olaya round',
      receipt_file_id: co.users.maintenance.id,
    }),
    'POST /api/v1/expenses/{id}/reject': () => ({ reason: 'The receipt is for another trip' }),
  },
  async world(t, b) {
    const { manager, sales } = b.users;
    const client = await createVisitClient(t, manager.token, sales.id);
    const visit = await planVisit(t, sales.token, client);
    await checkIn(t, sales.token, visit);
    const receipt = await idOf(await uploadAs(t, sales.token, 'receipt.png', PNG), 'receipt');
    const expense = await idOf(
      await t.call('POST', '/api/v1/expenses/', {
        token: sales.token,
        body: {
          category: 'parking',
          amount: 15,
          spent_on: new Date().toISOString().slice(0, 10),
          visit_id: visit,
          receipt_file_id: receipt,
        },
      }),
      'expense',
    );
    // An upload not yet any record's: the next expense's receipt.
    const freeReceipt = await idOf(await uploadAs(t, sales.token, 'next.png', PNG), 'free receipt');
    return { expense, expenseVisit: visit, freeReceipt };
  },
  tenancy: {
    'GET /api/v1/expenses/': (_, b) => ({ query: { user_id: b.users.sales.id } }),
    'GET /api/v1/expenses/{id}': (mine) => ({ params: { id: mine.expense! } }),
    'POST /api/v1/expenses/{id}/approve': (mine) => ({ params: { id: mine.expense! } }),
    'POST /api/v1/expenses/{id}/reject': (mine) => ({ params: { id: mine.expense! }, body: { reason: 'Not ours' } }),
    'POST /api/v1/expenses/': (mine) => ({
      body: { category: 'meals', amount: 30, spent_on: '2026-01-04', visit_id: mine.expenseVisit, receipt_file_id: mine.freeReceipt },
    }),
  },
  filters: ['GET /api/v1/expenses/'],
  undocumentedBodies: { 'POST /api/v1/expenses/{id}/approve': [] },
  attachedFiles: {
    async expense(t, co) {
      const receipt = await idOf(await uploadAs(t, co.users.sales.token, 'receipt.png', PNG), 'receipt');
      const body = { category: 'fuel', amount: 90, spent_on: new Date().toISOString().slice(0, 10), receipt_file_id: receipt };
      await idOf(await t.call('POST', '/api/v1/expenses/', { token: co.users.sales.token, body }), 'expense');
      return receipt;
    },
  },
  references: { 'POST /api/v1/expenses/': ['visit_id', 'receipt_file_id'] },
};
